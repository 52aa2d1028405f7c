import type { StatementBrandLine, StatementCommission, StatementRate } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import type { CommissionsTable } from '../../db/schema-types.ts';
import type { LedgerKind } from '../ledger/service.ts';

/**
 * The statement's reads in one statement and one row, index ranges of one affiliate whatever the length
 * of its history: the head (the affiliate, balance_after of its last posting before the month, that is
 * the opening balance, and the commissions credited in the month with the late activity they carried)
 * and the month's postings. Every figure leaves PostgreSQL as numeric(18,2) text (two decimals) and every
 * time as ISO text, so the gateway copies strings instead of parsing dates and decimals per line.
 *
 * The postings come as one JSON array of arrays rather than a row each: reading a month's 389 postings as
 * rows of eleven text fields cost the gateway about 1 ms of CPU a request (each field is a protocol read
 * and a string decode), as one JSON.parse about 0.5 ms, with PostgreSQL's CPU unchanged (arrays carry no
 * keys: building each line as an object, json_build_object, cost PostgreSQL 2.7 ms a request instead of
 * 1.9). docs/bench-log.md, Issue 21, fourth round.
 */

/** An ISO 8601 UTC time with milliseconds, as Date#toISOString writes it (to_char truncates to the millisecond, as the Date did). */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A posting as its statement line needs it: kind, date, description, amount (what the balance did: the
 * affiliate's available and held entries together), available_change, balance_after (available plus
 * held), then the
 * withdrawal's id, a paid withdrawal's payout reference and a commission's period (YYYY-MM), or null.
 */
export type PostingTuple = [
  kind: LedgerKind,
  date: string,
  description: string,
  amount: string,
  availableChange: string,
  balanceAfter: string,
  withdrawalId: string | null,
  payoutReference: string | null,
  period: string | null,
];

export interface LateActivityRow {
  source_period: string;
  ngr: string;
  cpa_count: number;
  reason: string;
}

/** A commission of the statement (commissionColumns): the month as YYYY-MM, times as ISO text. */
export type CommissionRow = Pick<
  CommissionsTable,
  | 'turnover'
  | 'winloss'
  | 'bonuses'
  | 'admin_fee_rate'
  | 'admin_fee'
  | 'ngr'
  | 'revenue_share'
  | 'revenue_share_amount'
  | 'carry_in'
  | 'carry_out'
  | 'cpa_count'
  | 'cpa_total'
  | 'amount'
> & {
  period: string;
  cpa_amount: CommissionsTable['cpa_amount_each'];
  credited_at: string | null;
  late_adjustments: LateActivityRow[];
  brand_lines: StatementBrandLine[];
  outside_brands: string;
  deal: { name: string; version: number } | null;
  revenue_share_bands: StatementCommission['revenue_share_bands'];
  revenue_share_products: StatementCommission['revenue_share_products'];
  cpa_over_cap_count: number;
};

/** A part of the close's breakdown (commissions.deal_figures) that is a list, or an empty list. */
const figuresList = (path: string) =>
  `CASE WHEN jsonb_typeof(c.deal_figures #> '{${path}}') = 'array' THEN c.deal_figures #> '{${path}}' ELSE '[]'::jsonb END`;

const commissionColumns = `to_char(c.period, 'YYYY-MM') AS period, c.turnover::text, c.winloss::text, c.bonuses::text,
  c.admin_fee_rate::text, c.admin_fee::text, c.ngr::text, c.revenue_share::text, c.revenue_share_amount::text,
  c.carry_in::text, c.carry_out::text, c.cpa_count, c.cpa_amount_each::text AS cpa_amount, c.cpa_total::text, c.amount::text,
  coalesce((SELECT json_agg(json_build_object('source_period', to_char(l.source_period, 'YYYY-MM'), 'ngr', l.ngr::text,
                                               'cpa_count', l.cpa_count, 'reason', l.reason) ORDER BY l.source_period, l.id)
            FROM commission_late_activity l WHERE l.commission_id = c.id), '[]') AS late_adjustments,
  coalesce(bl.lines, '[]') AS brand_lines, (c.amount - coalesce(bl.total, 0))::text AS outside_brands,
  (SELECT json_build_object('name', d.name, 'version', c.deal_version) FROM deals d WHERE d.id = c.deal_id) AS deal,
  ${figuresList('revenue_share,bands')} AS revenue_share_bands, ${figuresList('revenue_share,products')} AS revenue_share_products,
  coalesce((c.deal_figures ->> 'cpa_over_cap_count')::int, 0) AS cpa_over_cap_count`;

/** A commission's brand lines (migration 057) and their sum, the first brand first (join it as `bl`). */
const brandLinesJoin = `LEFT JOIN LATERAL (
    SELECT json_agg(json_build_object('brand', l.brand, 'brand_name', b.name, 'turnover', l.turnover::text, 'winloss', l.winloss::text,
                                      'bonuses', l.bonuses::text, 'admin_fee', l.admin_fee::text, 'ngr', l.ngr::text,
                                      'revenue_share_amount', l.revenue_share_amount::text, 'cpa_count', l.cpa_count,
                                      'cpa_total', l.cpa_total::text, 'amount', l.amount::text,
                                      'deal', CASE WHEN d.id IS NULL THEN NULL ELSE json_build_object('name', d.name, 'version', l.deal_version) END,
                                      'revenue_share', l.revenue_share::text, 'carry_out', l.carry_out::text)
                    ORDER BY b.is_first DESC, b.name, l.brand) AS lines,
           sum(l.amount) AS total
    FROM commission_brand_lines l JOIN brands b ON b.code = l.brand LEFT JOIN deals d ON d.id = l.deal_id
    WHERE l.commission_id = c.id) bl ON true`;

export interface StatementHead {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  currency: string;
  /** The available balance after the last posting before the month (null: none yet). */
  opening: string | null;
  /** What was held for pending withdrawals after the last posting before the month (null: none yet). */
  held_opening: string | null;
  /** Commissions credited in the month and those with nothing to credit closed in it, by period. */
  commissions: CommissionRow[];
  /** The rates the month's activity in a brand's other currency was converted at. */
  rates_used: StatementRate[];
}

/** Only where some brand's currency differs from the affiliate's can its activity have been converted. */
const hasOtherCurrencies = `EXISTS (SELECT 1 FROM brands b WHERE b.currency <> m.currency)`;

/**
 * The distinct rates of the affiliate's activity days in the month (start and end are the month's
 * bounds as timestamps), with the source of each, and the days after its own day that used it. Read
 * by the affiliate's players of those brands, each player's days of the month by the activity's key.
 */
const ratesUsed = (
  start: string,
  end: string,
) => `coalesce((SELECT json_agg(r ORDER BY r.rate_day, r."from") FROM (
    SELECT trim(a.currency) AS "from", trim(m.currency) AS "to", trim_scale(a.rate)::text AS rate, a.rate_day::text AS rate_day,
           coalesce(min(f.source), '') AS source,
           (min(a.day) FILTER (WHERE a.day > a.rate_day))::text AS later_from,
           (max(a.day) FILTER (WHERE a.day > a.rate_day))::text AS later_to
    FROM players p
    JOIN brands b ON b.code = p.brand AND b.currency <> m.currency
    JOIN player_activity a ON a.player_id = p.id AND a.rate_day IS NOT NULL
      AND a.day >= (${start}::timestamptz AT TIME ZONE 'UTC')::date AND a.day < (${end}::timestamptz AT TIME ZONE 'UTC')::date
    LEFT JOIN fx_rates f ON f.from_currency = a.currency AND f.to_currency = m.currency AND f.day = a.rate_day
    WHERE p.member_id = m.id AND ${hasOtherCurrencies}
    GROUP BY a.currency, a.rate, a.rate_day) r), '[]')`;

const headObject = `json_build_object(
  'id', m.id, 'username', m.username, 'first_name', m.first_name, 'last_name', m.last_name, 'email', m.email, 'country', m.country,
  'currency', trim(m.currency),
  'opening', (SELECT (t.balance_after - t.held_after)::text FROM ledger_transactions t WHERE t.member_id = m.id AND t.created_at < $2
              ORDER BY t.created_at DESC, t.id DESC LIMIT 1),
  'held_opening', (SELECT t.held_after::text FROM ledger_transactions t WHERE t.member_id = m.id AND t.created_at < $2
                   ORDER BY t.created_at DESC, t.id DESC LIMIT 1),
  'commissions', coalesce((SELECT json_agg(r ORDER BY r.period) FROM (
    SELECT ${commissionColumns}, ${iso('t.created_at')} AS credited_at
    FROM ledger_transactions t JOIN commissions c ON c.ledger_transaction_id = t.id ${brandLinesJoin}
    WHERE t.member_id = m.id AND t.created_at >= $2 AND t.created_at < $3 AND t.kind = 'commission'
    UNION ALL
    SELECT ${commissionColumns}, NULL AS credited_at
    FROM commissions c ${brandLinesJoin}
    WHERE c.member_id = m.id AND c.ledger_transaction_id IS NULL AND c.created_at >= $2 AND c.created_at < $3) r), '[]'),
  'rates_used', ${ratesUsed('$2', '$3')})`;

/**
 * What a statement of the month is made of, as one text (`m` is the affiliate's members row, `start`
 * and `end` the month's bounds as placeholders): the affiliate's printed details, the month's postings
 * as count:newest id (postings are only ever added, so the same count is the same postings), the posting
 * the opening balance is taken from, and the count of commissions closed in the month with nothing to
 * credit, and where a brand's currency differs from the affiliate's, when its figures last moved (a
 * batch of activity or a rate set later: the rates the month used may have changed). Two reads with the same source make the same statement (the commissions credited in the month
 * come with their postings, a paid withdrawal's reference with its posting): the kept statements
 * (caches/statement-cache.ts) and the kept PDFs (statement-document-repository.ts) are checked against it.
 */
export const statementSourceSql = (
  start: string,
  end: string,
) => `concat_ws(E'\\x1f', m.username, m.first_name, m.last_name, m.email, m.country, trim(m.currency),
    (SELECT count(*) || ':' || coalesce(max(t.id), 0) FROM ledger_transactions t
     WHERE t.member_id = m.id AND t.created_at >= ${start} AND t.created_at < ${end}),
    (SELECT t.id FROM ledger_transactions t WHERE t.member_id = m.id AND t.created_at < ${start}
     ORDER BY t.created_at DESC, t.id DESC LIMIT 1),
    (SELECT count(*) FROM commissions c
     WHERE c.member_id = m.id AND c.ledger_transaction_id IS NULL AND c.created_at >= ${start} AND c.created_at < ${end}),
    CASE WHEN ${hasOtherCurrencies} THEN (SELECT w.as_of::text FROM affiliate_ingest w WHERE w.member_id = m.id) END)`;

/**
 * The source of the affiliate's month (null when the affiliate is gone): one primary-key read and three
 * index reads, the month's postings counted on the (member_id, created_at, id) index alone.
 */
export async function statementSource(
  db: Queryable,
  affiliateId: number,
  start: Date,
  end: Date,
): Promise<string | null> {
  const row = await db.maybeOne<{ source: string }>(
    `SELECT ${statementSourceSql('$2', '$3')} AS source FROM members m WHERE m.id = $1`,
    [affiliateId, start, end],
  );
  return row?.source ?? null;
}

/**
 * The affiliate's month: null when the affiliate is gone, else its head, its postings in order and the
 * source they were read from (in the same snapshot).
 *
 * - The head: a primary-key read, one backward step of the (member_id, created_at, id) index for the
 *   opening balance, and the commissions credited in the month (their posting is in the month's range
 *   of the ledger) or closed in it with nothing to credit (migration 037's partial index).
 * - The postings: one range of the (member_id, created_at, id) index, each with what it did to the
 *   affiliate's balances as it was posted (migration 043: written from its entries and checked against
 *   them at commit); a paid withdrawal's line looks up its payout reference and a commission's its
 *   period, by primary key, and no other line looks anything up.
 */
export async function statementRows(
  db: Queryable,
  affiliateId: number,
  start: Date,
  end: Date,
): Promise<{ head: StatementHead; postings: PostingTuple[]; source: string } | null> {
  const { rows } = await db.query<{ head: StatementHead; postings: PostingTuple[] | null; source: string }>(
    `SELECT ${headObject} AS head, ${statementSourceSql('$2', '$3')} AS source,
            (SELECT json_agg(json_build_array(t.kind, ${iso('t.created_at')}, t.description, (t.available_change + t.held_change)::text,
                                              t.available_change::text, t.balance_after::text, t.withdrawal_id::text,
                                              CASE WHEN t.kind = 'withdrawal_paid' THEN (SELECT w.payout_reference FROM withdrawals w WHERE w.id = t.withdrawal_id) END,
                                              CASE WHEN t.commission_id IS NOT NULL THEN (SELECT to_char(c.period, 'YYYY-MM') FROM commissions c WHERE c.id = t.commission_id) END)
                             ORDER BY t.created_at, t.id)
             FROM ledger_transactions t
             WHERE t.member_id = m.id AND t.created_at >= $2 AND t.created_at < $3) AS postings
     FROM members m
     WHERE m.id = $1`,
    [affiliateId, start, end],
  );
  const row = rows[0];
  return row ? { head: row.head, postings: row.postings ?? [], source: row.source } : null;
}
