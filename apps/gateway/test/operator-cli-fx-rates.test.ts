import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCentralBankCsv } from '../src/cli/operator/central-bank-csv.ts';
import { refusal, runCli } from './operator-cli-helpers.ts';

const stored = (from: string, to: string, date: string, rate: string) => ({
  from,
  to,
  date,
  rate,
  source: 'ECB',
  set_by: 'machine 0a1b2c3d',
  set_at: '2026-12-02T10:00:00.000Z',
});

describe('fx-rates set and list', () => {
  it('sets a rate for a day, upper-casing the currencies', async () => {
    const run = await runCli(
      [
        'fx-rates',
        'set',
        '--date',
        '2026-12-02',
        '--from',
        'brl',
        '--to',
        'EUR',
        '--rate',
        '0.16',
        '--source',
        'ECB',
      ],
      {
        data: {
          date: '2026-12-02',
          source: 'ECB',
          rates: [stored('BRL', 'EUR', '2026-12-02', '0.16')],
          reconverted_days: 3,
        },
      },
    );
    expect(run.sent).toEqual([
      {
        method: 'PUT',
        url: '/api/v1/operator/fx-rates',
        body: { date: '2026-12-02', source: 'ECB', rates: [{ from: 'BRL', to: 'EUR', rate: '0.16' }] },
      },
    ]);
    expect(run.out).toContain('2026-12-02  BRL->EUR  0.16');
    expect(run.out).toContain('3 activity day(s) converted again at the new rate.');
  });

  it('refuses a bad rate or date before sending anything', async () => {
    expect(
      await refusal([
        'fx-rates',
        'set',
        '--date',
        '2026-12-02',
        '--from',
        'BRL',
        '--to',
        'EUR',
        '--rate',
        'x',
      ]),
    ).toContain('rates.0.rate');
    expect(await refusal(['fx-rates', 'set', '--from', 'BRL', '--to', 'EUR', '--rate', '0.16'])).toContain(
      'date',
    );
  });

  it('lists with filters', async () => {
    const run = await runCli(['fx-rates', 'list', '--from', 'BRL', '--latest'], {
      data: [stored('BRL', 'EUR', '2026-12-01', '0.16')],
    });
    expect(run.sent[0]!.url).toBe('/api/v1/operator/fx-rates?from=BRL&latest=true&limit=1000');
    expect(run.out).toContain('BRL->EUR');
  });
});

describe('fx-rates import', () => {
  it("imports the ECB's file both ways, one request per day, and goes on past a refused day", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fx-'));
    const file = path.join(dir, 'eurofxref-hist.csv');
    writeFileSync(file, 'Date,USD,BRL,CYP,\n2026-12-01,1.0512,6.25,N/A,\n2026-11-30,1.05,5.4321,N/A,\n');
    const run = await runCli(
      ['fx-rates', 'import', '--file', file],
      [
        {
          status: 422,
          json: { message: 'November 2026 is closed: its figures are frozen, so its rates cannot change.' },
        },
        {
          data: {
            date: '2026-12-01',
            source: 'ECB',
            rates: [1, 2, 3, 4].map(() => stored('EUR', 'USD', '2026-12-01', '1')),
            reconverted_days: 2,
          },
        },
      ],
    );
    expect(run.sent.map((r) => (r.body as { date: string }).date)).toEqual(['2026-11-30', '2026-12-01']);
    expect((run.sent[1]!.body as { rates: unknown }).rates).toEqual([
      { from: 'EUR', to: 'USD', rate: '1.0512' },
      { from: 'USD', to: 'EUR', rate: '0.9512937595' },
      { from: 'EUR', to: 'BRL', rate: '6.25' },
      { from: 'BRL', to: 'EUR', rate: '0.16' },
    ]);
    expect(run.out).toContain('Imported 4 rate(s) for 1 day(s); 2 activity day(s) converted again.');
    expect(run.out).toContain('2026-11-30: November 2026 is closed');
  });

  it('divides in decimal, rounding to 10 decimals', () => {
    const [day] = parseCentralBankCsv('Date,BRL\n2026-11-30,5.4321\n', 'EUR');
    expect(day!.rates).toEqual([
      { from: 'EUR', to: 'BRL', rate: '5.4321' },
      { from: 'BRL', to: 'EUR', rate: '0.1840908673' },
    ]);
  });

  it('refuses a file that is not a central bank CSV without sending anything', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fx-'));
    const file = path.join(dir, 'other.csv');
    writeFileSync(file, 'name,amount\nx,1\n');
    const run = await runCli(['fx-rates', 'import', '--file', file]);
    expect(run.code).toBe(1);
    expect(run.sent).toEqual([]);
    expect(run.err).toContain('header row');
  });
});
