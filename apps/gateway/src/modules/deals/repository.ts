import type { DealDocument } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import type { CommissionPlan } from '../figures/figure-row.ts';

/** A deal version as stored: its document, and when and by whom it was saved. */
export interface DealVersionRow {
  deal_id: number;
  name: string;
  is_default: boolean;
  version: number;
  effective_from: string;
  document: DealDocument;
  created_by: string;
  created_at: Date;
}

const versionColumns = `d.id AS deal_id, d.name, d.is_default, v.version, to_char(v.effective_from, 'YYYY-MM-DD') AS effective_from,
  v.document, v.created_by, v.created_at`;

/** Every version of every deal (or of the one named), the default deal first, then by name, newest version first. */
export async function listDealVersions(db: Queryable, name?: string): Promise<DealVersionRow[]> {
  return (
    await db.query<DealVersionRow>(
      `SELECT ${versionColumns} FROM deals d JOIN deal_versions v ON v.deal_id = d.id
       ${name === undefined ? '' : 'WHERE lower(d.name) = lower($1)'}
       ORDER BY d.is_default DESC, lower(d.name), d.id, v.version DESC`,
      name === undefined ? [] : [name.trim()],
    )
  ).rows;
}

/** Affiliates per deal whose latest plan version names it: who is (or will be) on it. */
export async function affiliatesPerDeal(db: Queryable): Promise<Map<number, number>> {
  const rows = (
    await db.query<{ deal_id: number; n: number }>(
      `SELECT deal_id, count(*)::int AS n FROM (
         SELECT DISTINCT ON (member_id) member_id, deal_id FROM commission_plan_versions ORDER BY member_id, effective_from DESC
       ) latest WHERE deal_id IS NOT NULL GROUP BY deal_id`,
    )
  ).rows;
  return new Map(rows.map((row) => [row.deal_id, row.n]));
}

/** The deal of this name (any case) with its latest version, locked for a change when `lock`. */
export function findDeal(db: Queryable, name: string, lock = false): Promise<DealVersionRow | null> {
  return db.maybeOne<DealVersionRow>(
    `SELECT ${versionColumns} FROM deals d JOIN deal_versions v ON v.deal_id = d.id
     WHERE lower(d.name) = lower($1) ORDER BY v.version DESC LIMIT 1${lock ? ' FOR UPDATE OF d' : ''}`,
    [name.trim()],
  );
}

export async function insertDeal(db: Queryable, name: string, by: string, at: Date): Promise<number | null> {
  const row = await db.maybeOne<{ id: number }>(
    `INSERT INTO deals (name, created_by, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING id`,
    [name, by, at],
  );
  return row?.id ?? null;
}

export async function insertVersion(
  db: Queryable,
  version: {
    dealId: number;
    version: number;
    effectiveFrom: string;
    document: DealDocument;
    terms: CommissionPlan;
    by: string;
    at: Date;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO deal_versions (deal_id, version, effective_from, document, currency, revenue_share, admin_fee_rate, cpa_amount,
                                cpa_min_deposit, negative_carry_over, created_by, created_at)
     VALUES ($1, $2, $3::date, $4::jsonb, $5, $6::numeric, $7::numeric, $8::numeric, $9::numeric, $10, $11, $12)`,
    [
      version.dealId,
      version.version,
      version.effectiveFrom,
      JSON.stringify(version.document),
      version.document.currency,
      version.terms.revenue_share,
      version.terms.admin_fee_rate,
      version.terms.cpa_amount,
      version.terms.cpa_min_deposit,
      version.terms.negative_carry_over,
      version.by,
      version.at,
    ],
  );
}

/**
 * Puts every affiliate whose latest plan version names the deal on `version` from `effectiveFrom` (a
 * later change for the same month replaces the row): a deal's new version reaches everyone on it, from
 * the month it applies.
 */
export async function moveAffiliatesToVersion(
  db: Queryable,
  dealId: number,
  version: number,
  effectiveFrom: string,
  by: string,
  at: Date,
): Promise<number[]> {
  const result = await db.query<{ member_id: number }>(
    `INSERT INTO commission_plan_versions AS p (member_id, effective_from, revenue_share, admin_fee_rate, cpa_amount, cpa_min_deposit,
                                                negative_carry_over, deal_id, deal_version, created_by, created_at)
     SELECT latest.member_id, $3::date, v.revenue_share, v.admin_fee_rate, v.cpa_amount, v.cpa_min_deposit, v.negative_carry_over,
            v.deal_id, v.version, $4, $5
     FROM (SELECT DISTINCT ON (member_id) member_id, deal_id FROM commission_plan_versions
           WHERE member_id IN (SELECT member_id FROM commission_plan_versions WHERE deal_id = $1)
           ORDER BY member_id, effective_from DESC) latest
     JOIN deal_versions v ON v.deal_id = $1 AND v.version = $2
     WHERE latest.deal_id = $1
     ON CONFLICT (member_id, effective_from) DO UPDATE SET revenue_share = EXCLUDED.revenue_share, admin_fee_rate = EXCLUDED.admin_fee_rate,
       cpa_amount = EXCLUDED.cpa_amount, cpa_min_deposit = EXCLUDED.cpa_min_deposit, negative_carry_over = EXCLUDED.negative_carry_over,
       deal_id = EXCLUDED.deal_id, deal_version = EXCLUDED.deal_version, created_by = EXCLUDED.created_by, created_at = EXCLUDED.created_at
     RETURNING p.member_id`,
    [dealId, version, effectiveFrom, by, at],
  );
  return result.rows.map((row) => row.member_id);
}

/** Puts one affiliate on a deal version from `effectiveFrom` (a later change for the same month replaces it). */
export async function assignVersion(
  db: Queryable,
  affiliateId: number,
  dealId: number,
  version: number,
  effectiveFrom: string,
  by: string,
  at: Date,
): Promise<void> {
  await db.query(
    `INSERT INTO commission_plan_versions AS p (member_id, effective_from, revenue_share, admin_fee_rate, cpa_amount, cpa_min_deposit,
                                                negative_carry_over, deal_id, deal_version, created_by, created_at)
     SELECT $1, $4::date, v.revenue_share, v.admin_fee_rate, v.cpa_amount, v.cpa_min_deposit, v.negative_carry_over, v.deal_id, v.version, $5, $6
     FROM deal_versions v WHERE v.deal_id = $2 AND v.version = $3
     ON CONFLICT (member_id, effective_from) DO UPDATE SET revenue_share = EXCLUDED.revenue_share, admin_fee_rate = EXCLUDED.admin_fee_rate,
       cpa_amount = EXCLUDED.cpa_amount, cpa_min_deposit = EXCLUDED.cpa_min_deposit, negative_carry_over = EXCLUDED.negative_carry_over,
       deal_id = EXCLUDED.deal_id, deal_version = EXCLUDED.deal_version, created_by = EXCLUDED.created_by, created_at = EXCLUDED.created_at`,
    [affiliateId, dealId, version, effectiveFrom, by, at],
  );
}

export async function setDefault(db: Queryable, dealId: number): Promise<void> {
  await db.query(`UPDATE deals SET is_default = false WHERE is_default AND id <> $1`, [dealId]);
  await db.query(`UPDATE deals SET is_default = true WHERE id = $1`, [dealId]);
}

/** The documents of deal versions, by `id:version`: what a close of many affiliates runs on, read once. */
export async function dealDocuments(
  db: Queryable,
  versions: ReadonlyArray<{ deal_id: number; deal_version: number }>,
): Promise<Map<string, DealDocument>> {
  if (versions.length === 0) return new Map();
  const rows = (
    await db.query<{ key: string; document: DealDocument }>(
      `SELECT v.deal_id || ':' || v.version AS key, v.document FROM deal_versions v
       JOIN unnest($1::int[], $2::int[]) AS want (deal_id, version) ON want.deal_id = v.deal_id AND want.version = v.version`,
      [versions.map((v) => v.deal_id), versions.map((v) => v.deal_version)],
    )
  ).rows;
  return new Map(rows.map((row) => [row.key, row.document]));
}
