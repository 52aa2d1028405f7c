import { api, messages } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { changePassword } from '../auth/service.ts';
import { getAffiliate, getAffiliateProducts } from './service.ts';

export function registerSignedInAffiliateRoutes(app: FastifyInstance): void {
  contractRoute(app, api.members.me, async (request) => ({
    data: await getAffiliate(app.ctx, request.affiliate.id, request.query.include),
  }));

  contractRoute(app, api.members.products, async (request) => ({
    data: await getAffiliateProducts(app.ctx, request.affiliate.id),
  }));

  contractRoute(app, api.members.changePassword, async (request) => {
    await changePassword(app.ctx, request.affiliate, request.body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return { data: { message: messages.passwordUpdated } };
  });
}
