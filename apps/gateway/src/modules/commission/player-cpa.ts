import { dealPaysCpa, type PlayerCpaStatus } from '@affiliate/contract';
import { monthStart, toIsoDate } from '../../calendar/utc-dates.ts';
import type { FiguresCache } from '../../caches/figures-cache.ts';
import type { Queryable } from '../../db/database.ts';
import type { Language } from '../../i18n/translate.ts';
import { markOverCap, overCapStatus } from '../figures/cpa-cap.ts';
import { cpaRule, type CpaRule } from '../figures/cpa-rule.ts';
import { cpaStatusOf, type CpaPlayerDay } from '../figures/cpa-status.ts';
import { reversedReason } from '../figures/cpa-words.ts';
import {
  playerDays,
  playerDaysSql,
  qualifiedPlayersOf,
  ruleLastDaySql,
  type PlayerDaysColumns,
} from './cpa-qualified.ts';
import { cpaCountedAtIngest } from '../deals/plan-terms.ts';
import { dealsInForce } from './deal-month.ts';

/**
 * Each listed player's CPA status under the affiliate's deal, as of today (issue 36, item 3): pending with
 * each criterion's progress and the days left, qualified and when, not qualified and why, over the
 * monthly cap, or reversed with the program's reason. The deal is the one in force this month; a
 * qualified player is over the cap when the month it qualified in had the cap's number of players
 * qualified before it (cpa-cap.ts, over every player of that month, not only those listed). Null when
 * the deal pays no CPA (none, or 0.00 with no tier paying more). A player of a brand on a deal of its own
 * is decided under that deal and ranked against its cap among that brand's players; a player whose deal
 * pays no CPA while another of the affiliate's deals does has no status.
 */

interface PlayerDays {
  player_id: string;
  brand: string;
  customer_id: string;
  registered_on: string;
  activity: CpaPlayerDay[];
  reversed_on: string | null;
  reversal_reason: string | null;
  reversed_qualified_on: string | null;
}

/**
 * How far a player's days are read: the rule decides on nothing later than its window's last day, nor,
 * when the first deposit is its only criterion, than the first deposit's day. Per brand where a brand has
 * a deal of its own; `rules` brand null is the deal for all brands.
 */
export interface DaysBound {
  brand: string | null;
  windowDays: number | null;
  firstDepositOnly: boolean;
}

async function readPlayers(
  db: Queryable,
  affiliateId: number,
  customerIds: readonly number[],
  today: string,
  bounds: readonly DaysBound[],
): Promise<PlayerDays[]> {
  const all = bounds.find((bound) => bound.brand === null);
  const own = bounds.filter((bound) => bound.brand !== null);
  const { rows } = await db.query<Omit<PlayerDays, 'activity'> & { activity: PlayerDaysColumns }>(
    `SELECT p.id AS player_id, p.brand, p.customer_id, to_char(p.date_joined, 'YYYY-MM-DD') AS registered_on,
            ${playerDaysSql(ruleLastDaySql('$2::date', 'w'))} AS activity,
            to_char(r.reversed_at, 'YYYY-MM-DD') AS reversed_on, r.reason AS reversal_reason,
            to_char(r.qualified_on, 'YYYY-MM-DD') AS reversed_qualified_on
     FROM players p LEFT JOIN cpa_reversals r ON r.player_id = p.id
     LEFT JOIN unnest($4::text[], $5::int[], $6::boolean[]) AS b (brand, window_days, first_deposit_only) ON b.brand = p.brand
     CROSS JOIN LATERAL (SELECT CASE WHEN b.brand IS NULL THEN $7::int ELSE b.window_days END AS window_days,
                                CASE WHEN b.brand IS NULL THEN $8::boolean ELSE b.first_deposit_only END AS first_deposit_only) w
     WHERE p.customer_id = ANY($1::bigint[]) AND p.member_id = $3`,
    [
      customerIds,
      today,
      affiliateId,
      own.map((bound) => bound.brand),
      own.map((bound) => bound.windowDays),
      own.map((bound) => bound.firstDepositOnly),
      all?.windowDays ?? null,
      all?.firstDepositOnly ?? false,
    ],
  );
  return rows.map((row) => ({ ...row, activity: playerDays(row.activity) }));
}

function reversedStatus(
  rule: CpaRule,
  player: PlayerDays,
  today: string,
  language: Language,
): PlayerCpaStatus {
  const decided = cpaStatusOf(rule, player, today, language);
  return {
    status: 'reversed',
    reason: reversedReason(player.reversed_on!, player.reversal_reason!, language),
    qualified_on: player.reversed_qualified_on,
    days_left: null,
    progress: decided.progress,
  };
}

/** The players past the cap among the qualified ones, month by month of their qualifying, deal by deal. */
async function overTheCap(
  db: Queryable,
  affiliateId: number,
  qualifiedOn: ReadonlyMap<number, string>,
  kept: KeptRanking | undefined,
): Promise<Map<number, number>> {
  const over = new Map<number, number>();
  const months = new Set([...qualifiedOn.values()].map((day) => monthStart(day)));
  for (const start of months) {
    const { deal, brands } = await dealsInForce(db, affiliateId, start);
    const counts = [
      ...(deal ? [{ affiliateId, deal, excludedBrands: [...brands.keys()] }] : []),
      ...[...brands].map(([brand, own]) => ({ affiliateId, deal: own, brand })),
    ].filter((count) => count.deal.cpa?.monthly_cap !== undefined);
    const read = () => qualifiedPlayersOf(db, start, counts);
    const lists = kept
      ? await kept.figures.answerOfTheDay(
          affiliateId,
          `cpa-ranking:${start}`,
          kept.now,
          read,
          (l) => l.reduce((n, list) => n + list.length, 1),
          // Qualified players, not clicks: a click leaves the ranking as it is.
          'none',
        )
      : await read();
    counts.forEach((count, i) => {
      const cap = count.deal.cpa!.monthly_cap!;
      for (const player of markOverCap(lists[i]!, cap))
        if (player.status === 'over_cap' && qualifiedOn.has(player.player_id))
          over.set(player.player_id, cap);
    });
  }
  return over;
}

/**
 * Where a month's ranking of qualified players may be kept between views (the figures cache, forgotten
 * when the affiliate's figures or deal change): every page of the players list ranks against the same
 * month, which costs reading all its candidates' days. Left out inside a transaction that decides on it.
 */
export interface KeptRanking {
  figures: FiguresCache;
  now: Date;
}

/**
 * The statuses of the affiliate's players of these customer ids, by customer id, their reasons in
 * `language`; null without a CPA.
 */
export async function playerCpaStatuses(
  db: Queryable,
  affiliateId: number,
  customerIds: readonly number[],
  now: Date,
  figures?: FiguresCache,
  language: Language = 'en',
): Promise<Map<number, PlayerCpaStatus> | null> {
  const today = toIsoDate(now);
  const { deal, brands } = await dealsInForce(db, affiliateId, monthStart(today));
  const ruleOf = (document: typeof deal) => (document && dealPaysCpa(document) ? cpaRule(document) : null);
  const rule = ruleOf(deal);
  const brandRules = new Map([...brands].map(([brand, own]) => [brand, ruleOf(own)]));
  // No deal of the affiliate's pays a CPA (today's plans without one among them): no CPA status to show.
  if (!rule && [...brandRules.values()].every((r) => r === null)) return null;
  // By the gateway's player id while deciding (the cap's tie-break), by customer id in the answer.
  const statuses = new Map<number, PlayerCpaStatus>();
  const customerOf = new Map<number, number>();
  if (customerIds.length === 0) return statuses;
  const boundOf = (brand: string | null, document: typeof deal): DaysBound => ({
    brand,
    windowDays: ruleOf(document)?.windowDays ?? null,
    firstDepositOnly: document !== null && cpaCountedAtIngest(document),
  });
  const bounds = [boundOf(null, deal), ...[...brands].map(([brand, own]) => boundOf(brand, own))];
  for (const player of await readPlayers(db, affiliateId, customerIds, today, bounds)) {
    const playerRule = brandRules.has(player.brand) ? brandRules.get(player.brand)! : rule;
    if (!playerRule) continue;
    customerOf.set(Number(player.player_id), Number(player.customer_id));
    statuses.set(
      Number(player.player_id),
      player.reversed_on !== null
        ? reversedStatus(playerRule, player, today, language)
        : cpaStatusOf(playerRule, player, today, language),
    );
  }
  const qualifiedOn = new Map(
    [...statuses]
      .filter(([, status]) => status.status === 'qualified')
      .map(([id, status]) => [id, status.qualified_on!]),
  );
  if (qualifiedOn.size > 0)
    for (const [id, cap] of await overTheCap(db, affiliateId, qualifiedOn, figures && { figures, now }))
      statuses.set(id, overCapStatus(statuses.get(id)!, cap, language));
  return new Map([...statuses].map(([id, status]) => [customerOf.get(id)!, status]));
}
