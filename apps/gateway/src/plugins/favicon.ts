import type { FastifyInstance } from 'fastify';

/** The portal's mark (apps/portal/public/favicon.svg): the brand's gold tile. */
export const PORTAL_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#FBCC04"/><path d="M9 23l7-14 7 14h-4l-3-6-3 6z" fill="#1a1a1a"/></svg>';

/**
 * `/favicon.ico`: browsers, bookmarks and link previews ask every origin for it, whatever the page
 * links; without it each such request was a JSON 404 (and a console error on the gateway's own pages,
 * the API reference among them). It answers the portal's mark as SVG, which browsers take from any
 * address by its type; it does not depend on the portal being built. Not part of the API: hidden
 * from the OpenAPI document, like `/`.
 */
export function registerFavicon(app: FastifyInstance): void {
  app.get('/favicon.ico', { schema: { hide: true }, config: { rateLimit: false } }, async (_request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(PORTAL_ICON_SVG),
  );
}
