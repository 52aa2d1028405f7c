import { errorCodes } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../http/api-error.ts';
import { idImageFormat } from './id-image.ts';

export const NO_DOCUMENT = 'The provider keeps no picture of this attempt.';

export interface AttemptDocument {
  /** What the bytes are, read from their signature again: only these four types ever leave. */
  contentType: `image/${'png' | 'jpeg' | 'gif' | 'webp'}`;
  extension: 'png' | 'jpg' | 'gif' | 'webp';
  bytes: Buffer;
}

/**
 * The picture of the ID the applicant submitted in `attemptId`, for the reviewer: the attempt must be
 * `affiliateId`'s, and its provider must keep the picture (the sandbox does, migration 051; a real
 * provider's images stay in its own back office, reached with the attempt's reference). Anything else is
 * the same 404, so the answer tells nothing about attempts it does not show.
 */
export async function attemptDocument(
  ctx: AppContext,
  affiliateId: number,
  attemptId: number,
): Promise<AttemptDocument> {
  const row = await ctx.db.maybeOne<{ image: Uint8Array }>(
    `SELECT i.image FROM kyc_attempts a JOIN kyc_sandbox_images i ON i.transaction_reference = a.transaction_reference
     WHERE a.id = $1 AND a.member_id = $2 AND a.provider = 'sandbox'`,
    [attemptId, affiliateId],
  );
  const bytes = row && Buffer.from(row.image);
  const format = bytes && idImageFormat(bytes);
  if (!bytes || !format) throw new ApiError(404, NO_DOCUMENT, errorCodes.notFound);
  return { contentType: `image/${format}`, extension: format === 'jpeg' ? 'jpg' : format, bytes };
}
