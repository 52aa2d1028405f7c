import { api } from '@affiliate/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operatorActor } from '../../http/access.ts';
import { ApiError } from '../../http/api-error.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { errorCodes, PLAYER_NOT_FOUND } from '@affiliate/contract';
import { actOnPlayer } from './operator-actions.ts';
import { playerChanges } from './repository.ts';
import { affiliateChanges } from './service.ts';
import { operatorView } from './views.ts';

/**
 * The change log (issue 39): the affiliate's own entries; the console's move, delete and duplicate
 * (audited with the reason and what was asked) and a player's entries on every affiliate's log.
 */
export function registerPlayerChangeRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const { playerChanges: endpoints } = api;
  contractRoute(app, endpoints.affiliateChanges, async (request) =>
    affiliateChanges(ctx, request.affiliate.id, request.query, `${ctx.config.publicUrl}${request.url}`),
  );
  const auditDetail = (request: FastifyRequest) => {
    const body = request.body as Record<string, unknown> | undefined;
    const params = request.params as { customerId?: unknown } | undefined;
    return {
      customerId: String(params?.customerId ?? ''),
      reason: String(body?.reason ?? '').slice(0, 500),
      ...(body?.to_referral_code === undefined ? {} : { toReferralCode: String(body.to_referral_code) }),
      ...(body?.of_customer_id === undefined ? {} : { ofCustomerId: String(body.of_customer_id) }),
    };
  };
  contractRoute(
    app,
    endpoints.movePlayer,
    async (request) => ({
      data: await actOnPlayer(
        ctx,
        request.params.customerId,
        { kind: 'move', toCode: request.body.to_referral_code },
        request.body.reason,
        operatorActor(request),
      ),
    }),
    { auditDetail },
  );
  contractRoute(
    app,
    endpoints.deletePlayer,
    async (request) => ({
      data: await actOnPlayer(
        ctx,
        request.params.customerId,
        { kind: 'delete' },
        request.body.reason,
        operatorActor(request),
      ),
    }),
    { auditDetail },
  );
  contractRoute(
    app,
    endpoints.markPlayerDuplicate,
    async (request) => ({
      data: await actOnPlayer(
        ctx,
        request.params.customerId,
        { kind: 'duplicate', ofCustomerId: request.body.of_customer_id },
        request.body.reason,
        operatorActor(request),
      ),
    }),
    { auditDetail },
  );
  contractRoute(app, endpoints.playerChangeHistory, async (request) => {
    const rows = await playerChanges(ctx.db, request.params.customerId);
    if (rows === null) throw new ApiError(404, PLAYER_NOT_FOUND, errorCodes.notFound);
    return { data: rows.map(operatorView) };
  });
}
