import type { Statement } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import type { Language } from '../../i18n/translate.ts';
import { SUB_EARNINGS_PREFIX, subEarningsLine, type SubEarningFact } from '../figures/sub-affiliate-words.ts';

/**
 * A parent's sub-affiliate lines (issue 38) written again in a language from what the close recorded
 * (`sub_affiliate_credits`, each row naming its posting): the ledger keeps the English the close wrote.
 * The lines are found by that English's first words and matched to their postings in the ledger's
 * order (time, then id), which is the statement's.
 */

type StatementLine = Statement['lines'][number];

export const isSubEarningsLine = (line: StatementLine): boolean =>
  line.type === 'commission' && line.reference === null && line.description.startsWith(SUB_EARNINGS_PREFIX);

interface PostingFacts {
  id: string;
  period: string;
  corrected: boolean;
  currency: string;
  facts: SubEarningFact[];
}

/**
 * The parent's sub-affiliate postings chosen by id or by time, each with its description in `language`,
 * in the ledger's order.
 */
async function subEarningsPostings(
  db: Queryable,
  affiliateId: number,
  chosen: { ids?: readonly string[]; dates?: readonly string[] },
  language: Language,
): Promise<Array<{ id: string; description: string }>> {
  const { rows } = await db.query<PostingFacts>(
    `SELECT t.id::text AS id, to_char(p.period, 'YYYY-MM-DD') AS period, p.corrected, p.currency, p.facts
     FROM ledger_transactions t
     CROSS JOIN LATERAL (
       SELECT min(g.period) AS period, bool_or(g.source_period < g.period) AS corrected, min(g.currency) AS currency,
              json_agg(json_build_object('username', g.username, 'source_period', to_char(g.source_period, 'YYYY-MM-DD'),
                                         'share_of', g.share_of, 'rate', g.rate, 'amount_each', g.amount_each,
                                         'basis', g.basis, 'players', g.players) ORDER BY g.source_period, g.sub_member_id) AS facts
       FROM (SELECT s.sub_member_id, m.username, s.period, s.source_period, trim(s.currency) AS currency, s.share_of,
                    s.rate::text AS rate, s.amount_each::text AS amount_each,
                    -- What the parent is paid on now, for that month: every credit of it up to this one.
                    (SELECT coalesce(sum(e.basis), 0)::numeric(18,2)::text FROM sub_affiliate_credits e
                      WHERE e.parent_member_id = s.parent_member_id AND e.sub_member_id = s.sub_member_id
                        AND e.source_period = s.source_period AND e.period <= s.period) AS basis,
                    (SELECT coalesce(sum(e.qualified_players), 0)::int FROM sub_affiliate_credits e
                      WHERE e.parent_member_id = s.parent_member_id AND e.sub_member_id = s.sub_member_id
                        AND e.source_period = s.source_period AND e.period <= s.period) AS players
             FROM sub_affiliate_credits s JOIN members m ON m.id = s.sub_member_id
             WHERE s.ledger_transaction_id = t.id
             GROUP BY s.parent_member_id, s.sub_member_id, m.username, s.period, s.source_period, s.currency, s.share_of, s.rate, s.amount_each) g
     ) p
     WHERE t.member_id = $1 AND t.kind = 'commission' AND t.commission_id IS NULL
       AND (t.id = ANY($2::bigint[]) OR t.created_at = ANY($3::timestamptz[])) AND p.period IS NOT NULL
     ORDER BY t.created_at, t.id`,
    [affiliateId, chosen.ids ?? [], chosen.dates ?? []],
  );
  return rows.map((row) => ({
    id: row.id,
    description: subEarningsLine(language, {
      period: row.period,
      corrected: row.corrected,
      currency: row.currency,
      facts: row.facts,
    }),
  }));
}

/** The descriptions of the sub-affiliate lines among a statement's `lines`, in `language`, in their order. */
export async function subEarningsDescriptions(
  db: Queryable,
  affiliateId: number,
  lines: readonly StatementLine[],
  language: Language,
): Promise<string[]> {
  const dates = [...new Set(lines.filter(isSubEarningsLine).map((line) => line.date))];
  if (dates.length === 0) return [];
  return (await subEarningsPostings(db, affiliateId, { dates }, language)).map((p) => p.description);
}

/** A transactions list's rows (or one) with the sub-affiliate postings described in `language`. */
export async function withSubEarningsIn<
  Row extends { source: string; id: string; type: string; period: string | null; description: string },
>(db: Queryable, affiliateId: number, rows: Row[], language: Language): Promise<Row[]> {
  if (language === 'en') return rows;
  const ids = rows
    .filter(
      (row) =>
        row.source === 'l' &&
        row.type === 'commission' &&
        row.period === null &&
        row.description.startsWith(SUB_EARNINGS_PREFIX),
    )
    .map((row) => row.id);
  if (ids.length === 0) return rows;
  const described = new Map(
    (await subEarningsPostings(db, affiliateId, { ids }, language)).map((p) => [p.id, p.description]),
  );
  return rows.map((row) =>
    row.source === 'l' && described.has(row.id) ? { ...row, description: described.get(row.id)! } : row,
  );
}
