import { createHash } from 'node:crypto';
import { errorCodes, PERSONAL_TOKEN_PREFIX, type Endpoint } from '@affiliate/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MembersTable, PersonalApiTokensTable } from '../db/schema-types.ts';
import { accountClosed, ApiError, forbidden, tooManyRequests, unauthenticated } from './api-error.ts';
import { deny } from './access-denial.ts';

/**
 * Personal API tokens on member endpoints. A token is looked up by the SHA-256 of its secret (32
 * random bytes: the hash's equality leaks nothing a guess could use), must be neither revoked nor
 * expired, and opens only an endpoint whose `tokenScope` it holds: every other member endpoint
 * (money, settings, security, sessions) is 403 whatever the scopes. Each token has its own rate limit.
 */
export function isPersonalToken(bearer: string): boolean {
  return bearer.startsWith(PERSONAL_TOKEN_PREFIX);
}

export function personalTokenHash(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

/** last_used_at is written at most this often per token: a polling tool would otherwise write on every read. */
const LAST_USED_GRANULARITY_MS = 60_000;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
const limiters = new WeakMap<FastifyInstance, Limiter>();
const limitedTokens = new WeakMap<FastifyRequest, string>();

function tokenLimiter(app: FastifyInstance): Limiter {
  const known = limiters.get(app);
  if (known) return known;
  const limiter = app.createRateLimit({
    max: app.ctx.config.rateLimits.personalTokenPerToken,
    timeWindow: app.ctx.config.rateLimits.windowMs,
    keyGenerator: (request) => `personal-token:${limitedTokens.get(request) ?? ''}`,
  });
  limiters.set(app, limiter);
  return limiter;
}

/** The token and whether its affiliate's account is enabled. */
type TokenRow = Pick<PersonalApiTokensTable, 'id' | 'member_id' | 'scopes' | 'expires_at' | 'last_used_at'> &
  Pick<MembersTable, 'enabled'> & { suspended: boolean };

/** Signs the token's affiliate in on `endpoint`, or refuses (401 unknown or expired, 403 out of scope, 429). */
export async function signInWithPersonalToken(
  request: FastifyRequest,
  endpoint: Pick<Endpoint, 'tokenScope'>,
  secret: string,
): Promise<void> {
  const ctx = request.server.ctx;
  const token = await ctx.db.maybeOne<TokenRow>(
    `SELECT t.id, t.member_id, t.scopes, t.expires_at, t.last_used_at, m.enabled, m.suspended_at IS NOT NULL AS suspended
     FROM personal_api_tokens t JOIN members m ON m.id = t.member_id
     WHERE t.token_hash = $1 AND t.revoked_at IS NULL`,
    [personalTokenHash(secret)],
  );
  if (!token) return deny(request, unauthenticated(), 'personal-token-invalid');
  const now = ctx.config.now();
  if (token.expires_at <= now)
    return deny(
      request,
      new ApiError(
        401,
        'This API token has expired: create a new one in Integrations.',
        errorCodes.invalidToken,
      ),
      'personal-token-expired',
    );
  request.affiliate = {
    id: token.member_id,
    sessionId: `personal-token:${token.id}`,
    personalTokenId: token.id,
  };
  if (!token.enabled)
    return deny(
      request,
      accountClosed(token.suspended),
      token.suspended ? 'account-suspended' : 'account-disabled',
    );
  if (!endpoint.tokenScope)
    return deny(
      request,
      forbidden('A personal API token can only read reports and players: sign in for anything else.'),
      'personal-token-out-of-scope',
    );
  if (!token.scopes.includes(endpoint.tokenScope))
    return deny(
      request,
      forbidden({ key: 'error.apiToken.missingScope', values: { scope: endpoint.tokenScope } }),
      'personal-token-scope',
    );
  limitedTokens.set(request, token.id);
  const limit = await tokenLimiter(request.server)(request);
  if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests(Math.max(1, limit.ttlInSeconds));
  if (!token.last_used_at || now.getTime() - token.last_used_at.getTime() >= LAST_USED_GRANULARITY_MS) {
    await ctx.db.query('UPDATE personal_api_tokens SET last_used_at = $2 WHERE id = $1', [token.id, now]);
  }
}
