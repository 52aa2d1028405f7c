import { errorCodes, type kycCallbackBody } from '@affiliate/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../http/api-error.ts';
import { recordAudit } from '../../http/audit.ts';
import { secretMatches } from './callback-secret.ts';
import { kycProvider } from './providers/index.ts';
import * as repo from './repository.ts';
import { applyProviderResult } from './results.ts';

export const CALLBACK_REFUSED = 'This callback is not accepted.';

export interface IncomingCallback {
  attemptId: number;
  secret: string;
  body: z.output<typeof kycCallbackBody>;
  /** The caller's address as the app sees it (behind a trusted proxy: the forwarded client address). */
  callerAddress: string;
}

/**
 * The provider's callback. Authenticated by the attempt's secret (compared as hashes in constant time)
 * and, for the real provider, by its address allow-list; a forged one is 403 and changes nothing.
 *
 * An unknown attempt, or one that already has its result, is answered 200 and changes nothing: Netverify
 * retries a callback it could not deliver (non-2xx), and a retry can never succeed for these, so a 404
 * would only make it retry in vain; a replay of a delivered callback is the same case.
 */
export async function receiveCallback(
  ctx: AppContext,
  callback: IncomingCallback,
): Promise<'applied' | 'ignored'> {
  const attempt = await repo.findAttempt(ctx.db, callback.attemptId);
  if (!attempt) {
    ctx.log.warn({ attemptId: callback.attemptId }, 'kyc callback for an unknown attempt ignored');
    return 'ignored';
  }
  const provider = kycProvider(ctx, attempt.provider);
  const refusal = !secretMatches(callback.secret, attempt.callback_secret_hash)
    ? 'wrong-secret'
    : !provider?.acceptsCallbackFrom(callback.callerAddress)
      ? 'address-not-allowed'
      : null;
  if (refusal) {
    await recordAudit(ctx, {
      event: 'kyc.callback.denied',
      affiliateId: attempt.member_id,
      ip: callback.callerAddress,
      detail: { reason: refusal, attemptId: attempt.id },
    });
    throw new ApiError(403, CALLBACK_REFUSED, errorCodes.forbidden);
  }
  const reference = callback.body.jumioIdScanReference;
  if (reference && attempt.transaction_reference && reference !== attempt.transaction_reference) {
    ctx.log.warn({ attemptId: attempt.id }, 'kyc callback names another scan: ignored');
    return 'ignored';
  }
  const { idScanStatus, verificationStatus = null, rejectReason = null } = callback.body;
  const applied = await applyProviderResult(ctx, attempt.id, attempt.member_id, {
    // Netverify's drop-off: the scan went from PENDING to FAILED, reported as NO_ID_UPLOADED.
    scanStatus: verificationStatus === 'NO_ID_UPLOADED' ? 'FAILED' : 'DONE',
    idScanStatus,
    verificationStatus,
    rejectReason,
    source: 'callback',
  });
  return applied ? 'applied' : 'ignored';
}
