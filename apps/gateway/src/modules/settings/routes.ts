import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { programSettings, type StoredWithdrawalRule } from './program-settings.ts';
import { publicSettings, putSetting } from './service.ts';

/** The public settings the portal reads, and the operator's read and change of the program's settings. */
export function registerSettingRoutes(
  app: FastifyInstance,
  { storedWithdrawalRule }: { storedWithdrawalRule: StoredWithdrawalRule },
): void {
  const ctx = app.ctx;
  contractRoute(app, api.settings.settingAll, async (request) => ({
    data: await publicSettings(ctx, request.query.filterByCode),
  }));
  contractRoute(app, api.operator.operatorSettings, async () => ({
    data: await programSettings(ctx, storedWithdrawalRule),
  }));
  contractRoute(app, api.operator.putSetting, async (request) => ({
    data: await putSetting(ctx, request.params.code, request.body),
  }));
}
