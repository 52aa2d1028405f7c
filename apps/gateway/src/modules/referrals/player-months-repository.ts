import type { PlayerMonth, ReferredPlayerRecord } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { planTermSql, planVersionJoinSql } from '../commission/plan-versions.ts';
import { ngrSql } from '../figures/calculate-sql.ts';

interface PlayerRecordRow extends Omit<ReferredPlayerRecord, 'customer_id' | 'registered_at'> {
  customer_id: string | number;
  registered_at: Date | null;
  /** The player's row id (player_monthly's key). */
  id: string;
  /** The affiliate's currency. */
  currency: string;
}

/**
 * One player of the affiliate, with the lifetime figures kept on the player, by the unique index on
 * customer_id (one row at most); null when no such player was referred by this affiliate (another
 * affiliate's player is not told apart from none).
 */
export async function findAffiliatePlayer(
  db: Queryable,
  affiliateId: number,
  customerId: number,
): Promise<{ id: string; currency: string; record: ReferredPlayerRecord } | null> {
  const row = await db.maybeOne<PlayerRecordRow>(
    `SELECT p.id::text AS id, trim(m.currency) AS currency, p.customer_id, to_char(p.date_joined, 'YYYY-MM-DD') AS date_joined,
            p.registered_at, p.category, p.brand, trim(p.country) AS country, to_char(p.first_deposit_date, 'YYYY-MM-DD') AS first_deposit_date,
            p.first_deposit_amount::text AS first_deposit_amount, round(p.deposits, 2)::text AS deposits,
            round(p.withdrawals, 2)::text AS withdrawals, round(p.turnover, 2)::text AS turnover,
            round(p.winloss, 2)::text AS winloss, round(p.bonuses, 2)::text AS bonuses
     FROM players p JOIN members m ON m.id = p.member_id
     WHERE p.customer_id = $2::bigint AND p.member_id = $1::int`,
    [affiliateId, customerId],
  );
  if (!row) return null;
  const { id, currency, ...record } = row;
  return {
    id,
    currency,
    record: {
      ...record,
      customer_id: Number(record.customer_id),
      registered_at: record.registered_at?.toISOString() ?? null,
    },
  };
}

/**
 * The player's months, newest first (at most `limit`): every month of player_monthly (its primary key
 * leads with the player) and the month of the first deposit, each valued with the plan of its month
 * (one primary-key lookup of commission_plan_versions each). NGR, revenue share and CPA follow the
 * month's commission (figures/calculate.ts) applied to this player alone: NGR by the same SQL function
 * as the dashboard's, the revenue share round(NGR × rate, 2) kept negative when the NGR is, the CPA the
 * plan's amount when the first deposit reached the plan's minimum, with the plan of the first deposit's
 * day, as the ingest counts a qualified CPA.
 */
export async function playerMonths(
  db: Queryable,
  affiliateId: number,
  playerId: string,
  limit: number,
): Promise<PlayerMonth[]> {
  const ngr = ngrSql('m.winloss', 'm.bonuses', 'pv.admin_fee_rate');
  const { rows } = await db.query<PlayerMonth>(
    `WITH p AS (
       SELECT id, member_id, first_deposit_date, first_deposit_amount FROM players WHERE id = $2::bigint AND member_id = $1::int
     ), cpa AS (
       SELECT date_trunc('month', p.first_deposit_date)::date AS month,
              CASE WHEN p.first_deposit_amount >= ${planTermSql('cpa_min_deposit', 'p.member_id', 'p.first_deposit_date')}
                   THEN coalesce(${planTermSql('cpa_amount', 'p.member_id', 'p.first_deposit_date')}, 0) ELSE 0 END AS cpa
       FROM p WHERE p.first_deposit_date IS NOT NULL
     ), activity AS (
       SELECT pm.month, pm.deposits, pm.withdrawals, pm.turnover, pm.winloss, pm.bonuses
       FROM player_monthly pm JOIN p ON pm.player_id = p.id
     ), m AS (
       SELECT coalesce(a.month, c.month) AS month, coalesce(a.deposits, 0) AS deposits, coalesce(a.withdrawals, 0) AS withdrawals,
              coalesce(a.turnover, 0) AS turnover, coalesce(a.winloss, 0) AS winloss, coalesce(a.bonuses, 0) AS bonuses,
              coalesce(c.cpa, 0) AS cpa
       FROM activity a FULL JOIN cpa c ON c.month = a.month
       ORDER BY 1 DESC LIMIT $3::int
     ), valued AS (
       SELECT m.*, pv.revenue_share AS rate, round(coalesce(pv.admin_fee_rate, 0) * m.winloss, 2) AS admin_fee, ${ngr} AS ngr
       FROM m LEFT JOIN ${planVersionJoinSql('pv', '$1::int', 'm.month')} ON true
     ), earned AS (
       SELECT v.*, round(v.ngr * coalesce(v.rate, 0), 2) AS revenue_share FROM valued v
     )
     SELECT to_char(e.month, 'YYYY-MM-DD') AS month, round(e.deposits, 2)::text AS deposits, round(e.withdrawals, 2)::text AS withdrawals,
            round(e.turnover, 2)::text AS turnover, round(e.winloss, 2)::text AS winloss, round(e.bonuses, 2)::text AS bonuses,
            e.admin_fee::text AS admin_fee, round(e.ngr, 2)::text AS ngr, e.rate::text AS revenue_share_rate,
            e.revenue_share::text AS revenue_share, round(e.cpa, 2)::text AS cpa, round(e.revenue_share + e.cpa, 2)::text AS earned,
            EXISTS (SELECT 1 FROM commission_periods cp WHERE cp.period = e.month AND cp.closed_at IS NOT NULL) AS closed
     FROM earned e ORDER BY e.month DESC`,
    [affiliateId, playerId, limit],
  );
  return rows;
}
