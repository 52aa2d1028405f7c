import type { AppContext } from '../../app-context.ts';
import { kycProvider } from './providers/index.ts';
import { idScanStatusOf } from './providers/provider.ts';
import * as repo from './repository.ts';
import { applyProviderResult } from './results.ts';

/**
 * The retrieval fallback, for attempts whose callback never came. Netverify asks for retrieval only as a
 * fallback, spaced out (its guide: retries at growing intervals, then at most once a day): the first
 * check waits for a user journey to finish, later ones back off.
 */
export const FIRST_RETRIEVAL_AFTER_MS = 10 * 60_000;
const LONGEST_RETRIEVAL_GAP_MS = 24 * 60 * 60_000;
/** After this many answers of PENDING the attempt is left alone (the callback may still come). */
export const MAX_RETRIEVALS = 14;
/** How often this process looks for attempts due a retrieval (app-modules.ts runs the pass). */
export const RETRIEVAL_INTERVAL_MS = 60_000;
const BATCH = 20;

/** 2, 4, 8… minutes after the first check, capped at a day. */
export function nextRetrievalGapMs(retrievalsSoFar: number): number {
  return Math.min(2 ** (retrievalsSoFar + 1) * 60_000, LONGEST_RETRIEVAL_GAP_MS);
}

/**
 * One pass: asks the provider about every attempt that is due and applies what it says (DONE: its
 * verdict; FAILED: Netverify's drop-off, reported as NO_ID_UPLOADED like its callback does). A provider
 * that cannot be reached is asked again later. Returns how many attempts got their result.
 */
export async function retrievePendingScans(ctx: AppContext): Promise<number> {
  const due = await repo.dueForRetrieval(ctx.db, ctx.config.now(), BATCH);
  let resolved = 0;
  for (const attempt of due) {
    const provider = kycProvider(ctx, attempt.provider);
    let answer;
    try {
      if (!provider) throw new Error(`provider ${attempt.provider} is not configured`);
      answer = await provider.retrieveScanStatus(attempt.transaction_reference!);
    } catch (error) {
      ctx.log.warn({ err: error, attemptId: attempt.id }, 'kyc scan status not retrieved');
      answer = { status: 'PENDING' as const };
    }
    if (answer.status === 'PENDING') {
      const retrievals = attempt.retrievals + 1;
      const next =
        retrievals >= MAX_RETRIEVALS
          ? null
          : new Date(ctx.config.now().getTime() + nextRetrievalGapMs(attempt.retrievals));
      await repo.recordRetrievalPending(ctx.db, attempt.id, next, ctx.config.now());
      continue;
    }
    const verdict =
      answer.status === 'DONE'
        ? answer.verdict
        : { verificationStatus: 'NO_ID_UPLOADED' as const, rejectReason: null };
    const applied = await applyProviderResult(ctx, attempt.id, attempt.member_id, {
      scanStatus: answer.status,
      idScanStatus: idScanStatusOf(verdict.verificationStatus),
      verificationStatus: verdict.verificationStatus,
      rejectReason: verdict.rejectReason,
      source: 'retrieval',
    });
    if (applied) resolved += 1;
  }
  return resolved;
}
