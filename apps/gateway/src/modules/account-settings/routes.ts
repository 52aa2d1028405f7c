import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import * as settings from './service.ts';

export function registerAccountSettingsRoutes(app: FastifyInstance): void {
  contractRoute(app, api.account.sessions, async (request) => ({ data: await settings.listSessions(app.ctx, request.member!) }));

  contractRoute(app, api.account.revokeSession, async (request) => ({
    data: await settings.revokeOwnSession(app.ctx, request.member!, request.params.sessionId, request.ip),
  }));

  contractRoute(app, api.account.revokeOtherSessions, async (request) => ({
    data: { revoked: await settings.revokeOtherSessions(app.ctx, request.member!, request.ip) },
  }));

  contractRoute(app, api.account.preferences, async (request) => ({ data: await settings.updatePreferences(app.ctx, request.member!.id, request.body) }));

  contractRoute(app, api.account.profile, async (request) => ({ data: await settings.updateProfile(app.ctx, request.member!.id, request.body) }));
}
