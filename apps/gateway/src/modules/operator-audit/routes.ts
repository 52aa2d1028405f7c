import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { auditActions, auditPage } from './service.ts';

/** The audit trail read back in the console (admins and machine tokens only: the contract's `roles: []`). */
export function registerOperatorAuditRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  contractRoute(app, api.operatorConsole.auditLog, async (request) => auditPage(ctx, request.query));
  contractRoute(app, api.operatorConsole.auditActions, async () => ({ data: await auditActions(ctx) }));
}
