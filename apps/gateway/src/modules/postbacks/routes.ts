import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { perAccountLimit } from '../../plugins/rate-limit.ts';
import {
  listPostbackSettings,
  postbackLog,
  removePostback,
  rotatePostbackSecret,
  savePostback,
  sendTestPostback,
} from './service.ts';

/** Test requests per affiliate per minute. */
export const POSTBACK_TESTS_PER_MINUTE = 10;

/** {id} is checked against the signed-in affiliate by contractRoute before these run. */
export function registerPostbackRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  contractRoute(app, api.postbacks.postbackList, async (request) => ({
    data: await listPostbackSettings(ctx, request.params.id),
  }));
  contractRoute(app, api.postbacks.savePostback, async (request) => ({
    data: await savePostback(ctx, request.params.id, request.params.event, request.body, request.ip),
  }));
  contractRoute(app, api.postbacks.deletePostback, async (request) => {
    await removePostback(ctx, request.params.id, request.params.event, request.ip);
    return { data: { removed: true as const, event: request.params.event } };
  });
  contractRoute(app, api.postbacks.rotatePostbackSecret, async (request) => ({
    data: await rotatePostbackSecret(ctx, request.params.id, request.ip),
  }));
  contractRoute(app, api.postbacks.postbackLog, async (request) => ({
    data: await postbackLog(ctx, request.params.id, request.query),
  }));
  // A test holds a connection for up to 5 s: a few a minute per affiliate is all a person needs.
  contractRoute(
    app,
    api.postbacks.testPostback,
    async (request) => ({ data: await sendTestPostback(ctx, request.params.id, request.params.event) }),
    {
      preHandler: [
        perAccountLimit(app, 'postback-test', POSTBACK_TESTS_PER_MINUTE, (r) =>
          r.affiliate ? String(r.affiliate.id) : undefined,
        ),
      ],
    },
  );
}
