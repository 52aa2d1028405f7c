import { api, BRAND_NOT_FOUND, errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/api-error.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { setExpectedEvery } from './repository.ts';
import { feedFreshness, feedFreshnessRowOf } from './service.ts';

/**
 * The brands' feeds as the operator sees them (every role reads), and how often a pushed feed is
 * expected (admins set it; a scheduled pull sets its own from its schedule), audited.
 */
export function registerFeedFreshnessRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  contractRoute(app, api.operator.feedFreshnessList, async () => {
    const now = ctx.config.now();
    return { data: (await feedFreshness(ctx)).map((feed) => feedFreshnessRowOf(feed, now)) };
  });
  contractRoute(
    app,
    api.operator.setFeedExpectedEvery,
    async (request) => {
      const { code, feed } = request.params;
      const stored = await setExpectedEvery(ctx.db, code, feed, request.body.expected_every_minutes);
      if (!stored) throw new ApiError(404, BRAND_NOT_FOUND, errorCodes.notFound);
      ctx.feedFreshness.forget();
      return { data: feedFreshnessRowOf(stored, ctx.config.now()) };
    },
    {
      auditDetail: (request) => {
        const params = request.params as { code: string; feed: string };
        const minutes = (request.body as { expected_every_minutes?: number | null } | undefined)
          ?.expected_every_minutes;
        return { brand: params.code, changes: `${params.feed} expected every: ${minutes ?? 'none'} minutes` };
      },
    },
  );
}
