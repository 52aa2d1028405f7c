import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import * as totp from './service.ts';

/** GET /api/v1/bo/totp/status and /setting, POST setup, confirm, enable, disable, reset, recovery-codes. */
export function registerTotpRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  contractRoute(app, api.totp.totpStatus, async (request) => ({
    data: { status: await totp.twoFactorStatus(ctx, request.affiliate.id) },
  }));

  contractRoute(app, api.totp.totpSetting, async (request) => ({
    data: await totp.twoFactorSetting(ctx, request.affiliate.id),
  }));

  contractRoute(app, api.totp.totpSetup, async (request) => ({
    data: await totp.setUpAuthenticator(ctx, request.affiliate.id, { ip: request.ip }),
  }));

  contractRoute(app, api.totp.totpConfirm, async (request) => ({
    data: await totp.confirmAuthenticator(ctx, request.affiliate.id, request.body.code, { ip: request.ip }),
  }));

  contractRoute(app, api.totp.totpEnable, async (request) => ({
    data: await totp.enableTwoFactor(ctx, request.affiliate.id, request.body.code, { ip: request.ip }),
  }));

  contractRoute(app, api.totp.totpDisable, async (request) => ({
    data: await totp.disableTwoFactor(ctx, request.affiliate.id, request.body.code, { ip: request.ip }),
  }));

  contractRoute(app, api.totp.totpReset, async (request) => ({
    data: await totp.resetTwoFactor(ctx, request.affiliate.id, request.body.code, { ip: request.ip }),
  }));

  contractRoute(app, api.totp.totpRecoveryCodes, async (request) => ({
    data: await totp.replaceRecoveryCodes(ctx, request.affiliate.id, request.body.code, { ip: request.ip }),
  }));
}
