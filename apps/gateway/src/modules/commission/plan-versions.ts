import type { Queryable } from '../../db/database.ts';
import type { CommissionPlanVersionsTable } from '../../db/schema-types.ts';

type PlanColumn = 'revenue_share' | 'admin_fee_rate' | 'cpa_amount' | 'cpa_min_deposit';

/** The columns of a plan version: the rates and amounts as numeric text, the date as YYYY-MM-DD. */
export type PlanVersionRow = Pick<CommissionPlanVersionsTable, PlanColumn | 'negative_carry_over'> & {
  effective_from: string;
};

/**
 * SQL for one term of the plan in effect on `day` (a date expression) for `member` (an id expression):
 * the version with the latest effective_from on or before it, one primary-key index lookup. Null when
 * `day` is null. Every reader of a plan goes through this or `planVersionFor`.
 */
export function planTermSql(column: PlanColumn, affiliate: string, day: string): string {
  return `(SELECT v.${column} FROM commission_plan_versions v
           WHERE v.member_id = ${affiliate} AND v.effective_from <= ${day} ORDER BY v.effective_from DESC LIMIT 1)`;
}

/** The FROM-clause item (a lateral subquery named `alias`) of the whole plan in effect on `day`. */
export function planVersionJoinSql(alias: string, affiliate: string, day: string): string {
  return `LATERAL (SELECT v.effective_from, v.revenue_share, v.admin_fee_rate, v.cpa_amount, v.cpa_min_deposit, v.negative_carry_over,
                          v.deal_id, v.deal_version
                   FROM commission_plan_versions v WHERE v.member_id = ${affiliate} AND v.effective_from <= ${day}
                   ORDER BY v.effective_from DESC LIMIT 1) ${alias}`;
}

export function planVersionFor(
  db: Queryable,
  affiliateId: number,
  period: string,
): Promise<PlanVersionRow | null> {
  return db.maybeOne<PlanVersionRow>(
    `SELECT to_char(effective_from, 'YYYY-MM-DD') AS effective_from, revenue_share::text, admin_fee_rate::text, cpa_amount::text,
            cpa_min_deposit::text, negative_carry_over
     FROM commission_plan_versions WHERE member_id = $1 AND effective_from <= $2::date ORDER BY effective_from DESC LIMIT 1`,
    [affiliateId, period],
  );
}

/** Writes the plan that takes effect on `effectiveFrom` (a later change for the same month replaces it). */
export function upsertPlanVersion(
  db: Queryable,
  affiliateId: number,
  effectiveFrom: string,
  plan: Omit<PlanVersionRow, 'effective_from'>,
  createdBy: string,
  at: Date,
): Promise<PlanVersionRow> {
  return db.one<PlanVersionRow>(
    `INSERT INTO commission_plan_versions AS v (member_id, effective_from, revenue_share, admin_fee_rate, cpa_amount, cpa_min_deposit, negative_carry_over, created_by, created_at)
     VALUES ($1, $2::date, $3::numeric, $4::numeric, $5::numeric, $6::numeric, $7, $8, $9)
     ON CONFLICT (member_id, effective_from) DO UPDATE SET revenue_share = EXCLUDED.revenue_share, admin_fee_rate = EXCLUDED.admin_fee_rate,
       cpa_amount = EXCLUDED.cpa_amount, cpa_min_deposit = EXCLUDED.cpa_min_deposit, negative_carry_over = EXCLUDED.negative_carry_over,
       created_by = EXCLUDED.created_by, created_at = EXCLUDED.created_at
     RETURNING to_char(effective_from, 'YYYY-MM-DD') AS effective_from, revenue_share::text, admin_fee_rate::text, cpa_amount::text,
               cpa_min_deposit::text, negative_carry_over`,
    [
      affiliateId,
      effectiveFrom,
      plan.revenue_share,
      plan.admin_fee_rate,
      plan.cpa_amount,
      plan.cpa_min_deposit,
      plan.negative_carry_over,
      createdBy,
      at,
    ],
  );
}
