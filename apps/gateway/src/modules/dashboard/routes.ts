import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { withActivityFreshness } from '../feed-freshness/service.ts';
import { cachedDashboard, cachedCurrentPeriod, cachedReferralCounts } from './service.ts';

/** {id} is checked against the signed-in affiliate by contractRoute before these run. */
export function registerDashboardRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  contractRoute(app, api.dashboard.currentPeriod, async (request) => ({
    data: await cachedCurrentPeriod(ctx, request.affiliate.id),
  }));
  // The freshness is added to the cached figures on every request: it moves with any brand's batch and,
  // being late, with the clock.
  contractRoute(app, api.dashboard.dashboard, async (request) =>
    withActivityFreshness(
      ctx,
      await cachedDashboard(ctx, request.params.id, request.query, requestLanguage(request)),
      request.query.brand,
    ),
  );
  contractRoute(app, api.dashboard.referralCount, async (request) => ({
    data: await cachedReferralCounts(ctx, request.params.id),
  }));
}
