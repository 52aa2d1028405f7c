import type { ActivityRecord, PlayerRecord } from '@affiliate/contract';
import { isCalendarDate } from '../../calendar/utc-dates.ts';
import type { BatchErrors } from './batch-errors.ts';

/** Amounts are stored to the cent: more decimals would be rounded silently, so they are refused. */
const centsAmount = /^-?\d+(\.\d{1,2})?$/;
const activityAmounts = ['deposits', 'withdrawals', 'turnover', 'winloss', 'bonuses'] as const;

/** Checks that need no database: real calendar dates, cents, one row per customer (and day). */
export function checkPlayerRows(players: PlayerRecord[], errors: BatchErrors): void {
  const seen = new Set<number>();
  players.forEach((player, i) => {
    if (seen.has(player.customer_id)) errors.add(`players.${i}.customer_id`, 'The batch has this customer more than once.');
    seen.add(player.customer_id);
    if (!isCalendarDate(player.date_joined)) errors.add(`players.${i}.date_joined`, 'Date is not a calendar date.');
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
      if (!centsAmount.test(row[field])) errors.add(`rows.${i}.${field}`, 'Amount must have at most 2 decimals.');
    }
  });
}
