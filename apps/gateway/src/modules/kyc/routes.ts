import formbody from '@fastify/formbody';
import { api } from '@affiliate/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { describeWithdrawalIdentity } from './withdrawal-rule.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { receiveCallback } from './callback.ts';
import { operatorActions as ops } from '../operator/service.ts';
import { registerSandboxRoutes } from './sandbox-routes.ts';
import { continueVerification, initiateVerification, kycStatus } from './service.ts';
import { startKycRetrieval } from './retrieval.ts';

/** Netverify's callback is a few kilobytes of form fields. */
const CALLBACK_BODY_LIMIT = 32 * 1024;

export async function registerKycRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  if (ctx.config.kycProvider === 'jumio' && !ctx.config.jumio) throw new Error('KYC_PROVIDER=jumio needs the Jumio account (JUMIO_API_TOKEN, JUMIO_API_SECRET, JUMIO_BASE_URL, JUMIO_CALLBACK_ALLOWLIST).');
  contractRoute(app, api.kyc.kycStatus, async (request) => ({ data: await kycStatus(ctx, request.params.memberId) }));
  contractRoute(app, api.payments.withdrawalIdentity, async (request) => ({ data: await describeWithdrawalIdentity(ctx.db, request.affiliate.id) }));
  const requestOrigin = (request: FastifyRequest) => ({ origin: request.headers.origin, host: request.headers.host });
  contractRoute(app, api.kyc.kycInitiate, async (request) => ({
    data: await initiateVerification(ctx, request.affiliate.id, request.body, { from: requestOrigin(request) }),
  }));
  contractRoute(app, api.kyc.kycContinue, async (request) => ({ data: await continueVerification(ctx, request.affiliate.id) }));
  contractRoute(app, api.kyc.kycRestart, async (request) => ({
    data: await initiateVerification(ctx, request.affiliate.id, request.body, { from: requestOrigin(request), restart: { ip: request.ip } }),
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
    const url = `${ctx.config.publicUrl}${api.operator.kycReviews.path}?per_page=${request.query.per_page}`;
    return ops.kycReviews(ctx, request.query, url);
  });
  contractRoute(app, api.operator.approveKyc, async (request) => ({ data: await ops.approveKyc(ctx, request.params.memberId) }));
  contractRoute(app, api.operator.refuseKyc, async (request) => ({
    data: await ops.refuseKyc(ctx, request.params.memberId, request.body.reason),
  }));

  // Added after the database's onClose hook, so it runs before it (LIFO): a pass under way ends first.
  const stopRetrieval = startKycRetrieval(ctx);
  app.addHook('onClose', async () => stopRetrieval());
}
