import {
  errorCodes,
  LANDING_PAGE_NOT_ALLOWED,
  LINK_CODE_NOT_YOURS,
  type BuildTrackingLinkRequest,
  type BuiltTrackingLink,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../http/api-error.ts';
import { currentLandingTargetOf } from '../landing-pages/service.ts';
import { findOwnCode } from './repository.ts';
import { builtLink } from './tracking-link.ts';

/**
 * The link builder: a tracking link of one of the affiliate's codes with its sub-ids and campaign, leading
 * to an allowed landing page or to the default one. Refuses (422, each on its field) a code that is not the
 * affiliate's — told the same whether it is another's or nobody's — and a target no allowed page covers,
 * so a link it answers always lands where the affiliate chose. Stores nothing.
 */
export async function buildTrackingLink(
  ctx: AppContext,
  affiliateId: number,
  request: BuildTrackingLinkRequest,
): Promise<BuiltTrackingLink> {
  const code = await findOwnCode(ctx.db, affiliateId, request.code);
  const wanted = request.to ?? '';
  const to = wanted === '' ? null : await currentLandingTargetOf(ctx, wanted);
  if (!code || (wanted !== '' && !to)) {
    const errors: Record<string, string[]> = {};
    if (!code) errors.code = [LINK_CODE_NOT_YOURS];
    if (wanted !== '' && !to) errors.to = [LANDING_PAGE_NOT_ALLOWED];
    throw new ApiError(422, Object.values(errors)[0]![0]!, errorCodes.validationFailed, errors);
  }
  const subIds = [request.sub1, request.sub2, request.sub3, request.sub4, request.sub5].map(
    (sub) => sub ?? '',
  );
  return {
    tracking_url: builtLink(ctx.config.publicUrl, code, { subIds, campaign: request.campaign || null, to }),
    code,
    to,
  };
}
