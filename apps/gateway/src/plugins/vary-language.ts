import type { FastifyInstance } from 'fastify';

/**
 * `Vary: Accept-Language` on every API answer: its messages and errors are in the language the request
 * asks (i18n/request-language.ts), so no cache may hand one language's answer to another. Set as the
 * request arrives, so refusals before any route (a rate limit, a 404) carry it too; the compression
 * adds Accept-Encoding after it.
 */
export function registerVaryLanguage(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('vary', 'accept-language');
  });
}
