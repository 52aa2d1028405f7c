import type { DealDocument } from '@affiliate/contract';
import { monthEnd } from '../../calendar/utc-dates.ts';
import type { Queryable } from '../../db/database.ts';
import { cpaCountedAtIngest } from '../deals/plan-terms.ts';
import type { QualifiedPlayer } from '../figures/cpa-cap.ts';
import { cpaRule } from '../figures/cpa-rule.ts';
import { cpaStatusOf, type CpaPlayerDay } from '../figures/cpa-status.ts';
import { convertedSql } from '../figures/converted-sql.ts';

/**
 * The players who qualified for the CPA in a month under each affiliate's deal, decided player by player
 * by the one rule (figures/cpa-status.ts) as of the month's last day, in qualification order (the day,
 * then the player), a reversed CPA left out. The close counts them where the ingest's count of first
 * depositors is not the deal's (qualifiers beyond the first deposit, or a reversal in the month); the
 * players list ranks them against the monthly cap. Only players who could qualify in the month are read:
 * with a first deposit by its end — in the month itself when the first deposit is the only criterion —
 * and, under a window, registered late enough for it to reach into the month. Amounts are converted to
 * the affiliate's currency with each day's rate, as the rollups are.
 */
/**
 * A player's days (alias `p`) up to `until` as the CPA rule reads them, ascending: deposits and turnover
 * converted to the affiliate's currency with each day's rate, as the rollups are. Three arrays (days,
 * deposits, turnover) rather than an object a day: building a JSON object per day cost the players
 * list under a CPA deal most of its time (bench/views-uncached.ts --deal cpa-window). `playerDays`
 * reads it back.
 */
export function playerDaysSql(until: string): string {
  return `(SELECT json_build_array(array_agg(a.day ORDER BY a.day),
                                   array_agg(${convertedSql('a.deposits', 'a.rate')}::text ORDER BY a.day),
                                   array_agg(${convertedSql('a.turnover', 'a.rate')}::text ORDER BY a.day))
           FROM player_activity a WHERE a.player_id = p.id AND a.day <= ${until})`;
}

/**
 * The last day the CPA rule can use of a player (alias `p`) whose rule's window and first-deposit-only
 * flag are `rule`.window_days and `rule`.first_deposit_only: `until`, the window's end, or the first
 * deposit's day when it is the only criterion, the earliest.
 */
export const ruleLastDaySql = (until: string, rule: string): string =>
  `least(${until}, CASE WHEN ${rule}.first_deposit_only THEN p.first_deposit_date END, p.date_joined + (${rule}.window_days - 1))`;

/** What `playerDaysSql` answers: days, deposits and turnover side by side (null arrays for no day). */
export type PlayerDaysColumns = [string[] | null, string[] | null, string[] | null];

export function playerDays([days, deposits, turnover]: PlayerDaysColumns): CpaPlayerDay[] {
  return (days ?? []).map((day, i) => ({ day, deposits: deposits![i]!, turnover: turnover![i]! }));
}

export async function qualifiedPlayers(
  db: Queryable,
  start: string,
  affiliates: ReadonlyArray<{ affiliateId: number; deal: DealDocument }>,
): Promise<Map<number, QualifiedPlayer[]>> {
  const lists = await qualifiedPlayersOf(db, start, affiliates);
  return new Map(affiliates.map((a, i) => [a.affiliateId, lists[i]!]));
}

/**
 * Who among an affiliate's players counts for a CPA: every player, one brand's (a brand on a deal of its
 * own), or every brand but those on deals of their own (the deal for all brands then).
 */
export interface CpaCount {
  affiliateId: number;
  deal: DealDocument;
  brand?: string | undefined;
  excludedBrands?: readonly string[] | undefined;
}

/** `qualifiedPlayers` for each count, in their order. */
export async function qualifiedPlayersOf(
  db: Queryable,
  start: string,
  counts: readonly CpaCount[],
): Promise<QualifiedPlayer[][]> {
  const qualified = counts.map((): QualifiedPlayer[] => []);
  const rules = counts.map((count) => cpaRule(count.deal));
  const candidates = counts.flatMap((count, i) => (rules[i] === null ? [] : [{ ...count, i }]));
  if (candidates.length === 0) return qualified;
  const end = monthEnd(start);
  const { rows } = await db.query<{
    i: number;
    player_id: string;
    registered_on: string;
    activity: PlayerDaysColumns;
  }>(
    `SELECT w.i, p.id AS player_id, to_char(p.date_joined, 'YYYY-MM-DD') AS registered_on,
            ${playerDaysSql(ruleLastDaySql('$4::date', 'w'))} AS activity
     FROM unnest($1::int[], $2::int[], $3::boolean[], $6::int[], $7::text[], $8::text[])
            AS w (member_id, window_days, first_deposit_only, i, brand, excluded)
     JOIN players p ON p.member_id = w.member_id AND p.first_deposit_date <= $4::date
      AND (NOT w.first_deposit_only OR p.first_deposit_date >= $5::date)
      AND (w.window_days IS NULL OR p.date_joined >= $5::date - (w.window_days - 1))
      AND (w.brand IS NULL OR p.brand = w.brand)
      AND (w.excluded = '' OR p.brand <> ALL (string_to_array(w.excluded, ',')))
     WHERE NOT EXISTS (SELECT 1 FROM cpa_reversals r WHERE r.player_id = p.id)`,
    [
      candidates.map((c) => c.affiliateId),
      candidates.map((c) => rules[c.i]!.windowDays),
      candidates.map((c) => cpaCountedAtIngest(c.deal)),
      end,
      start,
      candidates.map((c) => c.i),
      candidates.map((c) => c.brand ?? null),
      // Brand codes have no commas (BRAND_CODE_PATTERN): one text per count rather than an array of arrays.
      candidates.map((c) => (c.excludedBrands ?? []).join(',')),
    ],
  );
  for (const row of rows) {
    const status = cpaStatusOf(rules[row.i]!, { ...row, activity: playerDays(row.activity) }, end);
    if (status.qualified_on !== null && status.qualified_on >= start)
      qualified[row.i]!.push({ player_id: Number(row.player_id), qualified_on: status.qualified_on });
  }
  for (const players of qualified)
    players.sort((a, b) =>
      a.qualified_on !== b.qualified_on
        ? a.qualified_on < b.qualified_on
          ? -1
          : 1
        : a.player_id - b.player_id,
    );
  return qualified;
}

/** The affiliates among `affiliateIds` with a reversed CPA in the month. */
export async function affiliatesWithReversals(
  db: Queryable,
  start: string,
  affiliateIds: readonly number[],
): Promise<Set<number>> {
  if (affiliateIds.length === 0) return new Set();
  const { rows } = await db.query<{ member_id: number }>(
    'SELECT DISTINCT member_id FROM cpa_reversals WHERE member_id = ANY($1::int[]) AND month = $2::date',
    [affiliateIds, start],
  );
  return new Set(rows.map((row) => row.member_id));
}
