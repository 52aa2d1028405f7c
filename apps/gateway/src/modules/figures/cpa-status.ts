import type { CpaProgress, PlayerCpaStatus } from '@affiliate/contract';
import { addDays, daysBetweenInclusive } from '../../calendar/utc-dates.ts';
import { fromCents, toCents } from './cents.ts';
import type { Language } from '../../i18n/translate.ts';
import type { CpaRule } from './cpa-rule.ts';
import { lowFirstDepositReason, pendingReason, qualifiedReason, windowEndedReason } from './cpa-words.ts';

/**
 * One player's CPA status under a deal (issue 36, items 2 and 3): pure, in integer cents, from the
 * player's registration day and daily activity. The rule:
 * - The registration day is day 1; the window's last day is day `window_days`. Without a window there
 *   is no deadline.
 * - The player qualifies on the first day, no later than the window's last day, on which every criterion
 *   the deal gives holds: the first deposit (the deposits of the first day with deposits > 0) at least
 *   `first_deposit_min`; deposits since registration at least `deposits_min`; turnover since registration
 *   at least `turnover_min`. A CPA is paid per first depositor, as today's plans pay it: a player with no
 *   deposit never qualifies, whatever the criteria, and a deal with no criteria qualifies a player on the
 *   first deposit day. So today's plan as a deal (flat-plan-deal.ts: first_deposit_min only) qualifies
 *   exactly today's CPA players — first depositors whose first deposit reaches the minimum — on their
 *   first deposit day.
 * - A first deposit below `first_deposit_min` can never be undone: not qualified on that day, not only
 *   when the window ends. Deposits and turnover only grow, so they stay open until the window ends.
 * - Pending while today is on or before the window's last day (or there is no window) and the player has
 *   not qualified; days left count today. Not qualified once today is past the window's last day.
 * - A day dated before registration (the brand's data can say so) counts on its own day like any other,
 *   inside the window: today's rule counts every first deposit whatever its date, and so does this one.
 * - Days after `today` are not read: the status is as of today, so a close can ask it as of the
 *   month's last day.
 * - `over_cap` is decided over the month's qualified players (cpa-cap.ts); `reversed` by an operator.
 */

/** One day of the player's activity, in the deal's currency, as 2-decimal amounts. */
export interface CpaPlayerDay {
  day: string;
  deposits: string;
  turnover: string;
}

export interface CpaPlayer {
  /** The day the player registered (date_joined): day 1 of the window. */
  registered_on: string;
  /** The player's days with activity, in ascending order, each day once. */
  activity: readonly CpaPlayerDay[];
}

/** What the player has reached by some day. */
interface Reached {
  firstDeposit: bigint | null;
  deposits: bigint;
  turnover: bigint;
}

const atLeast = (minimum: bigint | null, amount: bigint) => minimum === null || amount >= minimum;

/** Each criterion's progress: the first deposit always (a CPA is per first depositor), the others when given. */
function progressOf(rule: CpaRule, reached: Reached): CpaProgress[] {
  const firstDepositMin = rule.firstDepositMin ?? 0n;
  const progress: CpaProgress[] = [
    {
      criterion: 'first_deposit',
      reached: reached.firstDeposit === null ? null : fromCents(reached.firstDeposit),
      required: fromCents(firstDepositMin),
      met: reached.firstDeposit !== null && reached.firstDeposit >= firstDepositMin,
    },
  ];
  if (rule.depositsMin !== null)
    progress.push({
      criterion: 'deposits',
      reached: fromCents(reached.deposits),
      required: fromCents(rule.depositsMin),
      met: reached.deposits >= rule.depositsMin,
    });
  if (rule.turnoverMin !== null)
    progress.push({
      criterion: 'turnover',
      reached: fromCents(reached.turnover),
      required: fromCents(rule.turnoverMin),
      met: reached.turnover >= rule.turnoverMin,
    });
  return progress;
}

/**
 * Days out of order would misplace the first deposit, and the answer could come from the days read so
 * far without a word: every day is checked before any is read.
 */
function checkOrder(activity: readonly CpaPlayerDay[]): void {
  for (let index = 1; index < activity.length; index++)
    if (activity[index]!.day <= activity[index - 1]!.day)
      throw new Error(
        `a player's days go in ascending order, each once: ${activity[index]!.day} after ${activity[index - 1]!.day}`,
      );
}

/** The player's CPA status as of `today` (the last day known, YYYY-MM-DD), its reason in `language`. */
export function cpaStatusOf(
  rule: CpaRule,
  player: CpaPlayer,
  today: string,
  language: Language = 'en',
): PlayerCpaStatus {
  const lastDay = rule.windowDays === null ? null : addDays(player.registered_on, rule.windowDays - 1);
  // The days that count: up to today, and never past the window.
  const until = lastDay !== null && lastDay < today ? lastDay : today;
  const reached: Reached = { firstDeposit: null, deposits: 0n, turnover: 0n };
  checkOrder(player.activity);
  for (const { day, deposits, turnover } of player.activity) {
    if (day > until) break;
    const depositsCents = toCents(deposits);
    reached.deposits += depositsCents;
    reached.turnover += toCents(turnover);
    if (reached.firstDeposit === null && depositsCents > 0n) {
      reached.firstDeposit = depositsCents;
      if (!atLeast(rule.firstDepositMin, depositsCents))
        return {
          status: 'not_qualified',
          reason: lowFirstDepositReason(
            fromCents(depositsCents),
            fromCents(rule.firstDepositMin!),
            rule.currency,
            language,
          ),
          qualified_on: null,
          days_left: null,
          progress: progressOf(rule, reached),
        };
    }
    if (
      reached.firstDeposit !== null &&
      atLeast(rule.depositsMin, reached.deposits) &&
      atLeast(rule.turnoverMin, reached.turnover)
    )
      return {
        status: 'qualified',
        reason: qualifiedReason(day, language),
        qualified_on: day,
        days_left: null,
        progress: progressOf(rule, reached),
      };
  }
  const progress = progressOf(rule, reached);
  if (lastDay !== null && today > lastDay)
    return {
      status: 'not_qualified',
      reason: windowEndedReason(progress, rule.currency, rule.windowDays!, lastDay, language),
      qualified_on: null,
      days_left: null,
      progress,
    };
  // Today before registration (not expected) still leaves at most the whole window.
  const daysLeft = lastDay === null ? null : Math.min(rule.windowDays!, daysBetweenInclusive(today, lastDay));
  return {
    status: 'pending',
    reason: pendingReason(progress, rule.currency, daysLeft, language),
    qualified_on: null,
    days_left: daysLeft,
    progress,
  };
}
