import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { operatorActor } from '../../http/access.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { reverseCpa } from './cpa-reversal.ts';
import { cachedCurrentCommission } from './current.ts';
import { listPeriods, previewPeriod } from './preview.ts';
import { closePeriod, setCommissionPlan } from './service.ts';

/** The affiliate's running month under its deal, and the operator's side of commission: plan changes, the months with a preview of their close, and closing a month (operator endpoints: a machine's token or a finance operator's). */
export function registerCommissionRoutes(app: FastifyInstance): void {
  contractRoute(app, api.operator.setCommissionPlan, async (request) => ({
    data: await setCommissionPlan(app.ctx, request.params.memberId, request.body, operatorActor(request)),
  }));
  contractRoute(app, api.operatorConsole.commissionPeriods, async () => ({
    data: await listPeriods(app.ctx),
  }));
  contractRoute(app, api.operatorConsole.commissionPeriodPreview, async (request) => ({
    data: await previewPeriod(app.ctx, request.params.period),
  }));
  contractRoute(app, api.dashboard.commissionCurrent, async (request) => ({
    data: await cachedCurrentCommission(app.ctx, request.params.id, requestLanguage(request)),
  }));
  contractRoute(app, api.operator.reverseCpa, async (request) => ({
    data: await reverseCpa(app.ctx, request.params.customerId, request.body.reason, operatorActor(request)),
  }));
  contractRoute(app, api.operator.closePeriod, async (request) => ({
    data: await closePeriod(app.ctx, request.params.period, operatorActor(request)),
  }));
}
