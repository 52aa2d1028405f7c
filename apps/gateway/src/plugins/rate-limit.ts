import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppConfig } from '../config/app-config.ts';
import { tooManyRequests } from '../http/api-error.ts';
import { recordAudit } from '../http/audit.ts';
import { openSharedCounters, type SharedCounters } from './shared-counters.ts';

/** Redis key prefix of the shared counters (several environments may share one Redis). */
export const RATE_LIMIT_NAMESPACE = 'affiliate-rate-limit:';

/**
 * Per-address limits through @fastify/rate-limit (in memory, or Redis when REDIS_URL is set so all
 * replicas share counters, falling back to memory while Redis is away), plus per-account limits keyed
 * on the name in the body. Hands back the Redis counters, for the health answer.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: AppConfig,
): Promise<SharedCounters | undefined> {
  let shared: SharedCounters | undefined;
  if (config.redisUrl) {
    const counters = openSharedCounters(
      config.redisUrl,
      config.rateLimitNamespace ?? RATE_LIMIT_NAMESPACE,
      app.log,
    );
    shared = counters;
    app.addHook('onClose', async () => counters.close());
  }
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimits.globalPerIp,
    timeWindow: config.rateLimits.windowMs,
    // The portal's files and /config.json are cheap and fetched in bursts on every page load.
    allowList: (request) => !request.url.startsWith('/api/'),
    // With Redis down the counts go on in this gateway's memory (plugins/shared-counters.ts): limits
    // still apply and no request waits for Redis.
    ...(shared !== undefined && { store: shared.Store }),
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
  return shared;
}

/** A per-IP limit for one route (replaces the global default there). */
export function perIpLimit(config: AppConfig, max: number) {
  return { max, timeWindow: config.rateLimits.windowMs };
}

/**
 * The tracking redirect's own per-IP limit. The global limit leaves paths outside /api/ alone (its
 * allowList); a route's own limit inherits that list, so it is emptied here to make the limit count.
 */
export function trackingLimit(config: AppConfig) {
  return {
    max: config.rateLimits.trackingPerIp,
    timeWindow: config.rateLimits.windowMs,
    allowList: [] as string[],
  };
}

/** Seconds until the account's own sign-in limit ends, on requests `perAccountLimit` flagged rather than refused. */
const accountLimitReached = new WeakMap<FastifyRequest, number>();

/** Set when `perAccountLimit(..., { whenReached: 'flag' })` found the account over its limit: the handler decides. */
export function accountLimitWait(request: FastifyRequest): number | undefined {
  return accountLimitReached.get(request);
}

/**
 * A per-account limit: the key is what `accountOf` makes of the validated body or the signed-in member
 * (lower-cased), so spreading attempts over many addresses does not help guess one password. It may
 * look the account up (sign-in resolves a username or an email to the one account both name). Over
 * the limit the request is refused, or with `whenReached: 'flag'` handed on marked (`accountLimitWait`):
 * sign-in lets the password with a valid second factor in still, so attempts from everywhere cannot
 * lock the real user out.
 */
export function perAccountLimit(
  app: FastifyInstance,
  name: string,
  max: number,
  accountOf: (request: FastifyRequest) => string | undefined | Promise<string | undefined>,
  { whenReached = 'refuse' }: { whenReached?: 'refuse' | 'flag' } = {},
): preHandlerAsyncHookHandler {
  const accounts = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    max,
    timeWindow: app.ctx.config.rateLimits.windowMs,
    keyGenerator: (request) => `${name}:${accounts.get(request) ?? ''}`,
  });
  return async function (request) {
    const account = await accountOf(request);
    if (!account) return;
    accounts.set(request, account.toLowerCase());
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) {
      await recordAudit(app.ctx, { event: 'rate-limit.account', ip: request.ip, detail: { limit: name } });
      if (whenReached === 'flag') accountLimitReached.set(request, Math.max(1, limit.ttlInSeconds));
      else throw tooManyRequests(Math.max(1, limit.ttlInSeconds));
    }
  };
}
