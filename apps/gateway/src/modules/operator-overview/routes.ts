import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { programOverview } from './service.ts';

/** The console's Overview: every console role and machine tokens (the contract's `roles`). */
export function registerOperatorOverviewRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  contractRoute(app, api.operatorConsole.programOverview, async (request) => ({
    data: await programOverview(ctx, request.query),
  }));
}
