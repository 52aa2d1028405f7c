import { api, messages } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { changePassword } from '../auth/service.ts';
import { getMember, getMemberProducts } from './service.ts';

export function registerMemberRoutes(app: FastifyInstance): void {
  contractRoute(app, api.members.me, async (request) => ({
    data: await getMember(app.ctx, request.affiliate.id, request.query.include),
  }));

  contractRoute(app, api.members.products, async (request) => ({
    data: await getMemberProducts(app.ctx, request.affiliate.id),
  }));

  contractRoute(app, api.members.changePassword, async (request) => {
    await changePassword(app.ctx, request.affiliate, request.body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    return { data: { message: messages.passwordUpdated } };
  });
}
