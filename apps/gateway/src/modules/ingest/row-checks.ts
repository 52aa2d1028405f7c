import type { ActivityRecord, PlayerRecord } from '@affiliate/contract';
import { isCalendarDate } from '../../calendar/utc-dates.ts';
import type { BatchErrors } from './batch-errors.ts';

/** Amounts are stored to the cent: more decimals would be rounded silently, so they are refused. */
const centsAmount = /^-?\d+(\.\d{1,2})?$/;
const activityAmounts = ['deposits', 'withdrawals', 'turnover', 'winloss', 'bonuses'] as const;

/** Real-world UTC offsets run from -12:00 to +14:00; PostgreSQL refuses some larger ones outright. */
const MAX_OFFSET_MINUTES = 14 * 60;

/**
 * A timestamp PostgreSQL can store: an offset a clock can have, and an instant from year 1 to 9999 in
 * UTC. The contract's ISO 8601 pattern takes offsets up to ±23:59 and year 0000, which the database
 * refuses (the batch answered 500).
 */
function isStorableInstant(value: string): boolean {
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(value);
  if (offset && Number(offset[2]) * 60 + Number(offset[3]) > MAX_OFFSET_MINUTES) return false;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return false;
  const year = new Date(ms).getUTCFullYear();
  return year >= 1 && year <= 9999;
}

/** Checks that need no database: real calendar dates and instants, cents, one row per customer (and day). */
export function checkPlayerRows(players: PlayerRecord[], errors: BatchErrors): void {
  const seen = new Set<number>();
  players.forEach((player, i) => {
    if (seen.has(player.customer_id))
      errors.add(`players.${i}.customer_id`, 'The batch has this customer more than once.');
    seen.add(player.customer_id);
    if (!isCalendarDate(player.date_joined))
      errors.add(`players.${i}.date_joined`, 'Date is not a calendar date.');
    if (player.registered_at !== null && !isStorableInstant(player.registered_at)) {
      errors.add(
        `players.${i}.registered_at`,
        'Timestamp is out of range: the year must be 0001-9999 in UTC and the offset at most ±14:00.',
      );
    }
  });
}

export function checkActivityRows(rows: ActivityRecord[], today: string, errors: BatchErrors): void {
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const key = `${row.customer_id}|${row.day}`;
    if (seen.has(key)) errors.add(`rows.${i}.day`, 'The batch has this customer and day more than once.');
    seen.add(key);
    if (!isCalendarDate(row.day)) errors.add(`rows.${i}.day`, 'Date is not a calendar date.');
    else if (row.day > today) errors.add(`rows.${i}.day`, 'Activity cannot be in the future.');
    for (const field of activityAmounts) {
      if (!centsAmount.test(row[field]))
        errors.add(`rows.${i}.${field}`, 'Amount must have at most 2 decimals.');
    }
  });
}
