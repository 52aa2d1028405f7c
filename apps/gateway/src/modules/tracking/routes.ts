import { api } from '@affiliate/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { visitorLanguage } from '../../i18n/visitor-language.ts';
import { trackingLimit } from '../../plugins/rate-limit.ts';
import { demoLandingPage } from './landing-page.ts';
import { linkText } from './link-parameters.ts';
import type { ClickTracking } from './service.ts';

/** The tracking redirect and the demo landing page; the click recorder's flushing is a background job (jobs/). */
export function registerTrackingRoutes(app: FastifyInstance, tracking: ClickTracking): void {
  contractRoute(
    app,
    api.tracking.trackClick,
    async (request, reply) => {
      const location = await tracking.track({
        ...request.query,
        code: request.params.referralCode,
        // A HEAD is a link checker's, never a person's: recorded, not counted.
        automated: request.method === 'HEAD',
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        referrer: request.headers.referer,
      });
      // A cached redirect would skip the next click. Referrer-Policy stays no-referrer (the security
      // headers' default): the affiliate's page address, recorded here, is not handed on to the landing
      // page, which learns the partner from `ref` alone.
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
    // No per-request lines at info (warnings and errors still): every click is a stored row already,
    // and Fastify's two lines per request are the redirect's dearest part (docs/scaling.md, Tracking redirect).
    // A 302 has no body to compress: no compression hooks on the hottest route.
    { rateLimit: trackingLimit(app.ctx.config), logLevel: 'warn', compress: false },
  );

  // In the player's language: the address's `?lang=` (a landing address may carry one), else the browser's.
  const landing = (
    request: FastifyRequest,
    page: string | null,
    query: { ref?: string; click_id?: string; sub?: string },
  ) =>
    demoLandingPage({
      page,
      code: linkText(query.ref),
      clickId: linkText(query.click_id),
      subId: linkText(query.sub),
      language: visitorLanguage(request),
    });
  contractRoute(app, api.tracking.demoLanding, async (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('vary', 'accept-language')
      .send(landing(request, null, request.query)),
  );
  contractRoute(app, api.tracking.demoLandingPage, async (request, reply) =>
    // Fastify's wildcard: everything after /landing/ (the contract declares no parameter for it).
    reply
      .type('text/html; charset=utf-8')
      .header('vary', 'accept-language')
      .send(landing(request, linkText((request.params as { '*'?: string })['*']), request.query)),
  );
}
