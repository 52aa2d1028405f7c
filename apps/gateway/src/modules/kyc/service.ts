import { errorCodes, type KycStatus } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError, fieldError, forbidden } from '../../http/api-error.ts';
import { lockMember } from '../members/repository.ts';
import { toStatus } from './attempt-view.ts';
import { callbackAddress, newCallbackSecret } from './callback-secret.ts';
import { kycProvider } from './providers/index.ts';
import { ProviderUnavailableError } from './providers/provider.ts';
import * as repo from './repository.ts';
import { FIRST_RETRIEVAL_AFTER_MS } from './retrieval.ts';
import { returnAddressProblem } from './return-address.ts';

/** Attempts an affiliate may start per UTC day: enough for honest retries, few enough to cap provider costs. */
export const KYC_ATTEMPTS_PER_DAY = 5;
/** An attempt with no answer this long after it started counts as abandoned: a new one may start. */
export const OPEN_ATTEMPT_ABANDONED_AFTER_MS = 30 * 60_000;
/** How many attempts the status shows (newest first). */
const ATTEMPTS_SHOWN = 20;

export const KYC_MESSAGES = {
  notYourself: 'userReference must be your own affiliate id.',
  alreadyVerified: 'Your identity is already verified.',
  waitingForReview: 'Your identity is waiting for a manual review; you will be told the result.',
  attemptOpen: 'A verification is already in progress. Finish it, or wait 30 minutes to start a new one.',
  dailyLimit: `You can start at most ${KYC_ATTEMPTS_PER_DAY} verifications a day. Please try again tomorrow.`,
  providerUnavailable: 'The verification provider is unavailable. Please try again in a few minutes.',
} as const;

const startOfUtcDay = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
const DAY_MS = 24 * 60 * 60_000;

async function attemptsLeftToday(db: Queryable, memberId: number, now: Date): Promise<number> {
  return Math.max(0, KYC_ATTEMPTS_PER_DAY - (await repo.countAttemptsSince(db, memberId, startOfUtcDay(now))));
}

export async function kycStatus(ctx: AppContext, memberId: number): Promise<KycStatus> {
  const [state, attempts, left] = await Promise.all([
    repo.findVerification(ctx.db, memberId),
    repo.listAttempts(ctx.db, memberId, ATTEMPTS_SHOWN),
    attemptsLeftToday(ctx.db, memberId, ctx.config.now()),
  ]);
  return toStatus(state, attempts, left);
}

/**
 * Starts an attempt: the checks and the attempt row commit under the affiliate's lock (one open attempt,
 * the day's limit), then the provider is asked outside the transaction (a slow provider holds no lock).
 * If the provider cannot start it, the attempt is removed and does not count.
 */
export async function initiateVerification(
  ctx: AppContext,
  memberId: number,
  request: { userReference: string; successUrl: string; errorUrl: string },
): Promise<{ redirectUrl: string; transactionReference: string }> {
  if (request.userReference !== String(memberId)) throw forbidden(KYC_MESSAGES.notYourself);
  for (const field of ['successUrl', 'errorUrl'] as const) {
    const problem = returnAddressProblem(ctx.config.publicUrl, request[field]);
    if (problem) throw fieldError(field, problem);
  }
  const provider = kycProvider(ctx);
  if (!provider) throw new ApiError(503, KYC_MESSAGES.providerUnavailable, errorCodes.unavailable);
  const { secret, hash } = newCallbackSecret();
  const attemptId = await ctx.db.transaction(async (tx) => {
    const now = ctx.config.now();
    await lockMember(tx, memberId);
    const state = await repo.lockVerification(tx, memberId, now);
    if (state.verified) throw new ApiError(409, KYC_MESSAGES.alreadyVerified, errorCodes.conflict);
    if (state.requires_manual) throw new ApiError(409, KYC_MESSAGES.waitingForReview, errorCodes.conflict);
    const open = await repo.findOpenAttempt(tx, memberId);
    if (open) {
      if (now.getTime() - open.created_at.getTime() < OPEN_ATTEMPT_ABANDONED_AFTER_MS) throw new ApiError(409, KYC_MESSAGES.attemptOpen, errorCodes.conflict);
      await repo.abandonAttempt(tx, open.id, now);
    }
    if ((await attemptsLeftToday(tx, memberId, now)) === 0) {
      const retryAfter = Math.ceil((startOfUtcDay(now).getTime() + DAY_MS - now.getTime()) / 1000);
      throw new ApiError(429, KYC_MESSAGES.dailyLimit, errorCodes.rateLimited, undefined, { 'retry-after': String(retryAfter) });
    }
    return repo.insertAttempt(tx, {
      memberId,
      provider: provider.name,
      secretHash: hash,
      successUrl: request.successUrl,
      errorUrl: request.errorUrl,
      at: now,
      nextRetrievalAt: new Date(now.getTime() + FIRST_RETRIEVAL_AFTER_MS),
    });
  });
  try {
    const scan = await provider.initiate(
      { id: attemptId, callbackSecret: secret },
      {
        customerInternalReference: String(attemptId),
        userReference: request.userReference,
        successUrl: request.successUrl,
        errorUrl: request.errorUrl,
        callbackUrl: callbackAddress(ctx.config.publicUrl, attemptId, secret),
      },
    );
    await repo.setTransactionReference(ctx.db, attemptId, scan.transactionReference, ctx.config.now());
    return scan;
  } catch (error) {
    await repo.deleteAttempt(ctx.db, attemptId);
    if (!(error instanceof ProviderUnavailableError)) throw error;
    ctx.log.error({ err: error, attemptId }, 'kyc provider did not start a verification');
    throw new ApiError(503, KYC_MESSAGES.providerUnavailable, errorCodes.unavailable);
  }
}
