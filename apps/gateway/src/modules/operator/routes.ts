import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { CATALOGUE_UPLOAD_BODY_LIMIT } from '../banners/creative-check.ts';
import { operatorActions as ops } from './service.ts';

export function registerOperatorRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  contractRoute(app, api.operator.putSetting, async (request) => ({ data: await ops.putSetting(ctx, request.params.code, request.body) }));
  contractRoute(app, api.operator.broadcast, async (request) => ({ data: await ops.broadcast(ctx, request.body) }));
  contractRoute(app, api.operator.createAffiliate, async (request) => ({ data: await ops.createAffiliate(ctx, request.body) }));
  contractRoute(app, api.operator.outbox, async (request) => ({ data: await ops.outbox(ctx, request.query) }));
  contractRoute(app, api.operator.demoSeed, async () => ({ data: await ops.demoSeed(ctx) }));
  contractRoute(app, api.operator.listCatalogueBanners, async () => ({ data: await ops.listBanners(ctx) }));
  contractRoute(app, api.operator.addCatalogueBanner, async (request) => ({ data: await ops.addBanner(ctx, request.body) }), { bodyLimit: CATALOGUE_UPLOAD_BODY_LIMIT });
  contractRoute(app, api.operator.retireCatalogueBanner, async (request) => ({ data: await ops.retireBanner(ctx, request.params.bannerId) }));
}
