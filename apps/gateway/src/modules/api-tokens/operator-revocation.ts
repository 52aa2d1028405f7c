import { errorCodes, type IntegrationToken } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../http/api-error.ts';
import { translate } from '../../i18n/translate.ts';
import { notifyAffiliateEvent } from '../notifications/member-event.ts';
import { brandName } from '../settings/service.ts';
import * as repo from './repository.ts';
import { integrationTokenOf } from './service.ts';

export const NO_SUCH_TOKEN = 'This affiliate has no such API token.';
export const ALREADY_REVOKED = 'This API token is already revoked.';

/**
 * Support revokes an affiliate's personal API token (a leaked token, a tool gone wrong): refused from its
 * next request, as if the affiliate had revoked it (every request reads the token's row). Who and why
 * stay with the token, and the affiliate, whose list no longer shows it, is told in the same
 * transaction (a notification, and an email unless security emails are off), with the reason but not
 * the operator's name. The token's row lock makes two revocations take turns: the second is 409.
 */
export async function revokeAffiliateToken(
  ctx: AppContext,
  affiliateId: number,
  tokenId: string,
  reason: string,
  by: string,
): Promise<IntegrationToken> {
  const brand = await brandName(ctx);
  const now = ctx.config.now();
  return ctx.db.transaction(async (tx) => {
    const token = await repo.lockTokenOf(tx, affiliateId, tokenId);
    if (!token) throw new ApiError(404, NO_SUCH_TOKEN, errorCodes.notFound);
    if (token.revoked_at) throw new ApiError(409, ALREADY_REVOKED, errorCodes.conflict);
    const revoked = await repo.revokeTokenFor(tx, tokenId, now, by, reason);
    await notifyAffiliateEvent(
      ctx,
      tx,
      affiliateId,
      'security',
      (language) => ({
        title: translate(language, 'notice.apiToken.revoked.title'),
        // The operator's reason goes as written.
        body: translate(language, 'notice.apiToken.revoked.body', {
          name: token.name,
          prefix: token.prefix,
          reason,
        }),
      }),
      brand,
    );
    return integrationTokenOf(revoked);
  });
}
