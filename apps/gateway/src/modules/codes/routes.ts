import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { perAccountLimit, perIpLimit } from '../../plugins/rate-limit.ts';
import { recordAudit } from '../../http/audit.ts';
import { findAffiliateCredentials } from '../auth/repository.ts';
import { sessionExpired } from '../../http/api-error.ts';
import { forgotPassword } from './forgot-password.ts';
import { issueOneTimeCode } from './service.ts';

export function registerCodeRoutes(app: FastifyInstance): void {
  const { config } = app.ctx;
  const perIp = perIpLimit(config, config.rateLimits.codePerIp);

  contractRoute(
    app,
    api.codes.requestCode,
    async (request) => {
      const affiliate = await findAffiliateCredentials(app.ctx.db, request.affiliate.id);
      if (!affiliate) throw sessionExpired();
      const expiresAt = await app.ctx.db.transaction((tx) =>
        issueOneTimeCode(app.ctx, tx, affiliate, request.body.purpose),
      );
      await recordAudit(app.ctx, {
        event: 'code.requested',
        affiliateId: affiliate.id,
        ip: request.ip,
        detail: { purpose: request.body.purpose },
      });
      return {
        data: {
          message: 'We have sent a 6-digit code to your email address. It is valid for 10 minutes.',
          expiresAt: expiresAt.toISOString(),
        },
      };
    },
    {
      rateLimit: perIp,
      preHandler: [
        perAccountLimit(app, 'requestcode', config.rateLimits.codePerAccount, (r) =>
          r.affiliate ? String(r.affiliate.id) : undefined,
        ),
      ],
    },
  );

  contractRoute(
    app,
    api.codes.forgotPassword,
    async (request) => ({ data: await forgotPassword(app.ctx, request.body, request.ip) }),
    {
      rateLimit: perIp,
      preHandler: [
        perAccountLimit(
          app,
          'forgot-password',
          config.rateLimits.codePerAccount,
          (r) => (r.body as { email?: string } | undefined)?.email,
        ),
      ],
    },
  );
}
