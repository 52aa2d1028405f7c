import type { AppContext } from '../../app-context.ts';
import { notifyAffiliateEvent } from '../notifications/member-event.ts';
import { brandName } from '../settings/service.ts';
import * as repo from './repository.ts';
import { kycNotices, type KycNotice } from './result-messages.ts';

/** Netverify's "the ID is genuine but not one we accept automatically": an operator decides. */
const MANUAL_REVIEW = new Set(['DENIED_UNSUPPORTED_ID_TYPE', 'DENIED_UNSUPPORTED_ID_COUNTRY']);

/**
 * Applies the provider's result to an attempt still waiting for one, and tells the affiliate, in one
 * transaction: APPROVED_VERIFIED verifies the affiliate; an unsupported ID type or country waits for an
 * operator; anything else fails the attempt (a new one can start). An attempt that already has its
 * result is left alone (false): replays and late duplicates change nothing.
 *
 * Locks the verification state before the attempt, as initiate does, so the two never deadlock.
 */
export async function applyProviderResult(
  ctx: AppContext,
  attemptId: number,
  affiliateId: number,
  result: repo.ProviderResult,
): Promise<boolean> {
  const brand = await brandName(ctx);
  return ctx.db.transaction(async (tx) => {
    const at = ctx.config.now();
    const state = await repo.lockVerification(tx, affiliateId, at);
    const attempt = await repo.findAttemptForUpdate(tx, attemptId);
    if (
      !attempt ||
      attempt.member_id !== affiliateId ||
      attempt.received_at ||
      attempt.scan_status !== 'PENDING'
    )
      return false;
    await repo.recordResult(tx, attempt.id, result, at);
    // A late result of an older attempt does not undo a verification.
    if (state.verified) return true;
    let notice: KycNotice;
    if (result.verificationStatus === 'APPROVED_VERIFIED' && result.idScanStatus === 'SUCCESS') {
      await repo.markVerified(tx, affiliateId, at, null);
      notice = kycNotices.verified;
    } else if (result.verificationStatus && MANUAL_REVIEW.has(result.verificationStatus)) {
      if (!state.requires_manual) await repo.markRequiresManual(tx, affiliateId, at);
      notice = kycNotices.manualReview;
    } else {
      notice = kycNotices.failed(result.verificationStatus);
    }
    await notifyAffiliateEvent(ctx, tx, affiliateId, 'kyc', notice, brand);
    return true;
  });
}
