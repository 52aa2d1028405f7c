import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { operatorActions as ops } from './service.ts';

export function registerOperatorRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  contractRoute(app, api.operator.putSetting, async (request) => ({ data: await ops.putSetting(ctx, request.params.code, request.body) }));
  contractRoute(app, api.operator.broadcast, async (request) => ({ data: await ops.broadcast(ctx, request.body) }));
  contractRoute(app, api.operator.createAffiliate, async (request) => ({ data: await ops.createAffiliate(ctx, request.body) }));
  contractRoute(app, api.operator.outbox, async (request) => ({ data: await ops.outbox(ctx, request.query) }));
  contractRoute(app, api.operator.demoSeed, async () => ({ data: await ops.demoSeed(ctx) }));
}
