import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { createPersonalToken, listPersonalTokens, revokePersonalToken } from './service.ts';

/** {id} is checked against the signed-in affiliate by contractRoute; a personal token opens none of these. */
export function registerApiTokenRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  contractRoute(app, api.apiTokens.personalTokenList, async (request) => ({
    data: await listPersonalTokens(ctx, request.params.id),
  }));
  contractRoute(app, api.apiTokens.createPersonalToken, async (request) => ({
    data: await createPersonalToken(ctx, request.params.id, request.body, request.ip),
  }));
  contractRoute(app, api.apiTokens.revokePersonalToken, async (request) => {
    await revokePersonalToken(ctx, request.params.id, request.params.tokenId, request.ip);
    return { data: { revoked: true as const } };
  });
}
