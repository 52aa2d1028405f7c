import type { Endpoint } from '@affiliate/contract';
import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { ApiError } from './api-error.ts';
import { accountClosed, forbidden, sessionExpired, unauthenticated } from './api-error.ts';
import { bearerToken, deny } from './access-denial.ts';
import { verifyAccessToken } from './access-tokens.ts';
import { requireOperator } from './operator-access.ts';
import { isPersonalToken, signInWithPersonalToken } from './personal-tokens.ts';

export { bearerToken } from './access-denial.ts';
export { actorName, operatorActor, type ActingOperator } from './operator-access.ts';

/** Who signed in on a `member` endpoint: the affiliate and the session its token belongs to. */
export interface SignedInAffiliate {
  id: number;
  sessionId: string;
  /** Set when a personal API token signed the affiliate in (http/personal-tokens.ts), not a session. */
  personalTokenId?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in affiliate on `member` endpoints, else null (contract handlers of `member` endpoints get it non-null by type). */
    affiliate: SignedInAffiliate | null;
  }
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('affiliate', null);
  app.decorateRequest('operator', null);
}

/**
 * A member endpoint takes an affiliate's access token only: the portal client token and static operator
 * tokens are not JWTs, and the operator console's are signed with another key (http/operator-tokens.ts),
 * so all fail as invalid (401, not 20102). The session row is checked so logout and
 * password changes take effect before the token expires; a sign-in checked in the last few seconds is
 * taken from the cache, which every revocation clears at once (signed-in-cache.ts).
 */
const requireSignedInAffiliate = (endpoint: Pick<Endpoint, 'tokenScope'>): onRequestAsyncHookHandler =>
  async function (request) {
    const ctx = request.server.ctx;
    const token = bearerToken(request);
    if (!token) return deny(request, unauthenticated(), 'no-token');
    if (isPersonalToken(token)) return signInWithPersonalToken(request, endpoint, token);
    const nowMs = ctx.config.now().getTime();
    const cached = ctx.signedIn.get(token, nowMs);
    if (cached) {
      request.affiliate = { id: cached.affiliateId, sessionId: cached.sessionId };
      return;
    }
    let access;
    try {
      access = await verifyAccessToken(ctx, token);
    } catch (error) {
      return deny(
        request,
        error as ApiError,
        (error as ApiError).code === errorCodes.sessionExpired ? 'token-expired' : 'token-invalid',
      );
    }
    const checkBegan = ctx.signedIn.beginCheck();
    const session = await ctx.db.maybeOne<{ revoked_at: Date | null; enabled: boolean; suspended: boolean }>(
      `SELECT s.revoked_at, m.enabled, m.suspended_at IS NOT NULL AS suspended
       FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.id = $1 AND s.member_id = $2`,
      [access.sessionId, access.affiliateId],
    );
    if (!session) return deny(request, sessionExpired(), 'session-revoked');
    // Before the revocation: a suspension ends every session, and the tab left open must learn why (20105).
    if (!session.enabled)
      return deny(
        request,
        accountClosed(session.suspended),
        session.suspended ? 'account-suspended' : 'account-disabled',
      );
    if (session.revoked_at) return deny(request, sessionExpired(), 'session-revoked');
    ctx.signedIn.remember(
      token,
      { affiliateId: access.affiliateId, sessionId: access.sessionId, tokenExpiresAtMs: access.expiresAtMs },
      checkBegan,
      nowMs,
    );
    request.affiliate = { id: access.affiliateId, sessionId: access.sessionId };
  };

const allowAnyone: onRequestAsyncHookHandler = async function () {
  // Public endpoints ignore whatever bearer the portal sends (its client token or a stale user token).
};

/** The guard of an endpoint, by its access (an operator endpoint's also by its roles). */
export function accessGuard(
  endpoint: Pick<Endpoint, 'method' | 'path' | 'access' | 'roles' | 'tokenScope'>,
): onRequestAsyncHookHandler {
  return endpoint.access === 'member'
    ? requireSignedInAffiliate(endpoint)
    : endpoint.access === 'operator'
      ? requireOperator(endpoint)
      : allowAnyone;
}

/**
 * The path parameter `paramName` must be the signed-in affiliate's own id: the portal always puts its
 * own id there, anything else is an attempt at another affiliate's data. Contract routes get it for the
 * parameter their endpoint declares as its owner (`owner` in the contract).
 */
export function requireOwnAffiliate(paramName: string): preHandlerAsyncHookHandler {
  return async function (request) {
    const value = (request.params as Record<string, unknown> | undefined)?.[paramName];
    if (!request.affiliate) return deny(request, unauthenticated(), 'no-member');
    if (String(value) !== String(request.affiliate.id)) return deny(request, forbidden(), 'other-affiliate');
  };
}
