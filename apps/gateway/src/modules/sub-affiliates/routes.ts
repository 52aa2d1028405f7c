import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { operatorActor } from '../../http/access.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { mySubAffiliates, parentHistory, setParent } from './service.ts';

/**
 * Sub-affiliates (issue 38): the affiliate's own list and invite link; the operator's move or detach
 * (audited with the reason and both parents) and a sub's history of parents.
 */
export function registerSubAffiliateRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const { subAffiliates } = api;
  contractRoute(app, subAffiliates.mySubAffiliates, async (request) =>
    mySubAffiliates(ctx, request.affiliate.id),
  );
  contractRoute(
    app,
    subAffiliates.setSubAffiliateParent,
    async (request) => ({
      data: await setParent(
        ctx,
        request.params.memberId,
        request.body.parent,
        request.body.reason,
        operatorActor(request),
      ),
    }),
    {
      // The reason and the parent asked for (the history keeps the one before); a refused body is audited too.
      auditDetail: (request) => {
        const body = request.body as { reason?: unknown; parent?: unknown } | undefined;
        return {
          reason: String(body?.reason ?? '').slice(0, 500),
          toParent: body?.parent === null ? 'none' : String(body?.parent ?? ''),
        };
      },
    },
  );
  contractRoute(app, subAffiliates.subAffiliateHistory, async (request) => ({
    data: await parentHistory(ctx, request.params.memberId),
  }));
}
