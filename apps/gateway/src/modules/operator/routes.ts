import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import {
  addCatalogueBanner,
  listCatalogueBanners,
  retireCatalogueBanner,
} from '../banners/catalogue-service.ts';
import { CATALOGUE_UPLOAD_BODY_LIMIT } from '../banners/creative-check.ts';
import { readOutbox } from '../mail/service.ts';
import { createAffiliate } from '../affiliates/create-affiliate.ts';
import { broadcastNotification } from '../notifications/service.ts';
import { putSetting } from '../settings/service.ts';
import { programSettings } from './program-settings.ts';

/** The operator's general routes (settings, notifications, affiliates, outbox, banner catalogue; demo data: demo/routes.ts). */
export function registerOperatorRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  contractRoute(app, api.operator.operatorSettings, async () => ({ data: await programSettings(ctx) }));
  contractRoute(app, api.operator.putSetting, async (request) => ({
    data: await putSetting(ctx, request.params.code, request.body),
  }));
  contractRoute(app, api.operator.broadcast, async (request) => ({
    data: await broadcastNotification(ctx, request.body),
  }));
  contractRoute(app, api.operator.createAffiliate, async (request) => ({
    data: await createAffiliate(ctx, request.body),
  }));
  contractRoute(app, api.operator.outbox, async (request) => ({
    data: await readOutbox(ctx, request.query),
  }));
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
