import { errorCodes, type AffiliateIntegrations } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../http/api-error.ts';
import { tokensForOperator } from '../api-tokens/service.ts';
import { postbacksForOperator } from '../postbacks/operator-view.ts';
import { NO_SUCH_AFFILIATE } from './record.ts';
import { affiliateExists } from './record-repository.ts';

/**
 * The Integrations part of an affiliate's record, read where its modules keep it: the postbacks (masked,
 * with their latest deliveries) and the personal API tokens. Read on its own, by the roles that support
 * affiliates' tools, so the record everyone reads stays as cheap as it was.
 */
export async function affiliateIntegrations(
  ctx: AppContext,
  affiliateId: number,
): Promise<AffiliateIntegrations> {
  if (!(await affiliateExists(ctx.db, affiliateId)))
    throw new ApiError(404, NO_SUCH_AFFILIATE, errorCodes.notFound);
  const [postbacks, tokens] = await Promise.all([
    postbacksForOperator(ctx, affiliateId),
    tokensForOperator(ctx, affiliateId),
  ]);
  return { ...postbacks, api_tokens: tokens };
}
