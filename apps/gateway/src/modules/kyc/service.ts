import { errorCodes, type KycStatus } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError, fieldError, forbidden } from '../../http/api-error.ts';
import { lockAffiliate } from '../members/affiliate-lock.ts';
import { toStatus } from './attempt-view.ts';
import { callbackAddress, newCallbackSecret, sandboxPageAddress } from './callback-secret.ts';
import { kycProvider } from './providers/index.ts';
import { ProviderUnavailableError } from './providers/provider.ts';
import * as repo from './repository.ts';
import { FIRST_RETRIEVAL_AFTER_MS } from './retrieval.ts';
import { returnAddressProblem, type RequestOrigin } from './return-address.ts';
import { recordAudit } from '../../http/audit.ts';

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
  attemptOpen: 'A verification is already in progress. Continue it, or start again.',
  noOpenAttempt: 'No verification is in progress: start a new one.',
  dailyLimit: `You can start at most ${KYC_ATTEMPTS_PER_DAY} verifications a day. Please try again tomorrow.`,
  providerUnavailable: 'The verification provider is unavailable. Please try again in a few minutes.',
} as const;

const startOfUtcDay = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
const DAY_MS = 24 * 60 * 60_000;

async function attemptsLeftToday(db: Queryable, affiliateId: number, now: Date): Promise<number> {
  return Math.max(
    0,
    KYC_ATTEMPTS_PER_DAY - (await repo.countAttemptsSince(db, affiliateId, startOfUtcDay(now))),
  );
}

export async function kycStatus(ctx: AppContext, affiliateId: number): Promise<KycStatus> {
  const [state, attempts, left] = await Promise.all([
    repo.findVerification(ctx.db, affiliateId),
    repo.listAttempts(ctx.db, affiliateId, ATTEMPTS_SHOWN),
    attemptsLeftToday(ctx.db, affiliateId, ctx.config.now()),
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
  affiliateId: number,
  request: { userReference: string; successUrl: string; errorUrl: string },
  options: { from?: RequestOrigin; restart?: { ip: string } } = {},
): Promise<{ redirectUrl: string; transactionReference: string }> {
  if (request.userReference !== String(affiliateId)) throw forbidden(KYC_MESSAGES.notYourself);
  for (const field of ['successUrl', 'errorUrl'] as const) {
    const problem = returnAddressProblem(ctx.config.publicUrl, request[field], options.from);
    if (problem) throw fieldError(field, problem);
  }
  const provider = kycProvider(ctx);
  if (!provider) throw new ApiError(503, KYC_MESSAGES.providerUnavailable, errorCodes.unavailable);
  const { secret, hash } = newCallbackSecret();
  let abandoned: number | null = null;
  const attemptId = await ctx.db.transaction(async (tx) => {
    const now = ctx.config.now();
    await lockAffiliate(tx, affiliateId);
    const state = await repo.lockVerification(tx, affiliateId, now);
    if (state.verified) throw new ApiError(409, KYC_MESSAGES.alreadyVerified, errorCodes.conflict);
    if (state.requires_manual) throw new ApiError(409, KYC_MESSAGES.waitingForReview, errorCodes.conflict);
    // The day's limit first: a restart that cannot start a new attempt leaves the open one to continue.
    if ((await attemptsLeftToday(tx, affiliateId, now)) === 0) {
      const retryAfter = Math.ceil((startOfUtcDay(now).getTime() + DAY_MS - now.getTime()) / 1000);
      throw new ApiError(429, KYC_MESSAGES.dailyLimit, errorCodes.rateLimited, undefined, {
        'retry-after': String(retryAfter),
      });
    }
    const open = await repo.findOpenAttempt(tx, affiliateId);
    if (open) {
      const recent = now.getTime() - open.created_at.getTime() < OPEN_ATTEMPT_ABANDONED_AFTER_MS;
      if (recent && !options.restart) throw new ApiError(409, KYC_MESSAGES.attemptOpen, errorCodes.conflict);
      await repo.abandonAttempt(tx, open.id, now);
      if (options.restart) abandoned = open.id;
    }
    return repo.insertAttempt(tx, {
      affiliateId,
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
    // The sandbox's page address carries the callback secret, kept only as a hash: it is renewed instead.
    const page = provider.name === 'sandbox' ? null : scan.redirectUrl;
    await repo.setTransactionReference(ctx.db, attemptId, scan.transactionReference, page, ctx.config.now());
    if (options.restart) {
      await recordAudit(ctx, {
        event: 'kyc.restart',
        affiliateId,
        ip: options.restart.ip,
        detail: { abandoned, started: attemptId },
      });
    }
    return scan;
  } catch (error) {
    await repo.deleteAttempt(ctx.db, attemptId);
    if (!(error instanceof ProviderUnavailableError)) throw error;
    ctx.log.error({ err: error, attemptId }, 'kyc provider did not start a verification');
    throw new ApiError(503, KYC_MESSAGES.providerUnavailable, errorCodes.unavailable);
  }
}

/**
 * The affiliate's open attempt again (started, the provider has not answered): its provider page, so
 * one who closed it without sending anything can finish it. The sandbox's page is authenticated by the
 * attempt's secret, which the gateway keeps only as a hash: a new secret replaces it (the sandbox calls
 * back with the secret of the page it was sent from, so the old page address simply stops working).
 */
export async function continueVerification(
  ctx: AppContext,
  affiliateId: number,
): Promise<{ redirectUrl: string; transactionReference: string }> {
  return ctx.db.transaction(async (tx) => {
    await lockAffiliate(tx, affiliateId);
    const open = await repo.findOpenAttempt(tx, affiliateId);
    if (!open || !open.transaction_reference)
      throw new ApiError(404, KYC_MESSAGES.noOpenAttempt, errorCodes.notFound);
    if (open.provider === 'sandbox') {
      const { secret, hash } = newCallbackSecret();
      await repo.renewCallbackSecret(tx, open.id, hash, ctx.config.now());
      return {
        redirectUrl: sandboxPageAddress(ctx.config.publicUrl, open.id, secret),
        transactionReference: open.transaction_reference,
      };
    }
    if (!open.provider_page_url) throw new ApiError(404, KYC_MESSAGES.noOpenAttempt, errorCodes.notFound);
    return { redirectUrl: open.provider_page_url, transactionReference: open.transaction_reference };
  });
}
