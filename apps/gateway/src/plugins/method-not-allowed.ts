import type { FastifyInstance } from 'fastify';

/** The methods a path answers to; empty when no route has that path. */
export type AllowedMethods = (url: string) => string[];

/**
 * Keeps every route's methods by path, so a known path asked with another method answers 405 with an
 * Allow header (RFC 9110 section 15.5.6) instead of a 404 that says the resource does not exist.
 * Must be set before any route is added. A wildcard at the end of a path (`/landing/*`) stands for
 * everything under it; a wildcard anywhere else, or one at the root, would make every path look known
 * and is left out.
 */
export function trackRouteMethods(app: FastifyInstance): AllowedMethods {
  const routes: Array<{ pattern: RegExp; methods: string[] }> = [];
  app.addHook('onRoute', (route) => {
    const under = route.url.endsWith('/*') && route.url.length > 2 ? route.url.slice(0, -2) : route.url;
    if (under.includes('*')) return;
    const source =
      under
        .split('/')
        .map((segment) =>
          segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/') + (under === route.url ? '' : '/.*');
    routes.push({ pattern: new RegExp(`^${source}/?$`), methods: ([] as string[]).concat(route.method) });
  });
  return (url) => {
    const path = url.split('?')[0] ?? '';
    return [...new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods))];
  };
}

/**
 * The router lets a parameter match an empty segment: `DELETE /api/v1/affiliate/1/banner/` reached
 * `/api/v1/affiliate/:id/banner/:bannerId` with an empty bannerId (found by the contract fuzzer; the
 * path is the archive's, which takes GET). A path whose parameter is empty is not that route's address,
 * so it is answered as an unmatched one: 405 when another route has the path, else 404.
 */
export function unmatchEmptyPathParams(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const params = request.params as Record<string, unknown> | null | undefined;
    if (params && Object.values(params).some((value) => value === '')) {
      reply.callNotFound();
      return reply;
    }
  });
}
