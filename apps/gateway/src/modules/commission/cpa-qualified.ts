import type { DealDocument } from '@affiliate/contract';
import { monthEnd } from '../../calendar/utc-dates.ts';
import type { Queryable } from '../../db/database.ts';
import { cpaRule } from '../figures/cpa-rule.ts';
import { cpaStatusOf, type CpaPlayerDay } from '../figures/cpa-status.ts';
import { convertedSql } from '../ingest/conversion.ts';

/**
 * The players who qualified for the CPA in a month under deals whose CPA asks more than a first deposit
 * (deposits or turnover since registration, a window): the ingest counts only first deposits, so these
 * are decided here, player by player, by the one rule (figures/cpa-status.ts) as of the month's last day.
 * Only players who could qualify in the month are read: those with a first deposit by its end and, under
 * a window, registered late enough for the window to reach into it. Amounts are converted to the
 * affiliate's currency with each day's rate, as the rollups are.
 */
export async function countQualifiedPlayers(
  db: Queryable,
  start: string,
  affiliates: ReadonlyArray<{ affiliateId: number; deal: DealDocument }>,
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (affiliates.length === 0) return counts;
  const end = monthEnd(start);
  const rules = new Map(affiliates.map(({ affiliateId, deal }) => [affiliateId, cpaRule(deal)]));
  const { rows } = await db.query<{ member_id: number; registered_on: string; activity: CpaPlayerDay[] }>(
    `SELECT p.member_id, to_char(p.date_joined, 'YYYY-MM-DD') AS registered_on,
            coalesce((SELECT json_agg(json_build_object('day', to_char(a.day, 'YYYY-MM-DD'), 'deposits', ${convertedSql('a.deposits', 'a.rate')}::text,
                                                         'turnover', ${convertedSql('a.turnover', 'a.rate')}::text) ORDER BY a.day)
                      FROM player_activity a WHERE a.player_id = p.id AND a.day <= $3::date), '[]') AS activity
     FROM unnest($1::int[], $2::int[]) AS w (member_id, window_days)
     JOIN players p ON p.member_id = w.member_id AND p.first_deposit_date <= $3::date
      AND (w.window_days IS NULL OR p.date_joined >= $4::date - (w.window_days - 1))`,
    [
      affiliates.map((a) => a.affiliateId),
      affiliates.map((a) => rules.get(a.affiliateId)?.windowDays ?? null),
      end,
      start,
    ],
  );
  for (const row of rows) {
    const rule = rules.get(row.member_id);
    if (!rule) continue;
    const status = cpaStatusOf(rule, row, end);
    if (status.qualified_on !== null && status.qualified_on >= start && status.qualified_on <= end)
      counts.set(row.member_id, (counts.get(row.member_id) ?? 0) + 1);
  }
  for (const { affiliateId } of affiliates) if (!counts.has(affiliateId)) counts.set(affiliateId, 0);
  return counts;
}
