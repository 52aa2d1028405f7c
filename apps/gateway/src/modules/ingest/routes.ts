import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { isFileBody } from '../../http/file-body.ts';
import { receiveFeedFile } from '../feed-files/upload-route.ts';
import { ingestActivity, upsertPlayers } from './service.ts';

/** A full batch of 10,000 rows is about 2 MB of JSON. */
export const INGEST_BODY_LIMIT = 8 * 1024 * 1024;

/** A CSV body (`text/csv`) is a feed file, read as a stream by feed-files; JSON is a batch, as ever. */
export function registerIngestRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  contractRoute(
    app,
    api.operator.upsertPlayers,
    async (request, reply) =>
      isFileBody(request.body)
        ? receiveFeedFile(request, 'players', request.body, reply)
        : { data: await upsertPlayers(ctx, request.body.players) },
    {
      bodyLimit: INGEST_BODY_LIMIT,
    },
  );
  contractRoute(
    app,
    api.operator.ingestActivity,
    async (request, reply) =>
      isFileBody(request.body)
        ? receiveFeedFile(request, 'activity', request.body, reply)
        : { data: await ingestActivity(ctx, request.body.rows) },
    {
      bodyLimit: INGEST_BODY_LIMIT,
    },
  );
}
