import { createHash, timingSafeEqual } from 'node:crypto';
import type { EndpointAccess } from '@affiliate/contract';
import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { ApiError, forbidden, sessionExpired, unauthenticated } from './api-error.ts';
import { verifyAccessToken } from './access-tokens.ts';
import { recordAudit } from './audit.ts';

/** Who signed in on a `member` endpoint: the affiliate and the session its token belongs to. */
export interface SignedInAffiliate {
  id: number;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in affiliate on `member` endpoints, else null (contract handlers of `member` endpoints get it non-null by type). */
    affiliate: SignedInAffiliate | null;
  }
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('affiliate', null);
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

/** Compares through fixed-length digests so neither content nor length leaks through timing. */
function sameSecret(a: string, b: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(a), digest(b));
}

async function deny(request: FastifyRequest, error: ApiError, reason: string): Promise<never> {
  await recordAudit(request.server.ctx, {
    event: 'access.denied',
    memberId: request.affiliate?.id ?? null,
    ip: request.ip,
    detail: { reason, method: request.method, route: request.routeOptions.url ?? request.url, status: error.statusCode },
  });
  throw error;
}

/**
 * A member endpoint takes an affiliate's access token only: the portal client token and operator
 * tokens are not JWTs and fail as invalid (401, not 20102). The session row is checked so logout and
 * password changes take effect before the token expires; a sign-in checked in the last few seconds is
 * taken from the cache, which every revocation clears at once (signed-in-cache.ts).
 */
const requireMember: onRequestAsyncHookHandler = async function (request) {
  const ctx = request.server.ctx;
  const token = bearerToken(request);
  if (!token) return deny(request, unauthenticated(), 'no-token');
  const nowMs = ctx.config.now().getTime();
  const cached = ctx.signedIn.get(token, nowMs);
  if (cached) {
    request.affiliate = { id: cached.memberId, sessionId: cached.sessionId };
    return;
  }
  let access;
  try {
    access = await verifyAccessToken(ctx, token);
  } catch (error) {
    return deny(request, error as ApiError, (error as ApiError).code === errorCodes.sessionExpired ? 'token-expired' : 'token-invalid');
  }
  const checkBegan = ctx.signedIn.beginCheck();
  const session = await ctx.db.maybeOne<{ revoked_at: Date | null; enabled: boolean }>(
    'SELECT s.revoked_at, m.enabled FROM sessions s JOIN members m ON m.id = s.member_id WHERE s.id = $1 AND s.member_id = $2',
    [access.sessionId, access.memberId],
  );
  if (!session || session.revoked_at) return deny(request, sessionExpired(), 'session-revoked');
  if (!session.enabled) return deny(request, new ApiError(403, 'This account is disabled.', errorCodes.accountDisabled), 'account-disabled');
  ctx.signedIn.remember(token, { memberId: access.memberId, sessionId: access.sessionId, tokenExpiresAtMs: access.expiresAtMs }, checkBegan, nowMs);
  request.affiliate = { id: access.memberId, sessionId: access.sessionId };
};

const requireOperator: onRequestAsyncHookHandler = async function (request) {
  const token = bearerToken(request);
  const tokens = request.server.ctx.config.operatorTokens;
  // Check every configured token (no early exit) so timing does not tell which one nearly matched.
  const matches = token ? tokens.map((t) => sameSecret(token, t)).some(Boolean) : false;
  if (!matches) return deny(request, unauthenticated(), token ? 'operator-token-invalid' : 'no-token');
};

const allowAnyone: onRequestAsyncHookHandler = async function () {
  // Public endpoints ignore whatever bearer the portal sends (its client token or a stale user token).
};

export function accessGuard(access: EndpointAccess): onRequestAsyncHookHandler {
  return access === 'member' ? requireMember : access === 'operator' ? requireOperator : allowAnyone;
}

/**
 * The path parameter `paramName` must be the signed-in affiliate's own id: the portal always puts its
 * own id there, anything else is an attempt at another affiliate's data. Contract routes get it for the
 * parameter their endpoint declares as its owner (`owner` in the contract).
 */
export function requireOwnMember(paramName: string): preHandlerAsyncHookHandler {
  return async function (request) {
    const value = (request.params as Record<string, unknown> | undefined)?.[paramName];
    if (!request.affiliate) return deny(request, unauthenticated(), 'no-member');
    if (String(value) !== String(request.affiliate.id)) return deny(request, forbidden(), 'other-affiliate');
  };
}

/**
 * Who acted, for a money action's timeline and ledger: `operator:<fingerprint>`, the first 8 hex digits
 * of the SHA-256 of the operator token used. Operator tokens carry no name; the fingerprint tells the
 * configured tokens (one per operator or system) apart without keeping or logging any of them, and it
 * stays the same when the list of OPERATOR_TOKENS is reordered. Call on operator endpoints only.
 */
export function operatorActor(request: FastifyRequest): string {
  const token = bearerToken(request) ?? '';
  return `operator:${createHash('sha256').update(token).digest('hex').slice(0, 8)}`;
}
