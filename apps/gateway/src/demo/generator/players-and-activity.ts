import type { ActivityRecord, PlayerCategory, PlayerRecord } from '@affiliate/contract';
import { addDays } from '../../calendar/utc-dates.ts';
import type { GenerationPlan } from './generation-plan.ts';
import { capturedClickId, clicksOfPlayer, type GeneratedClick } from './clicks.ts';
import { countries } from './countries.ts';
import { centsToAmount, Random, toCents } from './random.ts';

export type { GenerationPlan } from './generation-plan.ts';

/**
 * Realistic referred players and their daily activity, deterministic by seed. Each player draws from
 * its own random stream, so players and activity can be produced in two passes and cut into batches
 * anywhere without changing a single value.
 */

const categories: ReadonlyArray<readonly [PlayerCategory, number]> = [
  ['casino', 50],
  ['sports', 30],
  ['live-casino', 15],
  ['poker', 5],
];

const REGISTER_SHARE = 0.7;
const DEPOSIT_SHARE = 0.4;
const ACTIVITY_SIGMA = 0.8;

interface PlayerProfile {
  record: PlayerRecord;
  currency: string;
  firstDepositDay: string | null;
}

function profile(plan: GenerationPlan, index: number): PlayerProfile {
  const rng = Random.for(plan.seed, index, 1);
  const affiliate = plan.affiliates[index % plan.affiliates.length]!;
  // Growth: the join density rises linearly over the span, so recent months have more sign-ups.
  const offset = Math.min(plan.days - 1, Math.floor(plan.days * Math.sqrt(rng.next())));
  const dateJoined = addDays(plan.endDay, offset - (plan.days - 1));
  const category = rng.weighted(categories);
  const country = rng.weighted(countries);
  let registeredAt: string | null = null;
  let firstDepositDay: string | null = null;
  if (rng.chance(REGISTER_SHARE)) {
    const regDay = minDay(addDays(dateJoined, rng.chance(0.7) ? 0 : rng.geometric(0.35)), plan.endDay);
    const at = new Date(Date.parse(`${regDay}T00:00:00Z`) + rng.int(0, 86_399) * 1000);
    registeredAt = new Date(Math.min(at.getTime(), plan.now.getTime())).toISOString();
    if (rng.chance(DEPOSIT_SHARE / REGISTER_SHARE))
      firstDepositDay = minDay(addDays(regDay, rng.geometric(0.4)), plan.endDay);
  }
  return {
    record: {
      customer_id: plan.firstCustomerId + index,
      referral_code: affiliate.code,
      date_joined: dateJoined,
      registered_at: registeredAt,
      category,
      country,
      click_id: capturedClickId(plan, index, dateJoined),
    },
    currency: affiliate.currency,
    firstDepositDay,
  };
}

function minDay(a: string, b: string): string {
  return a < b ? a : b;
}

export function* generatePlayers(plan: GenerationPlan): Generator<PlayerRecord> {
  for (let i = 0; i < plan.players; i++) yield profile(plan, i).record;
}

/** The clicks of every player (see clicks.ts), player by player: written before the players that name them. */
export function* generateClicks(plan: GenerationPlan): Generator<GeneratedClick> {
  for (let i = 0; i < plan.players; i++) {
    const { date_joined, country } = profile(plan, i).record;
    yield* clicksOfPlayer(plan, i, date_joined, country ?? null);
  }
}

function daysUntilEnd(day: string, endDay: string): number {
  return Math.round((Date.parse(endDay) - Date.parse(day)) / 86_400_000) + 1;
}

/** How many days a depositing player plays (k) within how long a span from the first deposit. */
function activitySpan(
  rng: Random,
  plan: GenerationPlan,
  firstDay: string,
  meanRows: number,
): { k: number; span: number } {
  const wanted = Math.max(
    1,
    Math.round(rng.logNormal(meanRows, ACTIVITY_SIGMA) / Math.exp((ACTIVITY_SIGMA * ACTIVITY_SIGMA) / 2)),
  );
  const available = daysUntilEnd(firstDay, plan.endDay);
  const intensity = rng.between(0.15, 0.9);
  const span = Math.min(available, Math.max(wanted, Math.ceil(wanted / intensity)));
  return { k: Math.min(wanted, span), span };
}

/** The activity days of one depositing player: the first deposit day, then days bunched after it. */
function activeDays(rng: Random, plan: GenerationPlan, firstDay: string, meanRows: number): string[] {
  const { k, span } = activitySpan(rng, plan, firstDay, meanRows);
  // Selection sampling: k - 1 further days out of the span's span - 1, in order.
  const days = [firstDay];
  let need = k - 1;
  for (let d = 1; d < span && need > 0; d++) {
    if (rng.next() * (span - d) < need) {
      days.push(addDays(firstDay, d));
      need -= 1;
    }
  }
  return days;
}

/**
 * The mean activity days per depositing player that lands the data set on `activityRows`. Players who
 * deposited recently cannot play more days than are left, so the plain ratio falls short (by about 7%
 * over two years); a few counting passes, which draw the same numbers as generation, correct for it.
 */
export function calibratedMeanRows(plan: GenerationPlan): number {
  const firstDays: Array<[number, string]> = [];
  for (let i = 0; i < plan.players; i++) {
    const day = profile(plan, i).firstDepositDay;
    if (day) firstDays.push([i, day]);
  }
  if (firstDays.length === 0 || plan.activityRows === 0) return 0;
  let mean = plan.activityRows / firstDays.length;
  for (let pass = 0; pass < 4; pass++) {
    let rows = 0;
    for (const [i, day] of firstDays) rows += activitySpan(Random.for(plan.seed, i, 2), plan, day, mean).k;
    if (Math.abs(rows - plan.activityRows) <= plan.activityRows * 0.002) break;
    mean *= plan.activityRows / rows;
  }
  return mean;
}

function dayFigures(rng: Random, isFirst: boolean): Omit<ActivityRecord, 'customer_id' | 'day' | 'currency'> {
  const deposits =
    isFirst || rng.chance(0.45)
      ? toCents(Math.min(20_000, Math.max(10, rng.logNormal(isFirst ? 40 : 50, 0.9))))
      : 0;
  const withdrawals = rng.chance(0.12) ? toCents(rng.logNormal(80, 1)) : 0;
  const stakeBase = deposits > 0 ? deposits : toCents(rng.logNormal(30, 0.8));
  const turnover = Math.round(stakeBase * rng.between(5, 20));
  // The house edge is 3-6 % of stakes, with enough variance that players win on some days.
  const winloss = Math.round(turnover * (rng.between(0.03, 0.06) + 0.06 * rng.normal()));
  const bonuses = rng.chance(0.15)
    ? deposits > 0
      ? Math.round(deposits * rng.between(0.05, 0.25))
      : toCents(rng.logNormal(10, 0.5))
    : 0;
  return {
    deposits: centsToAmount(deposits),
    withdrawals: centsToAmount(withdrawals),
    turnover: centsToAmount(turnover),
    winloss: centsToAmount(winloss),
    bonuses: centsToAmount(bonuses),
  };
}

/** Activity rows player by player (each player's days in order). Only depositing players play. */
export function* generateActivity(plan: GenerationPlan): Generator<ActivityRecord> {
  const meanRows = calibratedMeanRows(plan);
  for (let i = 0; i < plan.players; i++) {
    const player = profile(plan, i);
    if (!player.firstDepositDay) continue;
    const rng = Random.for(plan.seed, i, 2);
    for (const [n, day] of activeDays(rng, plan, player.firstDepositDay, meanRows).entries()) {
      yield {
        customer_id: player.record.customer_id,
        day,
        currency: player.currency,
        ...dayFigures(rng, n === 0),
      };
    }
  }
}

/** Groups a stream into arrays of `size`. */
export function* batches<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}
