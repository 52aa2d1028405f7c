import type { FastifyInstance } from 'fastify';

/** The methods a path answers to; empty when no route has that path. */
export type AllowedMethods = (url: string) => string[];

/**
 * Keeps every route's methods by path, so a known path asked with another method answers 405 with an
 * Allow header (RFC 9110 section 15.5.6) instead of a 404 that says the resource does not exist.
 * Must be set before any route is added. Wildcard routes (static files) are left out: they would make
 * every path look known.
 */
export function trackRouteMethods(app: FastifyInstance): AllowedMethods {
  const routes: Array<{ pattern: RegExp; methods: string[] }> = [];
  app.addHook('onRoute', (route) => {
    if (route.url.includes('*')) return;
    const source = route.url
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    routes.push({ pattern: new RegExp(`^${source}/?$`), methods: ([] as string[]).concat(route.method) });
  });
  return (url) => {
    const path = url.split('?')[0] ?? '';
    return [...new Set(routes.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods))];
  };
}
