import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { publicSettings } from './service.ts';

export function registerSettingRoutes(app: FastifyInstance): void {
  contractRoute(app, api.settings.settingAll, async (request) => ({
    data: await publicSettings(app.ctx, request.query.filterByCode),
  }));
}
