import type { CpaProgress } from '@affiliate/contract';
import { displayDay } from '../../calendar/display-dates.ts';
import { formatAmount } from '../notifications/money-text.ts';

/**
 * A player's CPA status in words for the affiliate (issue 36: CPAs cancelled silently are the
 * affiliates' first complaint). Money is written as every notice writes it (`€120.00`), days as the
 * portal does (MM/DD/YYYY). The words are built from the same progress items the answer carries, so
 * what the affiliate reads and what the screen lists cannot disagree.
 */

/** "a", "a and b", "a, b and c". */
function inWords(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What a criterion still lacks: "turnover €120.00 of €200.00", "no deposit yet". */
function lacking(item: CpaProgress, currency: string, yet: string): string {
  const money = (amount: string) => formatAmount(amount, currency);
  if (item.criterion === 'first_deposit')
    // A first deposit below the minimum is decided at once (lowFirstDepositReason); only its absence waits.
    return /[1-9]/.test(item.required)
      ? `no deposit${yet} (a first deposit of ${money(item.required)} or more is required)`
      : `no deposit${yet}`;
  const name = item.criterion === 'deposits' ? 'deposits' : 'turnover';
  return `${name} ${money(item.reached ?? '0.00')} of ${money(item.required)}`;
}

const unmet = (progress: readonly CpaProgress[]) => progress.filter((item) => !item.met);

export function qualifiedReason(qualifiedOn: string): string {
  return `Qualified on ${displayDay(qualifiedOn)}`;
}

/** "Turnover €120.00 of €200.00 — 12 days left"; without a window, no days. */
export function pendingReason(
  progress: readonly CpaProgress[],
  currency: string,
  daysLeft: number | null,
): string {
  const missing = capitalised(inWords(unmet(progress).map((item) => lacking(item, currency, ' yet'))));
  return daysLeft === null ? missing : `${missing} — ${daysLeft} day${daysLeft === 1 ? '' : 's'} left`;
}

/** "First deposit €10.00 was below the €20.00 required". */
export function lowFirstDepositReason(firstDeposit: string, required: string, currency: string): string {
  return `First deposit ${formatAmount(firstDeposit, currency)} was below the ${formatAmount(required, currency)} required`;
}

/** "The 30-day window ended on 01/14/2027 with deposits €40.00 of €50.00". */
export function windowEndedReason(
  progress: readonly CpaProgress[],
  currency: string,
  windowDays: number,
  lastDay: string,
): string {
  const missing = inWords(unmet(progress).map((item) => lacking(item, currency, '')));
  return `The ${windowDays}-day window ended on ${displayDay(lastDay)} with ${missing}`;
}

/** "Qualified on 01/05/2027, after the monthly cap of 2 paid players was reached". */
export function overCapReason(qualifiedOn: string, monthlyCap: number): string {
  const players = `${monthlyCap} paid player${monthlyCap === 1 ? '' : 's'}`;
  return `Qualified on ${displayDay(qualifiedOn)}, after the monthly cap of ${players} was reached`;
}

/** "Reversed by the program on 01/20/2027: duplicate account". */
export function reversedReason(reversedOn: string, reason: string): string {
  return `Reversed by the program on ${displayDay(reversedOn)}: ${reason}`;
}
