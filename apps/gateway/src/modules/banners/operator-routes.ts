import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { addCatalogueBanner, listCatalogueBanners, retireCatalogueBanner } from './catalogue-service.ts';
import { CATALOGUE_UPLOAD_BODY_LIMIT } from './creative-check.ts';

/** The operator's side of the banner catalogue (`npm run operator -- banners` calls these routes). */
export function registerBannerOperatorRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  contractRoute(app, api.operator.listCatalogueBanners, async () => ({
    data: await listCatalogueBanners(ctx),
  }));
  contractRoute(
    app,
    api.operator.addCatalogueBanner,
    async (request) => ({ data: await addCatalogueBanner(ctx, request.body) }),
    { bodyLimit: CATALOGUE_UPLOAD_BODY_LIMIT },
  );
  contractRoute(app, api.operator.retireCatalogueBanner, async (request) => ({
    data: await retireCatalogueBanner(ctx, request.params.bannerId),
  }));
}
