import { errorCodes } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError, fieldError } from '../../http/api-error.ts';
import { translate } from '../../i18n/translate.ts';
import { callbackAddress, secretMatches } from './callback-secret.ts';
import { idImageFormat } from './id-image.ts';
import { idScanStatusOf } from './providers/provider.ts';
import { findSandboxScan, keepSandboxImage, recordSandboxOutcome } from './providers/sandbox.ts';
import {
  returnsToSuccess,
  SANDBOX_PAGE_LIFETIME_MS,
  sandboxVerdicts,
  type SandboxOutcome,
} from './providers/sandbox-outcomes.ts';
import * as repo from './repository.ts';

/**
 * The flow's refusals, in English as the API answers; the page shows them in the visitor's language
 * (sandbox-page.ts, sandboxMessageIn), so they come from the same catalog.
 */
export const SANDBOX_MESSAGES = {
  gone: translate('en', 'kyc.sandbox.gone'),
  imageMissing: translate('en', 'kyc.sandbox.image_missing'),
  notAnImage: translate('en', 'kyc.sandbox.not_an_image'),
} as const;

/** A callback to ourselves must not hang the tester's browser if it cannot get through. */
const CALLBACK_TIMEOUT_MS = 10_000;

/**
 * The sandbox page's attempt and scan, when `secret` is the attempt's and the page is still usable:
 * a sandbox attempt with no result, submitted at most once with a final outcome, within its lifetime.
 * Anything else is the same 404, so the page tells nothing about attempts it does not open.
 */
async function openScan(ctx: AppContext, attemptId: number, secret: string) {
  const attempt = await repo.findAttempt(ctx.db, attemptId);
  const scan =
    attempt && attempt.provider === 'sandbox' && secretMatches(secret, attempt.callback_secret_hash)
      ? await findSandboxScan(ctx, attempt.id)
      : null;
  const usable =
    attempt &&
    scan &&
    attempt.scan_status === 'PENDING' &&
    !attempt.received_at &&
    (scan.outcome === null || scan.outcome === 'processing') &&
    ctx.config.now().getTime() - scan.created_at.getTime() <= SANDBOX_PAGE_LIFETIME_MS;
  if (!usable) throw new ApiError(404, SANDBOX_MESSAGES.gone, errorCodes.notFound);
  return { attempt, scan };
}

/** The open attempt's portal origin (where its page's links and its redirect lead) and its affiliate. */
export async function checkSandboxPage(
  ctx: AppContext,
  attemptId: number,
  secret: string,
): Promise<{ portalOrigin: string; affiliateId: number }> {
  const { attempt } = await openScan(ctx, attemptId, secret);
  return { portalOrigin: new URL(attempt.success_url).origin, affiliateId: attempt.member_id };
}

/** The form fields Netverify posts to a callback address (the ones a real callback always has, and the verdict). */
function callbackForm(
  outcome: Exclude<SandboxOutcome, 'processing'>,
  scan: { transaction_reference: string; created_at: Date },
  attempt: { id: number; member_id: number },
  at: Date,
) {
  const verdict = sandboxVerdicts[outcome];
  const checks = verdict.verificationStatus === 'APPROVED_VERIFIED' ? 'OK' : 'N/A';
  const form = new URLSearchParams({
    callBackType: 'NETVERIFYID',
    jumioIdScanReference: scan.transaction_reference,
    merchantIdScanReference: String(attempt.id),
    customerId: String(attempt.member_id),
    verificationStatus: verdict.verificationStatus,
    idScanStatus: idScanStatusOf(verdict.verificationStatus),
    idScanSource: outcome === 'no-id' ? 'REDIRECT' : 'REDIRECT_UPLOAD',
    idCheckDataPositions: checks,
    idCheckDocumentValidation: checks,
    idCheckHologram: checks,
    idCheckMRZcode: checks,
    idCheckMicroprint: checks,
    idCheckSecurityFeatures: checks,
    idCheckSignature: checks,
    transactionDate: scan.created_at.toISOString(),
    callbackDate: at.toISOString(),
  });
  if (verdict.rejectReason) form.set('rejectReason', verdict.rejectReason);
  return form;
}

/**
 * The tester's submission: the picture is checked to be an image and kept with the scan (the reviewer's
 * console shows it, to operators only; a wrong file is never kept), the outcome recorded as the provider's result, the callback posted over HTTP exactly as Netverify posts it
 * ("processing" posts none and the scan stays PENDING), and the browser sent back to the success or
 * error address with Netverify's parameters. A callback that does not get through is not retried here:
 * the retrieval fallback picks the recorded result up, as it would for the real provider.
 */
export async function submitSandbox(
  ctx: AppContext,
  input: { attemptId: number; secret: string; outcome: SandboxOutcome; image: Buffer | null },
): Promise<string> {
  const { attempt, scan } = await openScan(ctx, input.attemptId, input.secret);
  if (input.outcome !== 'no-id') {
    if (!input.image || input.image.length === 0) throw fieldError('document', SANDBOX_MESSAGES.imageMissing);
    const format = idImageFormat(input.image);
    if (!format) throw fieldError('document', SANDBOX_MESSAGES.notAnImage);
    await keepSandboxImage(ctx, scan.transaction_reference, `image/${format}`, input.image);
  }
  await recordSandboxOutcome(ctx, scan.transaction_reference, input.outcome);
  if (input.outcome !== 'processing') {
    const url = callbackAddress(ctx.config.publicUrl, attempt.id, input.secret);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'user-agent': 'Sandbox identity provider',
        },
        body: callbackForm(input.outcome, scan, attempt, ctx.config.now()),
        signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
        redirect: 'error',
      });
      if (!response.ok)
        ctx.log.warn({ attemptId: attempt.id, status: response.status }, 'sandbox callback refused');
    } catch (error) {
      ctx.log.warn({ attemptId: attempt.id, err: error }, 'sandbox callback not delivered');
    }
  }
  const success = returnsToSuccess(input.outcome);
  const back = new URL(success ? attempt.success_url : attempt.error_url);
  back.searchParams.set('transactionStatus', success ? 'SUCCESS' : 'ERROR');
  back.searchParams.set('customerInternalReference', String(attempt.id));
  back.searchParams.set('transactionReference', scan.transaction_reference);
  return back.toString();
}
