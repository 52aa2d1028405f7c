import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { api, kycSandboxOutcome } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../../http/api-error.ts';
import { describeWithdrawalIdentity } from './withdrawal-rule.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { brandName } from '../settings/service.ts';
import { receiveCallback } from './callback.ts';
import { ID_IMAGE_MAX_BYTES } from './id-image.ts';
import { operatorActions as ops } from '../operator/service.ts';
import { sandboxPage, sandboxPagePolicy } from './sandbox-page.ts';
import { checkSandboxPage, submitSandbox } from './sandbox-flow.ts';
import { initiateVerification, kycStatus } from './service.ts';
import { startKycRetrieval } from './retrieval.ts';

/** Netverify's callback is a few kilobytes of form fields. */
const CALLBACK_BODY_LIMIT = 32 * 1024;

export async function registerKycRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  if (ctx.config.kycProvider === 'jumio' && !ctx.config.jumio) throw new Error('KYC_PROVIDER=jumio needs the Jumio account (JUMIO_API_TOKEN, JUMIO_API_SECRET, JUMIO_BASE_URL, JUMIO_CALLBACK_ALLOWLIST).');
  contractRoute(app, api.kyc.status, async (request) => ({ data: await kycStatus(ctx, request.params.memberId) }));
  contractRoute(app, api.payments.withdrawalIdentity, async (request) => ({ data: await describeWithdrawalIdentity(ctx.db, request.member!.id) }));
  contractRoute(app, api.kyc.initiate, async (request) => ({ data: await initiateVerification(ctx, request.member!.id, request.body) }));

  // The provider's form-encoded callback: the form parser exists in this scope only.
  await app.register(async (scope) => {
    await scope.register(formbody, { bodyLimit: CALLBACK_BODY_LIMIT });
    contractRoute(
      scope,
      api.kyc.callback,
      async (request, reply) => {
        await receiveCallback(ctx, { ...request.params, body: request.body, callerAddress: request.ip });
        return reply.type('text/plain; charset=utf-8').send('OK');
      },
      { bodyLimit: CALLBACK_BODY_LIMIT },
    );
  });

  // The sandbox provider's hosted page and its multipart form: one picture, one field, nothing else.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: ID_IMAGE_MAX_BYTES, files: 1, fields: 1, fieldSize: 64, parts: 2, headerPairs: 20 } });
    const portalOrigin = new URL(ctx.config.publicUrl).origin;
    contractRoute(scope, api.kyc.sandboxPage, async (request, reply) => {
      await checkSandboxPage(ctx, request.params.attemptId, request.params.secret);
      return reply
        .header('content-security-policy', sandboxPagePolicy(portalOrigin))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(sandboxPage({ brand: await brandName(ctx), action: request.url.split('?')[0]! }));
    });
    contractRoute(scope, api.kyc.sandboxSubmit, async (request, reply) => {
      let outcome: string | undefined;
      let image: Buffer | null = null;
      if (!request.isMultipart()) throw fieldError('outcome', 'Send the form as multipart/form-data.');
      // Read into memory within the limit, checked, then dropped with the request: never written anywhere.
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname === 'document') image = await part.toBuffer();
          else part.file.resume();
        } else if (part.fieldname === 'outcome') {
          outcome = String(part.value);
        }
      }
      const parsed = kycSandboxOutcome.safeParse(outcome);
      if (!parsed.success) throw fieldError('outcome', 'Choose the result to report.');
      const location = await submitSandbox(ctx, { ...request.params, outcome: parsed.data, image });
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    });
  });

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
