import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { operatorActor } from '../../http/access.ts';
import { revokeAffiliateToken } from '../api-tokens/operator-revocation.ts';
import { createAffiliate } from './create-affiliate.ts';
import { affiliateIntegrations } from './integrations.ts';
import { affiliateRecord } from './record.ts';
import { searchAffiliates } from './search.ts';
import { reactivateAffiliate, suspendAffiliate } from './suspension.ts';

/** The console's Affiliates screens: the search, one affiliate's record and its integrations (and revoking a token), suspension; and creating an affiliate (operator API and CLI). */
export function registerAffiliateRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const routes = api.operatorConsole;
  contractRoute(app, api.operator.createAffiliate, async (request) => ({
    data: await createAffiliate(ctx, request.body, operatorActor(request)),
  }));
  contractRoute(app, routes.affiliateSearch, async (request) => searchAffiliates(ctx, request.query));
  contractRoute(app, routes.affiliateDetail, async (request) => ({
    data: await affiliateRecord(ctx, request.params.memberId),
  }));
  contractRoute(app, routes.affiliateIntegrations, async (request) => ({
    data: await affiliateIntegrations(ctx, request.params.memberId),
  }));
  contractRoute(
    app,
    routes.revokeAffiliateApiToken,
    async (request) => ({
      data: await revokeAffiliateToken(
        ctx,
        request.params.memberId,
        request.params.tokenId,
        request.body.reason,
        operatorActor(request),
      ),
    }),
    // The token, and the operator's reason as for a suspension (cut short when shown).
    {
      auditDetail: (request) => ({
        tokenId: String((request.params as { tokenId?: unknown }).tokenId ?? ''),
        reason: String((request.body as { reason?: unknown } | undefined)?.reason ?? '').slice(0, 500),
      }),
    },
  );
  contractRoute(
    app,
    routes.suspendAffiliate,
    async (request) => ({
      data: await suspendAffiliate(ctx, request.params.memberId, request.body.reason, operatorActor(request)),
    }),
    {
      // The reason is the operator's own words about the affiliate, kept with the action (cut short when shown).
      auditDetail: (request) => ({
        reason: String((request.body as { reason?: unknown } | undefined)?.reason ?? '').slice(0, 500),
      }),
    },
  );
  contractRoute(app, routes.reactivateAffiliate, async (request) => ({
    data: await reactivateAffiliate(ctx, request.params.memberId),
  }));
}
