import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { buildTrackingLink } from './link-builder.ts';
import { createReferralCode, listAffiliateBrands, listReferralCodes } from './service.ts';

export function registerReferralCodeRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  contractRoute(app, api.referralCodes.referralCodeList, async (request) => ({
    data: await listReferralCodes(ctx, request.params.id),
  }));
  contractRoute(app, api.referralCodes.createReferralCode, async (request) => ({
    data: await createReferralCode(ctx, request.params.id, request.body),
  }));
  contractRoute(app, api.referralCodes.affiliateBrands, async (request) => ({
    data: await listAffiliateBrands(ctx, request.params.id),
  }));
  contractRoute(app, api.referralCodes.buildTrackingLink, async (request) => ({
    data: await buildTrackingLink(ctx, request.params.id, request.body),
  }));
}
