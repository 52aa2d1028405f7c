import { errorCodes, type KycStatus, type kycReview } from '@affiliate/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../http/api-error.ts';
import { paginationMeta } from '../../http/pagination.ts';
import { findMember } from '../members/repository.ts';
import { notifyMemberEvent } from '../notifications/member-event.ts';
import { brandName } from '../settings/service.ts';
import { toAttempt } from './attempt-view.ts';
import * as repo from './repository.ts';
import { kycNotices } from './result-messages.ts';
import { kycStatus } from './service.ts';

export const REVIEW_MESSAGES = {
  noSuchAffiliate: 'There is no such affiliate.',
  notWaiting: "This affiliate's identity is not waiting for a manual review.",
} as const;

export async function listReviews(ctx: AppContext, query: { page: number; per_page: number }, url: string) {
  const { rows, total } = await repo.listWaitingForReview(ctx.db, { limit: query.per_page, offset: (query.page - 1) * query.per_page });
  const data: Array<z.infer<typeof kycReview>> = [];
  for (const row of rows) {
    const [latest] = await repo.listAttempts(ctx.db, row.member_id, 1);
    data.push({ member_id: row.member_id, username: row.username, attempts: row.attempts, latest_attempt: latest ? toAttempt(latest) : null, waiting_since: row.manual_since.toISOString() });
  }
  return { data, meta: paginationMeta({ page: query.page, perPage: query.per_page, total, url }) };
}

/**
 * The operator's decision on an identity waiting for review, and the affiliate's notice, in one
 * transaction. Approve verifies; refuse records the reason the affiliate reads and lets a new attempt
 * start. `reviewer` is who decided (`operator:<email>` or `operator:<token fingerprint>`), kept with the
 * review and never shown to the affiliate.
 */
export async function decideReview(
  ctx: AppContext,
  memberId: number,
  decision: { approve: true } | { approve: false; reason: string },
  reviewer: string,
): Promise<KycStatus> {
  if (!(await findMember(ctx.db, memberId))) throw new ApiError(404, REVIEW_MESSAGES.noSuchAffiliate, errorCodes.notFound);
  const brand = await brandName(ctx);
  await ctx.db.transaction(async (tx) => {
    const at = ctx.config.now();
    const state = await repo.lockVerification(tx, memberId, at);
    if (!state.requires_manual) throw new ApiError(409, REVIEW_MESSAGES.notWaiting, errorCodes.conflict);
    if (decision.approve) {
      await repo.markVerified(tx, memberId, at, reviewer);
      await notifyMemberEvent(ctx, tx, memberId, 'kyc', kycNotices.approvedAfterReview, brand);
    } else {
      await repo.markRefused(tx, memberId, decision.reason, at, reviewer);
      await notifyMemberEvent(ctx, tx, memberId, 'kyc', kycNotices.refusedAfterReview(decision.reason), brand);
    }
  });
  return kycStatus(ctx, memberId);
}
