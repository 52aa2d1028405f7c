import {
  errorCodes,
  KYC_REVIEW_EARLIER_ATTEMPTS,
  type KycReview,
  type KycReviewStatus,
  type KycStatus,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../http/api-error.ts';
import { actorName } from '../../http/access.ts';
import { paginationMeta } from '../../http/pagination.ts';
import { findAffiliate } from '../members/repository.ts';
import { notifyAffiliateEvent } from '../notifications/member-event.ts';
import { brandName } from '../settings/service.ts';
import { toReviewedAttempt } from './attempt-view.ts';
import * as repo from './repository.ts';
import { kycNotices } from './result-messages.ts';
import * as reviews from './review-repository.ts';
import { kycStatus } from './service.ts';

export const REVIEW_MESSAGES = {
  noSuchAffiliate: 'There is no such affiliate.',
  notWaiting: "This affiliate's identity is not waiting for a manual review.",
} as const;

/** A page of the reviews in `status`, each with the attempts it covers (the latest and a few before it). */
export async function listReviews(
  ctx: AppContext,
  query: { status: KycReviewStatus; page: number; per_page: number },
  url: string,
) {
  const { rows, total } = await reviews.listReviews(ctx.db, query.status, {
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  });
  const attempts = await reviews.attemptsOfReviews(ctx.db, rows, KYC_REVIEW_EARLIER_ATTEMPTS + 1);
  const data = rows.map((row, index): KycReview => {
    const [latest, ...earlier] = attempts.filter((a) => a.review === index + 1).map(toReviewedAttempt);
    return {
      member_id: row.member_id,
      username: row.username,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      country: row.country,
      status: row.decision ?? 'waiting',
      attempts: row.attempts,
      latest_attempt: latest ?? null,
      earlier_attempts: earlier,
      waiting_since: row.waiting_since.toISOString(),
      decision:
        row.decision && row.decided_at && row.decided_by
          ? { at: row.decided_at.toISOString(), by: actorName(row.decided_by), reason: row.reason }
          : null,
    };
  });
  return { data, meta: paginationMeta({ page: query.page, perPage: query.per_page, total, url }) };
}

/**
 * The operator's decision on an identity waiting for review, its log entry and the affiliate's notice,
 * in one transaction. Approve verifies; refuse records the reason the affiliate reads and lets a new
 * attempt start. `reviewer` is who decided (`operator:<email>` or `operator:<token fingerprint>`), kept
 * with the review and never shown to the affiliate.
 */
export async function decideReview(
  ctx: AppContext,
  affiliateId: number,
  decision: { approve: true } | { approve: false; reason: string },
  reviewer: string,
): Promise<KycStatus> {
  if (!(await findAffiliate(ctx.db, affiliateId)))
    throw new ApiError(404, REVIEW_MESSAGES.noSuchAffiliate, errorCodes.notFound);
  const brand = await brandName(ctx);
  await ctx.db.transaction(async (tx) => {
    const at = ctx.config.now();
    const state = await repo.lockVerification(tx, affiliateId, at);
    if (!state.requires_manual || !state.manual_since)
      throw new ApiError(409, REVIEW_MESSAGES.notWaiting, errorCodes.conflict);
    const [latest] = await repo.listAttempts(tx, affiliateId, 1);
    const logged = {
      affiliateId,
      attemptId: latest?.id ?? null,
      decidedBy: reviewer,
      waitingSince: state.manual_since,
      at,
    };
    if (decision.approve) {
      await repo.markVerified(tx, affiliateId, at, reviewer);
      await reviews.recordDecision(tx, { ...logged, decision: 'approved', reason: null });
      await notifyAffiliateEvent(ctx, tx, affiliateId, 'kyc', kycNotices.approvedAfterReview, brand);
    } else {
      await repo.markRefused(tx, affiliateId, decision.reason, at, reviewer);
      await reviews.recordDecision(tx, { ...logged, decision: 'refused', reason: decision.reason });
      await notifyAffiliateEvent(
        ctx,
        tx,
        affiliateId,
        'kyc',
        kycNotices.refusedAfterReview(decision.reason),
        brand,
      );
    }
  });
  return kycStatus(ctx, affiliateId);
}
