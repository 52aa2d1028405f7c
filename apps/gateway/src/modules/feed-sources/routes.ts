import { api } from '@affiliate/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActingOperator } from '../../http/operator-access.ts';
import { contractRoute } from '../../http/contract-route.ts';
import type { FeedFileLoader } from './file-loader.ts';
import { changeSource, createSource, pullNow, readPulls, readSources, removeSource } from './service.ts';

/** Who made a source or pulled it now, as the upload log names them (a machine by its token's fingerprint). */
function actor(operator: ActingOperator): string {
  return operator.kind === 'person' ? operator.email : `machine ${operator.fingerprint}`;
}

/**
 * The scheduled pulls' sources: admins create, change and delete them (they hold credentials), finance and
 * admins pull one now, finance and support read them and their pulls. Each change is audited by the
 * operator audit hook with the source it concerned, never its secret (the body's `secret` is redacted
 * from logs like every field of that name).
 */
export function registerFeedSourceRoutes(app: FastifyInstance, deps: { load: FeedFileLoader }): void {
  const ctx = app.ctx;
  const auditDetail = (request: FastifyRequest) => {
    const params = request.params as { sourceId?: number } | undefined;
    const body = (request.body ?? {}) as Record<string, unknown>;
    return {
      ...(params?.sourceId !== undefined && { feed_source_id: params.sourceId }),
      ...(typeof body.brand === 'string' && { brand: body.brand, feed: body.feed }),
      changed: Object.keys(body).filter((field) => body[field] !== undefined),
    };
  };

  contractRoute(app, api.feedSources.listFeedSources, async () => ({ data: await readSources(ctx) }));
  contractRoute(
    app,
    api.feedSources.createFeedSource,
    async (request) => ({ data: await createSource(ctx, request.body, actor(request.operator)) }),
    { auditDetail },
  );
  contractRoute(
    app,
    api.feedSources.updateFeedSource,
    async (request) => ({ data: await changeSource(ctx, request.params.sourceId, request.body) }),
    { auditDetail },
  );
  contractRoute(
    app,
    api.feedSources.deleteFeedSource,
    async (request) => ({ data: await removeSource(ctx, request.params.sourceId) }),
    { auditDetail },
  );
  contractRoute(
    app,
    api.feedSources.pullFeedSourceNow,
    async (request) => ({
      data: await pullNow(ctx, request.params.sourceId, deps.load, actor(request.operator)),
    }),
    { auditDetail },
  );
  contractRoute(app, api.feedSources.feedSourcePulls, async (request) => ({
    data: await readPulls(ctx, request.params.sourceId, request.query),
  }));
}
