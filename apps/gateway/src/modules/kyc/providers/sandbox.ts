import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context.ts';
import { sandboxPageAddress } from '../callback-secret.ts';
import { ProviderUnavailableError, type KycProvider, type ScanRetrieval } from './provider.ts';
import { SANDBOX_PAGE_LIFETIME_MS, sandboxVerdicts, type SandboxOutcome } from './sandbox-outcomes.ts';

interface SandboxScanRow {
  attempt_id: number;
  outcome: SandboxOutcome | null;
  created_at: Date;
}

/**
 * The built-in provider (KYC_PROVIDER=sandbox): initiate records a scan and sends the browser to the
 * gateway's own hosted page, where a tester picks the outcome; its retrieval API answers from the same
 * records, including Netverify's drop-off rule (never submitted within the page's lifetime: FAILED).
 * The page is authenticated by the attempt's callback secret, so the sandbox keeps no secret of its own.
 */
export function sandboxProvider(ctx: AppContext): KycProvider {
  return {
    name: 'sandbox',
    async initiate(attempt: { id: number; callbackSecret: string }) {
      const transactionReference = randomUUID();
      await ctx.db.query(
        'INSERT INTO kyc_sandbox_scans (transaction_reference, attempt_id, created_at) VALUES ($1, $2, $3)',
        [transactionReference, attempt.id, ctx.config.now()],
      );
      return {
        transactionReference,
        redirectUrl: sandboxPageAddress(ctx.config.publicUrl, attempt.id, attempt.callbackSecret),
      };
    },
    async retrieveScanStatus(transactionReference): Promise<ScanRetrieval> {
      const scan = await ctx.db.maybeOne<SandboxScanRow>(
        'SELECT attempt_id, outcome, created_at FROM kyc_sandbox_scans WHERE transaction_reference = $1',
        [transactionReference],
      );
      if (!scan) throw new ProviderUnavailableError('The sandbox has no such scan.');
      if (scan.outcome && scan.outcome !== 'processing')
        return { status: 'DONE', verdict: sandboxVerdicts[scan.outcome] };
      if (!scan.outcome && ctx.config.now().getTime() - scan.created_at.getTime() > SANDBOX_PAGE_LIFETIME_MS)
        return { status: 'FAILED' };
      return { status: 'PENDING' };
    },
    acceptsCallbackFrom: () => true,
  };
}

/** The sandbox's scan of an attempt, for its hosted page. */
export function findSandboxScan(
  ctx: AppContext,
  attemptId: number,
): Promise<(SandboxScanRow & { transaction_reference: string; submitted_at: Date | null }) | null> {
  return ctx.db.maybeOne(
    'SELECT transaction_reference, attempt_id, outcome, submitted_at, created_at FROM kyc_sandbox_scans WHERE attempt_id = $1',
    [attemptId],
  );
}

/**
 * Keeps the picture the applicant submitted with the scan, as a real provider keeps a scan's images
 * (migration 051): `contentType` is what the bytes were checked to be (id-image.ts).
 */
export async function keepSandboxImage(
  ctx: AppContext,
  transactionReference: string,
  contentType: `image/${'png' | 'jpeg' | 'gif' | 'webp'}`,
  image: Buffer,
): Promise<void> {
  await ctx.db.query(
    `INSERT INTO kyc_sandbox_images (transaction_reference, content_type, image, created_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (transaction_reference) DO NOTHING`,
    [transactionReference, contentType, image, ctx.config.now()],
  );
}

export async function recordSandboxOutcome(
  ctx: AppContext,
  transactionReference: string,
  outcome: SandboxOutcome,
): Promise<void> {
  await ctx.db.query(
    'UPDATE kyc_sandbox_scans SET outcome = $2, submitted_at = $3 WHERE transaction_reference = $1',
    [transactionReference, outcome, ctx.config.now()],
  );
}
