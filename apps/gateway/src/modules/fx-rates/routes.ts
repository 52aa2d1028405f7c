import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { actorName, operatorActor } from '../../http/operator-access.ts';
import { listFxRates, putFxRates } from './service.ts';

/** The operator's daily reference rates: set a day's (finance, admin), list them (every console role). */
export function registerFxRateRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  contractRoute(app, api.fxRates.fxRateList, async (request) => ({
    data: await listFxRates(ctx, request.query),
  }));
  contractRoute(
    app,
    api.fxRates.putFxRates,
    async (request) => ({
      data: await putFxRates(ctx, request.body, actorName(operatorActor(request))),
    }),
    {
      auditDetail: (request) => {
        const body = request.body as { date?: unknown; source?: unknown; rates?: unknown } | undefined;
        return {
          date: body?.date,
          source: body?.source,
          pairs: Array.isArray(body?.rates) ? body.rates.length : 0,
        };
      },
    },
  );
}
