import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { operatorActor } from '../../http/access.ts';
import { assignDeal, listDeals, saveDeal, setDefaultDeal } from './service.ts';

/** Deals: every operator role reads them; finance and admins save, make default and assign (each audited). */
export function registerDealRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  contractRoute(app, api.operator.listDeals, async () => ({ data: await listDeals(ctx.db) }));
  contractRoute(app, api.operator.saveDeal, async (request) => ({
    data: await saveDeal(ctx, request.body, operatorActor(request)),
  }));
  contractRoute(app, api.operator.setDefaultDeal, async (request) => ({
    data: await setDefaultDeal(ctx, request.body.deal),
  }));
  contractRoute(app, api.operator.assignDeal, async (request) => ({
    data: await assignDeal(ctx, request.params.memberId, request.body, operatorActor(request)),
  }));
}
