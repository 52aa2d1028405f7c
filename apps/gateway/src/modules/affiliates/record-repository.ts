import type { DealDocument } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { ALL_CATEGORIES } from '../../db/rollup-categories.ts';
import type { CommissionPlanVersionsTable, MembersTable } from '../../db/schema-types.ts';
import type { PlanVersionRow } from '../commission/plan-versions.ts';
import { defaultCodeJoin, summaryColumns, type AffiliateSummaryRow } from './search-repository.ts';

export type AffiliateProfileRow = AffiliateSummaryRow &
  Pick<MembersTable, 'two_factor_enabled' | 'suspended_at' | 'suspended_reason' | 'suspended_by'>;

export function findAffiliateProfile(
  db: Queryable,
  affiliateId: number,
): Promise<AffiliateProfileRow | null> {
  return db.maybeOne<AffiliateProfileRow>(
    `SELECT ${summaryColumns}, m.two_factor_enabled, m.suspended_at, m.suspended_reason, m.suspended_by
       FROM members m ${defaultCodeJoin} WHERE m.id = $1`,
    [affiliateId],
  );
}

/** The affiliate's parent now (issue 38), and how many direct subs it has (members_parent_idx counts them). */
export function subAffiliateLinks(
  db: Queryable,
  affiliateId: number,
): Promise<{ parent_id: number | null; parent_username: string | null; sub_affiliates: number }> {
  return db.one(
    `SELECT p.id AS parent_id, p.username AS parent_username,
            (SELECT count(*)::int FROM members s WHERE s.parent_member_id = m.id) AS sub_affiliates
       FROM members m LEFT JOIN members p ON p.id = m.parent_member_id WHERE m.id = $1`,
    [affiliateId],
  );
}

/** A version of the plan, and who made it when. */
export type PlanVersionHistoryRow = PlanVersionRow &
  Pick<CommissionPlanVersionsTable, 'created_by' | 'created_at' | 'deal_version'> & {
    deal: string | null;
    currency: string;
    document: DealDocument | null;
  };

/** Every version of the affiliate's plan, newest first (the primary key's order). */
export async function planHistory(
  db: Queryable,
  affiliateId: number,
  limit: number,
): Promise<PlanVersionHistoryRow[]> {
  const { rows } = await db.query<PlanVersionHistoryRow>(
    `SELECT to_char(p.effective_from, 'YYYY-MM-DD') AS effective_from, p.revenue_share::text, p.admin_fee_rate::text, p.cpa_amount::text,
            p.cpa_min_deposit::text, p.negative_carry_over, p.created_by, p.created_at, d.name AS deal, p.deal_version,
            v.document, trim(m.currency) AS currency
       FROM commission_plan_versions p JOIN members m ON m.id = p.member_id
       LEFT JOIN deals d ON d.id = p.deal_id LEFT JOIN deal_versions v ON v.deal_id = p.deal_id AND v.version = p.deal_version
       WHERE p.member_id = $1 ORDER BY p.effective_from DESC LIMIT $2`,
    [affiliateId, limit],
  );
  return rows;
}

export interface FiguresTotalsRow {
  clicks: string;
  signups: number;
  registrations: number;
  first_depositors: number;
  deposits: string;
  turnover: string;
  winloss: string;
  bonuses: string;
}

/**
 * The affiliate's figures of the months from `first` to `last` (first days), from the monthly rollups:
 * at most one all-categories row per month and one clicks row, read by primary key.
 */
export function monthlyTotals(
  db: Queryable,
  affiliateId: number,
  first: string,
  last: string,
): Promise<FiguresTotalsRow> {
  return db.one<FiguresTotalsRow>(
    `SELECT coalesce((SELECT sum(c.clicks) FROM affiliate_clicks_monthly c WHERE c.member_id = $1 AND c.month BETWEEN $2::date AND $3::date), 0)::text AS clicks,
            coalesce(sum(f.signups), 0)::int AS signups, coalesce(sum(f.registrations), 0)::int AS registrations,
            coalesce(sum(f.first_depositors), 0)::int AS first_depositors,
            coalesce(sum(f.deposits), 0)::numeric(18,2)::text AS deposits, coalesce(sum(f.turnover), 0)::numeric(18,2)::text AS turnover,
            coalesce(sum(f.winloss), 0)::numeric(18,2)::text AS winloss, coalesce(sum(f.bonuses), 0)::numeric(18,2)::text AS bonuses
       FROM affiliate_monthly_figures f
      WHERE f.member_id = $1 AND f.category = $4 AND f.month BETWEEN $2::date AND $3::date`,
    [affiliateId, first, last, ALL_CATEGORIES],
  );
}

export interface LedgerLineRow {
  transaction_id: string;
  kind: string;
  amount: string;
  balance_after: string;
  description: string;
  created_by: string;
  created_at: Date;
}

/** The latest ledger transactions, newest first, with the affiliate's available side as the amount. */
export async function recentLedger(
  db: Queryable,
  affiliateId: number,
  limit: number,
): Promise<LedgerLineRow[]> {
  const { rows } = await db.query<LedgerLineRow>(
    `SELECT t.id::text AS transaction_id, t.kind, coalesce(a.amount, 0)::numeric(18,2)::text AS amount, t.balance_after::text AS balance_after,
            t.description, t.created_by, t.created_at
       FROM ledger_transactions t
       CROSS JOIN LATERAL (SELECT sum(e.amount) AS amount FROM ledger_entries e WHERE e.transaction_id = t.id AND e.account = 'affiliate_available') a
      WHERE t.member_id = $1
      ORDER BY t.created_at DESC, t.id DESC LIMIT $2`,
    [affiliateId, limit],
  );
  return rows;
}

export async function affiliateExists(db: Queryable, affiliateId: number): Promise<boolean> {
  return (await db.maybeOne('SELECT 1 FROM members WHERE id = $1', [affiliateId])) !== null;
}

export interface BrandFiguresRow extends FiguresTotalsRow {
  brand: string;
  name: string;
}

/**
 * One month of the affiliate's figures by brand: the source rollup's part `code` (a row per code, read
 * by primary key), each code's rows under its brand. A deleted code's rows go under '' ('Unknown brand').
 */
export async function monthByBrand(
  db: Queryable,
  affiliateId: number,
  month: string,
): Promise<BrandFiguresRow[]> {
  const { rows } = await db.query<BrandFiguresRow>(
    `SELECT coalesce(rc.brand, '') AS brand, coalesce(min(b.name), 'Unknown brand') AS name,
            sum(p.clicks)::text AS clicks, sum(p.signups)::int AS signups, sum(p.registrations)::int AS registrations,
            sum(p.first_depositors)::int AS first_depositors,
            sum(p.deposits)::numeric(18,2)::text AS deposits, sum(p.turnover)::numeric(18,2)::text AS turnover,
            sum(p.winloss)::numeric(18,2)::text AS winloss, sum(p.bonuses)::numeric(18,2)::text AS bonuses
       FROM affiliate_source_part_monthly p
       LEFT JOIN referral_codes rc ON lower(rc.code) = p.value
       LEFT JOIN brands b ON b.code = rc.brand
      WHERE p.member_id = $1 AND p.part = 'code' AND p.month = $2::date
      GROUP BY 1 ORDER BY 1`,
    [affiliateId, month],
  );
  return rows;
}
