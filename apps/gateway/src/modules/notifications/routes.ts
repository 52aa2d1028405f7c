import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { broadcastNotification, listAffiliateNotifications, markNotificationsRead } from './service.ts';

export function registerNotificationRoutes(app: FastifyInstance): void {
  contractRoute(app, api.notifications.notifications, async (request) =>
    listAffiliateNotifications(app.ctx, request.affiliate.id, request.query),
  );

  contractRoute(app, api.notifications.readNotifications, async (request) => ({
    data: await markNotificationsRead(app.ctx, request.affiliate.id, request.body.ids),
  }));

  // The operator's broadcast to every affiliate (`npm run operator -- broadcast`).
  contractRoute(app, api.operator.broadcast, async (request) => ({
    data: await broadcastNotification(app.ctx, request.body),
  }));
}
