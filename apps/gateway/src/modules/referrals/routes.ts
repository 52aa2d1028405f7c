import { api, fillPath, type PlayerListQuery } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { cachedPlayerMonths } from './player-months.ts';
import { cachedReferredPlayers, exportReferredPlayers } from './service.ts';

/** Page links carry the filter as parsed (canonical values, nothing the contract does not know). */
function listUrl(app: FastifyInstance, id: number, query: PlayerListQuery): string {
  const url = new URL(`${app.ctx.config.publicUrl}${fillPath(api.referrals.playerList.path, { id })}`);
  url.searchParams.set('per_page', String(query.per_page));
  for (const key of ['year', 'month', 'category'] as const)
    if (query[key] !== undefined) url.searchParams.set(key, String(query[key]));
  url.searchParams.set('registered', String(query.registered));
  url.searchParams.set('deposited', String(query.deposited));
  return url.toString();
}

export function registerReferralRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  contractRoute(app, api.referrals.playerList, async (request) =>
    cachedReferredPlayers(
      ctx,
      request.params.id,
      request.query,
      listUrl(app, request.params.id, request.query),
      requestLanguage(request),
    ),
  );

  contractRoute(app, api.referrals.playerMonths, async (request) =>
    cachedPlayerMonths(ctx, request.params.id, request.params.playerId, requestLanguage(request)),
  );

  // The file is streamed as it is read, past the response serialiser (the contract's schema is a string).
  contractRoute(app, api.referrals.playerExport, async (request, reply) => {
    const file = await exportReferredPlayers(ctx, request.params.id, request.query);
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
}
