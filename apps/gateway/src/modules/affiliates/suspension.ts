import { errorCodes, type AffiliateSummary } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { endAffiliateSessions } from '../auth/service.ts';
import { lockAffiliate } from '../members/affiliate-lock.ts';
import { NO_SUCH_AFFILIATE } from './record.ts';
import { defaultCodeJoin, summaryColumns, type AffiliateSummaryRow } from './search-repository.ts';
import { toSummary } from './search.ts';

export const ALREADY_SUSPENDED = 'This affiliate is already suspended.';
export const NOT_SUSPENDED = 'This affiliate is not suspended.';

async function lockedSummary(tx: Queryable, affiliateId: number): Promise<AffiliateSummaryRow> {
  // The member row's lock: a suspension and a reactivation of one affiliate take turns, and each sees the other's result.
  await lockAffiliate(tx, affiliateId);
  const row = await tx.maybeOne<AffiliateSummaryRow>(
    `SELECT ${summaryColumns} FROM members m ${defaultCodeJoin} WHERE m.id = $1`,
    [affiliateId],
  );
  if (!row) throw new ApiError(404, NO_SUCH_AFFILIATE, errorCodes.notFound);
  return row;
}

/**
 * Suspends an affiliate: `enabled` goes false (what sign-in, refresh and every affiliate request read;
 * its trigger tells every gateway to forget the affiliate's cached sign-ins) with when, why and who, and
 * every open session ends in the same transaction. Tracking and the player feed never read it, so the
 * affiliate's links and players keep counting while the account is looked into.
 */
export async function suspendAffiliate(
  ctx: AppContext,
  affiliateId: number,
  reason: string,
  by: string,
): Promise<AffiliateSummary> {
  const now = ctx.config.now();
  return ctx.db.transaction(async (tx) => {
    const row = await lockedSummary(tx, affiliateId);
    if (!row.enabled) throw new ApiError(409, ALREADY_SUSPENDED, errorCodes.conflict);
    await tx.query(
      'UPDATE members SET enabled = false, suspended_at = $2, suspended_reason = $3, suspended_by = $4, updated_at = $2 WHERE id = $1',
      [affiliateId, now, reason, by],
    );
    await endAffiliateSessions(ctx, tx, affiliateId, 'suspended', now);
    return toSummary({ ...row, enabled: false });
  });
}

/** Lets a suspended (or disabled) affiliate sign in again; their sessions stay ended, they sign in anew. */
export async function reactivateAffiliate(ctx: AppContext, affiliateId: number): Promise<AffiliateSummary> {
  const now = ctx.config.now();
  return ctx.db.transaction(async (tx) => {
    const row = await lockedSummary(tx, affiliateId);
    if (row.enabled) throw new ApiError(409, NOT_SUSPENDED, errorCodes.conflict);
    await tx.query(
      'UPDATE members SET enabled = true, suspended_at = NULL, suspended_reason = NULL, suspended_by = NULL, updated_at = $2 WHERE id = $1',
      [affiliateId, now],
    );
    return toSummary({ ...row, enabled: true });
  });
}
