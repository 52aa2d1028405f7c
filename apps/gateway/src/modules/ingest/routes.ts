import { api, type FeedFileReport, type FeedName } from '@affiliate/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { isFileBody, type FileBody } from '../../http/file-body.ts';
import { ingestActivity, upsertPlayers } from './service.ts';

/** A full batch of 10,000 rows is about 2 MB of JSON. */
export const INGEST_BODY_LIMIT = 8 * 1024 * 1024;

/** Takes a feed file sent as the PUT's body (feed-files' `receiveFeedFile`, handed in by app-modules.ts). */
export type FeedFileReceiver = (
  request: FastifyRequest,
  feed: FeedName,
  body: FileBody,
  reply: FastifyReply,
) => Promise<{ data: FeedFileReport }>;

/** A CSV body (`text/csv`) is a feed file, read as a stream by the receiver; JSON is a batch, as ever. */
export function registerIngestRoutes(app: FastifyInstance, receiveFile: FeedFileReceiver): void {
  const ctx = app.ctx;
  contractRoute(
    app,
    api.operator.upsertPlayers,
    async (request, reply) =>
      isFileBody(request.body)
        ? receiveFile(request, 'players', request.body, reply)
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
        ? receiveFile(request, 'activity', request.body, reply)
        : { data: await ingestActivity(ctx, request.body.rows) },
    {
      bodyLimit: INGEST_BODY_LIMIT,
    },
  );
}
