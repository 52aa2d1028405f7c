import { api, type SessionTokens } from '@affiliate/contract';
import { sessionExpired } from '../../http/api-error.ts';
import {
  clearConsoleSessionCookie,
  consoleSessionAnswer,
  presentedConsoleRefreshToken,
} from '../../http/console-session-cookie.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { accountLimitWait, perAccountLimit, perIpLimit } from '../../plugins/rate-limit.ts';
import { operatorAccounts, signedInOperator, updateOperator } from './accounts.ts';
import {
  endConsoleSession,
  OPERATOR_REFRESH_TOKEN_TTL_MS,
  refreshConsoleSession,
} from './console-sessions.ts';
import { acceptInvitation, cancelInvitation, inviteOperator, openInvitation } from './invitations.ts';
import { endOwnSession, listOwnSessions } from './own-sessions.ts';
import { resetOperatorSignIn } from './sign-in-reset.ts';
import { signInLimitKey, signInOperator } from './sign-in.ts';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** The operator console's accounts: invitations, sign-in with a code, sessions, and the admins' list of operators. */
export function registerOperatorAccountRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { rateLimits } = ctx.config;
  /** A console sign-in's answer: the refresh token in its cookie, the access token in the body. */
  const consoleSession = (reply: FastifyReply, tokens: SessionTokens) =>
    consoleSessionAnswer(
      reply,
      ctx.config,
      tokens,
      new Date(ctx.config.now().getTime() + OPERATOR_REFRESH_TOKEN_TTL_MS),
    );
  const routes = api.operatorConsole;

  contractRoute(
    app,
    routes.openInvitation,
    async (request) => ({ data: await openInvitation(ctx, request.body.token, meta(request)) }),
    {
      rateLimit: perIpLimit(ctx.config, rateLimits.loginPerIp),
    },
  );
  contractRoute(
    app,
    routes.acceptInvitation,
    async (request, reply) => ({
      data: consoleSession(reply, await acceptInvitation(ctx, request.body, meta(request))),
    }),
    {
      rateLimit: perIpLimit(ctx.config, rateLimits.codePerIp),
    },
  );
  contractRoute(
    app,
    routes.operatorSignIn,
    async (request, reply) => ({
      data: consoleSession(
        reply,
        await signInOperator(ctx, request.body, meta(request), accountLimitWait(request)),
      ),
    }),
    {
      rateLimit: perIpLimit(ctx.config, rateLimits.loginPerIp),
      preHandler: [
        // One address is refused outright; attempts from everywhere leave both factors a way in.
        perAccountLimit(app, 'operator-sign-in-from', rateLimits.loginPerAccount, async (r) => {
          const account = await signInLimitKey(ctx, (r.body as { email?: string } | undefined)?.email);
          return account && `${account}|${r.ip}`;
        }),
        perAccountLimit(
          app,
          'operator-sign-in',
          rateLimits.loginPerAccount,
          (r) => signInLimitKey(ctx, (r.body as { email?: string } | undefined)?.email),
          { whenReached: 'flag' },
        ),
      ],
    },
  );
  contractRoute(
    app,
    routes.operatorRefresh,
    async (request, reply) => {
      const presented = presentedConsoleRefreshToken(request);
      if (!presented) throw sessionExpired();
      return { data: consoleSession(reply, await refreshConsoleSession(ctx, presented, meta(request))) };
    },
    {
      rateLimit: perIpLimit(ctx.config, rateLimits.refreshPerIp),
    },
  );
  contractRoute(app, routes.operatorSignOut, async (request, reply) => {
    const presented = presentedConsoleRefreshToken(request);
    if (presented) await endConsoleSession(ctx, presented, meta(request));
    clearConsoleSessionCookie(reply, ctx.config);
    return { data: { signedOut: true as const } };
  });

  contractRoute(app, routes.signedInOperator, async (request) => ({
    data: await signedInOperator(ctx, request.operator),
  }));
  contractRoute(app, routes.operatorSessionList, async (request) => ({
    data: await listOwnSessions(ctx, request.operator),
  }));
  contractRoute(app, routes.endOperatorSession, async (request) => ({
    data: await endOwnSession(ctx, request.operator, request.params.sessionId),
  }));
  contractRoute(app, routes.operatorAccounts, async () => ({ data: await operatorAccounts(ctx) }));
  contractRoute(
    app,
    routes.inviteOperator,
    async (request) => ({
      data: await inviteOperator(
        ctx,
        request.body,
        request.operator.kind === 'person' ? request.operator.id : null,
      ),
    }),
    { auditDetail: (request) => accountChange(request.body) },
  );
  contractRoute(app, routes.cancelInvitation, async (request) => ({
    data: await cancelInvitation(ctx, request.params.invitationId),
  }));
  contractRoute(app, routes.resetOperatorSignIn, async (request) => ({
    data: await resetOperatorSignIn(ctx, request.operator, request.params.operatorId),
  }));
  contractRoute(
    app,
    routes.updateOperator,
    async (request) => ({
      data: await updateOperator(ctx, request.operator, request.params.operatorId, request.body),
    }),
    {
      auditDetail: (request) => accountChange(request.body),
    },
  );
}

/** What an admin's change gives, for its audit row: the address invited, the role or status (the operator's id is in the path). */
function accountChange(body: unknown): Record<string, unknown> {
  const { email, role, status } = (typeof body === 'object' && body !== null ? body : {}) as Record<
    string,
    unknown
  >;
  return Object.fromEntries(
    Object.entries({ email, role, accountStatus: status }).filter(
      ([, value]) => typeof value === 'string' && value.length <= 254,
    ),
  );
}
