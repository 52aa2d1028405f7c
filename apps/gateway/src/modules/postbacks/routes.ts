import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { listPostbackSettings, postbackLog, removePostback, rotatePostbackSecret, savePostback, sendTestPostback } from './service.ts';

/** {id} is checked against the signed-in affiliate by contractRoute before these run. */
export function registerPostbackRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  contractRoute(app, api.postbacks.postbackList, async (request) => ({ data: await listPostbackSettings(ctx, request.params.id) }));
  contractRoute(app, api.postbacks.savePostback, async (request) => ({ data: await savePostback(ctx, request.params.id, request.params.event, request.body) }));
  contractRoute(app, api.postbacks.deletePostback, async (request) => {
    await removePostback(ctx, request.params.id, request.params.event);
    return { data: { removed: true as const, event: request.params.event } };
  });
  contractRoute(app, api.postbacks.rotatePostbackSecret, async (request) => ({ data: await rotatePostbackSecret(ctx, request.params.id) }));
  contractRoute(app, api.postbacks.postbackLog, async (request) => ({ data: await postbackLog(ctx, request.params.id, request.query) }));
  contractRoute(app, api.postbacks.testPostback, async (request) => ({ data: await sendTestPostback(ctx, request.params.id, request.params.event) }));
}
