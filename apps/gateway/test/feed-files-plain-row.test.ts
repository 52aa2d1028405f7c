import { describe, expect, it } from 'vitest';
import { readHeader, readRecord } from '../src/modules/feed-files/feed-columns.ts';
import { ACTIVITY_HEADER } from './feed-files-helpers.ts';

/**
 * An activity file's plainly valid rows are read without the contract's schema (plain-activity-row.ts):
 * whatever it takes must be the record the schema gives, and whatever else it leaves to the schema.
 */

const header = readHeader('activity', ACTIVITY_HEADER.split(','));
const columns = header.columns;
const schemaOnly = { ...columns, plain: null };
const base = ['9101', '2024-03-01', 'EUR', '100.00', '0', '250.5', '-40.00', '0.00'];

/** Each column's cells: plain ones, and ones the schema refuses or reads otherwise. */
const variants: Record<number, string[]> = {
  0: ['1', '007', '999999999999999', '0', '-1', '1.0', '1.5', '9999999999999999', '12a', '', '1e3'],
  1: ['2024-12-31', '2024-13-45', '2024-3-1', '2024-03-01T00:00', '', '２０２４-03-01'],
  2: ['USD', 'eur', 'EURO', 'E1R', ''],
  3: [
    '0',
    '5.',
    '.5',
    '-5.50',
    '100.12345678',
    '100.123456789',
    '1234567890123456',
    '123456789012345',
    '1e3',
    '',
  ],
  6: ['-0.01', '--1', '-', '15.5', '-123456789012345.12345678', ''],
};

describe('an activity row read without the schema', () => {
  it('is read so for the plain rows of a file with the feed’s columns, in any order', () => {
    expect(header.problems).toEqual([]);
    expect(readRecord(schemaOnly, base)).toEqual({ record: columns.plain?.(base) });
    expect(columns.plain?.(base)).toEqual({
      customer_id: 9101,
      day: '2024-03-01',
      currency: 'EUR',
      deposits: '100.00',
      withdrawals: '0',
      turnover: '250.5',
      winloss: '-40.00',
      bonuses: '0.00',
    });
    const names = ACTIVITY_HEADER.split(',').reverse();
    const reversed = readHeader('activity', names).columns;
    expect(reversed.plain?.([...base].reverse())).toEqual(columns.plain?.(base));
  });

  it('gives the schema’s record or leaves the row to the schema, cell by cell', () => {
    let plain = 0;
    let left = 0;
    for (const [column, cells] of Object.entries(variants)) {
      for (const cell of cells) {
        const row = [...base];
        row[Number(column)] = cell;
        const fast = columns.plain!(row);
        const schema = readRecord(schemaOnly, row);
        if (fast === null) {
          left += 1;
          continue;
        }
        plain += 1;
        expect(schema, `${ACTIVITY_HEADER.split(',')[Number(column)]} ${cell}`).toEqual({ record: fast });
      }
    }
    // Both ways were taken: the test compares records, and leaves the refused rows to the schema.
    expect(plain).toBeGreaterThan(10);
    expect(left).toBeGreaterThan(20);
  });

  it('leaves every refused row to the schema, whose messages the report gives', () => {
    const negative = [...base];
    negative[3] = '-5.00';
    expect(columns.plain!(negative)).toBeNull();
    expect(readRecord(columns, negative)).toEqual({
      problems: [{ column: 'deposits', message: 'Amount must not be negative.' }],
    });
    const empty = [...base];
    empty[2] = '';
    expect(readRecord(columns, empty)).toEqual({
      problems: [{ column: 'currency', message: 'A value is required: the cell is empty.' }],
    });
  });

  it('is not used for the players feed, whose rows the schema reads', () => {
    const players = readHeader('players', [
      'customer_id',
      'referral_code',
      'date_joined',
      'category',
      'country',
    ]);
    expect(players.problems).toEqual([]);
    expect(players.columns.plain).toBeNull();
  });
});
