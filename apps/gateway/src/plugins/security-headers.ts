import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config.ts';

/**
 * Strict headers for the portal and the API: no inline scripts, no framing, no referrer. HSTS only
 * when the public address is https (on plain http it would be ignored or break local use).
 *
 * Helmet's middleware is built once and run on every request. @fastify/helmet, which wrapped it here
 * before, builds the middleware again on each request (parsing the policy's directives every time): a
 * CPU profile of the bare route put that at about a sixth of a request (docs/bench-log.md, Issue
 * 21, sixth round). The headers are the same for every request.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig): void {
  const https = config.publicUrl.startsWith('https:');
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // The portal's Radix dialogs lock scrolling by injecting a <style> element (react-style-singleton);
        // inline styles only, scripts stay strictly 'self'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        // A separately hosted API (API_BASE_URL) must be reachable from the portal's scripts.
        connectSrc: ["'self'", ...(config.apiBaseUrl ? [new URL(config.apiBaseUrl).origin] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https && { upgradeInsecureRequests: [] }),
      },
    },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
}

/** The API reference page (swagger-ui) needs inline styles; this looser policy applies to /docs only. */
export const docsContentSecurityPolicy =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: validator.swagger.io; connect-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'";
