import { api } from '@affiliate/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { accountLimitWait, perAccountLimit, perIpLimit } from '../../plugins/rate-limit.ts';
import * as auth from './service.ts';

const loginName = (request: FastifyRequest) => (request.body as { username?: string } | undefined)?.username;

/** `secondFactor`: the second step of a sign-in for an account with two-factor on (modules/totp/sign-in.ts). */
export function registerAuthRoutes(
  app: FastifyInstance,
  { secondFactor }: { secondFactor: auth.SignInSecondFactor },
): void {
  const { config } = app.ctx;
  const meta = (request: { ip: string; headers: { 'user-agent'?: string } }) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  contractRoute(
    app,
    api.auth.login,
    async (request) => ({
      data: await auth.login(app.ctx, request.body, meta(request), secondFactor, accountLimitWait(request)),
    }),
    {
      rateLimit: perIpLimit(config, config.rateLimits.loginPerIp),
      preHandler: [
        // One address guessing one account's password is stopped outright...
        perAccountLimit(app, 'login-from', config.rateLimits.loginPerAccount, async (r) => {
          const account = await auth.loginLimitKey(app.ctx, loginName(r));
          return account && `${account}|${r.ip}`;
        }),
        // ...while attempts from everywhere only narrow the account to its password with a valid second
        // factor, so whoever spreads guesses over many addresses cannot lock the real user out.
        perAccountLimit(
          app,
          'login',
          config.rateLimits.loginPerAccount,
          (r) => auth.loginLimitKey(app.ctx, loginName(r)),
          { whenReached: 'flag' },
        ),
      ],
    },
  );

  contractRoute(app, api.auth.user, async (request) => ({
    data: await auth.currentUser(app.ctx, request.affiliate.id),
  }));

  contractRoute(
    app,
    api.auth.refreshToken,
    async (request) => ({ data: await auth.refresh(app.ctx, request.body.refreshToken, meta(request)) }),
    {
      rateLimit: perIpLimit(config, config.rateLimits.refreshPerIp),
    },
  );

  contractRoute(app, api.auth.logout, async (request) => {
    await auth.logout(app.ctx, request.body.refreshToken, meta(request));
    return { data: { loggedOut: true as const } };
  });
}
