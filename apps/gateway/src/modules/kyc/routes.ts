import formbody from '@fastify/formbody';
import { api } from '@affiliate/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operatorActor } from '../../http/access.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { receiveCallback } from './callback.ts';
import { attemptDocument } from './review-document.ts';
import { decideReview, listReviews } from './review-service.ts';
import { registerSandboxRoutes } from './sandbox-routes.ts';
import { continueVerification, initiateVerification, kycStatus } from './service.ts';

/** Netverify's callback is a few kilobytes of form fields. */
const CALLBACK_BODY_LIMIT = 32 * 1024;

export async function registerKycRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  if (ctx.config.kycProvider === 'jumio' && !ctx.config.jumio)
    throw new Error(
      'KYC_PROVIDER=jumio needs the Jumio account (JUMIO_API_TOKEN, JUMIO_API_SECRET, JUMIO_BASE_URL, JUMIO_CALLBACK_ALLOWLIST).',
    );
  contractRoute(app, api.kyc.kycStatus, async (request) => ({
    data: await kycStatus(ctx, request.params.memberId),
  }));
  const requestOrigin = (request: FastifyRequest) => ({
    origin: request.headers.origin,
    host: request.headers.host,
  });
  contractRoute(app, api.kyc.kycInitiate, async (request) => ({
    data: await initiateVerification(ctx, request.affiliate.id, request.body, {
      from: requestOrigin(request),
    }),
  }));
  contractRoute(app, api.kyc.kycContinue, async (request) => ({
    data: await continueVerification(ctx, request.affiliate.id),
  }));
  contractRoute(app, api.kyc.kycRestart, async (request) => ({
    data: await initiateVerification(ctx, request.affiliate.id, request.body, {
      from: requestOrigin(request),
      restart: { ip: request.ip },
    }),
  }));

  // The provider's form-encoded callback: the form parser exists in this scope only.
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: CALLBACK_BODY_LIMIT });
    contractRoute(
      scope,
      api.kyc.kycCallback,
      async (request, reply) => {
        await receiveCallback(ctx, { ...request.params, body: request.body, callerAddress: request.ip });
        return reply.type('text/plain; charset=utf-8').send('OK');
      },
      { bodyLimit: CALLBACK_BODY_LIMIT },
    );
  });

  await registerSandboxRoutes(app);

  contractRoute(app, api.operator.kycReviews, async (request) => {
    const url = `${ctx.config.publicUrl}${api.operator.kycReviews.path}?status=${request.query.status}&per_page=${request.query.per_page}`;
    return listReviews(ctx, request.query, url);
  });
  // The applicant's ID picture: an operator session of a role the contract admits (support, admin), or a
  // machine token; the type is one of four images read from the bytes, never sniffed as anything else,
  // never kept by a cache, and shown inline only (the console fetches it with its bearer).
  contractRoute(app, api.operator.kycAttemptDocument, async (request, reply) => {
    const { memberId, attemptId } = request.params;
    const document = await attemptDocument(ctx, memberId, attemptId);
    return reply
      .type(document.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store, private')
      .header('cross-origin-resource-policy', 'same-origin')
      .header('content-disposition', `inline; filename="id-attempt-${attemptId}.${document.extension}"`)
      .send(document.bytes);
  });
  contractRoute(app, api.operator.approveKyc, async (request) => ({
    data: await decideReview(ctx, request.params.memberId, { approve: true }, operatorActor(request)),
  }));
  contractRoute(app, api.operator.refuseKyc, async (request) => ({
    data: await decideReview(
      ctx,
      request.params.memberId,
      { approve: false, reason: request.body.reason },
      operatorActor(request),
    ),
  }));
}
