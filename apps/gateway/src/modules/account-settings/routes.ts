import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { perAccountLimit, perIpLimit } from '../../plugins/rate-limit.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import * as settings from './service.ts';

export function registerAccountSettingsRoutes(app: FastifyInstance): void {
  contractRoute(app, api.account.sessionList, async (request) => ({
    data: await settings.listSessions(app.ctx, request.affiliate),
  }));

  contractRoute(app, api.account.revokeSession, async (request) => ({
    data: await settings.revokeOwnSession(app.ctx, request.affiliate, request.params.sessionId, request.ip),
  }));

  contractRoute(app, api.account.revokeOtherSessions, async (request) => ({
    data: { revoked: await settings.revokeOtherSessions(app.ctx, request.affiliate, request.ip) },
  }));

  contractRoute(app, api.account.revokeSessions, async (request) => ({
    data: {
      revoked: await settings.revokeSessions(app.ctx, request.affiliate, request.body.sessionIds, request.ip),
    },
  }));

  contractRoute(app, api.account.updatePreferences, async (request) => ({
    data: await settings.updatePreferences(app.ctx, request.affiliate.id, request.body),
  }));

  contractRoute(app, api.account.updateProfile, async (request) => ({
    data: await settings.updateProfile(app.ctx, request.affiliate.id, request.body),
  }));

  // Limited like the other code endpoints: each request mails a code, each confirm is a guess.
  const { config } = app.ctx;
  const perIp = perIpLimit(config, config.rateLimits.codePerIp);
  const perAccount = (name: string) =>
    perAccountLimit(app, name, config.rateLimits.codePerAccount, (r) =>
      r.affiliate ? String(r.affiliate.id) : undefined,
    );

  contractRoute(
    app,
    api.account.requestEmailChange,
    async (request) => ({
      data: await requestEmailChange(app.ctx, request.affiliate.id, request.body, request.ip),
    }),
    {
      rateLimit: perIp,
      preHandler: [perAccount('email-change')],
    },
  );

  contractRoute(
    app,
    api.account.confirmEmailChange,
    async (request) => ({
      data: await confirmEmailChange(app.ctx, request.affiliate.id, request.body.code, request.ip),
    }),
    {
      rateLimit: perIp,
      preHandler: [perAccount('email-change-confirm')],
    },
  );
}
