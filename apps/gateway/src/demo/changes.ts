import type { Queryable } from '../db/database.ts';
import { ingestActivityInTransaction } from '../modules/ingest/service.ts';

/**
 * The demo's change log (issue 39) is not empty: a day of the last closed month restated down, as a
 * brand's corrected file would (a real restatement through the activity feed: the entry, the notice and
 * the late activity the next close settles). Once: a re-seed that finds an entry leaves it.
 */
export async function seedDemoChanges(tx: Queryable, demoId: number, now: Date): Promise<void> {
  const seeded = await tx.maybeOne(
    `SELECT 1 FROM player_changes WHERE member_id = $1 AND kind = 'activity_restated' LIMIT 1`,
    [demoId],
  );
  if (seeded) return;
  const day = await tx.maybeOne<{
    customer_id: string;
    day: string;
    currency: string;
    deposits: string;
    withdrawals: string;
    turnover: string;
    winloss: string;
    bonuses: string;
  }>(
    `SELECT p.customer_id::text AS customer_id, a.day::text AS day, trim(a.currency) AS currency, a.deposits::text AS deposits,
            a.withdrawals::text AS withdrawals, a.turnover::text AS turnover, a.winloss::text AS winloss, a.bonuses::text AS bonuses
     FROM commission_periods c
     JOIN player_activity a ON a.day >= c.period AND a.day < c.period + interval '1 month'
     JOIN players p ON p.id = a.player_id AND p.member_id = $1
     WHERE c.closed_at IS NOT NULL AND a.winloss >= 40
     ORDER BY c.period DESC, a.winloss DESC LIMIT 1`,
    [demoId],
  );
  if (!day) return;
  const restatedWinloss = (Number(day.winloss) - 25).toFixed(2);
  await ingestActivityInTransaction(
    tx,
    [{ ...day, customer_id: Number(day.customer_id), winloss: restatedWinloss }],
    now,
    { by: 'file', uploadId: null },
  );
}
