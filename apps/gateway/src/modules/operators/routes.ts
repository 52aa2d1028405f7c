import { api } from '@affiliate/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { perAccountLimit, perIpLimit } from '../../plugins/rate-limit.ts';
import { operatorAccounts, signedInOperator, updateOperator } from './accounts.ts';
import { endConsoleSession, refreshConsoleSession } from './console-sessions.ts';
import { acceptInvitation, cancelInvitation, inviteOperator, openInvitation } from './invitations.ts';
import { endOwnSession, listOwnSessions } from './own-sessions.ts';
import { resetOperatorSignIn } from './sign-in-reset.ts';
import { signInLimitKey, signInOperator } from './sign-in.ts';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** The operator console's accounts: invitations, sign-in with a code, sessions, and the admins' list of operators. */
export function registerOperatorAccountRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { rateLimits } = ctx.config;
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
    async (request) => ({ data: await acceptInvitation(ctx, request.body, meta(request)) }),
    {
      rateLimit: perIpLimit(ctx.config, rateLimits.codePerIp),
    },
  );
  contractRoute(
    app,
    routes.operatorSignIn,
    async (request) => ({ data: await signInOperator(ctx, request.body, meta(request)) }),
    {
      rateLimit: perIpLimit(ctx.config, rateLimits.loginPerIp),
      preHandler: [
        perAccountLimit(app, 'operator-sign-in', rateLimits.loginPerAccount, (r) =>
          signInLimitKey(ctx, (r.body as { email?: string } | undefined)?.email),
        ),
      ],
    },
  );
  contractRoute(
    app,
    routes.operatorRefresh,
    async (request) => ({ data: await refreshConsoleSession(ctx, request.body.refreshToken, meta(request)) }),
    {
      rateLimit: perIpLimit(ctx.config, rateLimits.refreshPerIp),
    },
  );
  contractRoute(app, routes.operatorSignOut, async (request) => {
    await endConsoleSession(ctx, request.body.refreshToken, meta(request));
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
