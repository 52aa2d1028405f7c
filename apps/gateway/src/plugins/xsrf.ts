import { randomBytes, timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import { api, errorCodes, TRACKING_PATH_PREFIX } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config.ts';
import { ApiError } from '../http/api-error.ts';
import { recordAudit } from '../http/audit.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Players' pages, not the portal's: the tracking redirect (a player clicking an affiliate's banner
 * gets no cookie of ours) and the demo landing page.
 */
function isPlayerPage(url: string): boolean {
  return (
    url.startsWith(TRACKING_PATH_PREFIX) ||
    url === api.tracking.demoLanding.path ||
    url.startsWith(`${api.tracking.demoLanding.path}?`)
  );
}

/**
 * The endpoints the contract marks `xsrf: 'exempt'` (the identity provider's callback and the sandbox
 * provider's hosted form, a plain HTML form in the tester's browser, which carries the portal's cookies
 * but cannot send the header): authenticated by the attempt's secret in the address, which a forging
 * page cannot know either. Matched by their path up to the first parameter.
 */
const exemptPrefixes = Object.values(api)
  .flatMap((group) => Object.values(group))
  .filter((endpoint) => 'xsrf' in endpoint && endpoint.xsrf === 'exempt')
  .map((endpoint) => endpoint.path.slice(0, endpoint.path.indexOf('{')));

function isExempt(url: string): boolean {
  return exemptPrefixes.some((prefix) => url.startsWith(prefix));
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The XSRF cookie/header pair (double submit): the portal's HTTP client copies the readable cookie
 * into the header. A request carrying cookies must prove it was sent by a page of our origin; one
 * without cookies (operator, server to server, curl) has no ambient credential to forge.
 */
export async function registerXsrf(app: FastifyInstance, config: AppConfig): Promise<void> {
  await app.register(cookie);
  const secure = config.publicUrl.startsWith('https:');
  app.addHook('onRequest', async (request, reply) => {
    const cookieToken = request.cookies[XSRF_COOKIE];
    // The portal gets its cookie with its first loads (the page, /config.json) before any API call;
    // API answers do not mint one, so server-to-server and hot-path calls skip the work.
    if (!cookieToken && !request.url.startsWith('/api/') && !isPlayerPage(request.url)) {
      reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure,
        httpOnly: false,
      });
    }
    if (!stateChanging.has(request.method) || !request.headers.cookie || isExempt(request.url)) return;
    const headerToken = request.headers[XSRF_HEADER];
    if (typeof headerToken === 'string' && cookieToken && same(headerToken, cookieToken)) return;
    await recordAudit(app.ctx, {
      event: 'xsrf.denied',
      ip: request.ip,
      detail: { method: request.method, url: request.url.split('?')[0] },
    });
    throw new ApiError(403, 'CSRF token mismatch.', errorCodes.forbidden);
  });
}
