import multipart from '@fastify/multipart';
import { api, kycSandboxOutcome } from '@affiliate/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiError, fieldError } from '../../http/api-error.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { brandName } from '../settings/service.ts';
import { ID_IMAGE_MAX_BYTES } from './id-image.ts';
import { KYC_RETURN_PATH } from './return-address.ts';
import { checkSandboxPage, submitSandbox } from './sandbox-flow.ts';
import { sandboxGonePage, sandboxPage, sandboxPagePolicy, type SandboxProblem } from './sandbox-page.ts';

const TOO_LARGE = `The picture is larger than ${ID_IMAGE_MAX_BYTES / 1024 / 1024} MB.`;

/**
 * The sandbox provider's hosted page and its multipart form: one picture, one field, nothing else. A
 * person reads every answer here, so a refusal is the page again with the message next to its field (or,
 * for an address that opens nothing, a page that says so), never the API's JSON; each has a way back
 * to the portal's identity verification page.
 */
export async function registerSandboxRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  const publicOrigin = new URL(ctx.config.publicUrl).origin;

  const html = (reply: FastifyReply, status: number, portalOrigin: string, body: string) =>
    reply
      .status(status)
      .header('content-security-policy', sandboxPagePolicy(portalOrigin))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);
  const gone = async (reply: FastifyReply, error: ApiError) =>
    html(
      reply,
      error.statusCode,
      publicOrigin,
      sandboxGonePage({
        brand: await brandName(ctx),
        message: error.message,
        back: `${publicOrigin}${KYC_RETURN_PATH}`,
      }),
    );

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: ID_IMAGE_MAX_BYTES, files: 1, fields: 1, fieldSize: 64, parts: 2, headerPairs: 20 },
    });

    contractRoute(scope, api.kyc.kycSandboxPage, async (request, reply) => {
      let portalOrigin: string;
      try {
        ({ portalOrigin } = await checkSandboxPage(ctx, request.params.attemptId, request.params.secret));
      } catch (error) {
        if (error instanceof ApiError) return gone(reply, error);
        throw error;
      }
      const page = sandboxPage({
        brand: await brandName(ctx),
        action: request.url.split('?')[0]!,
        back: `${portalOrigin}${KYC_RETURN_PATH}`,
      });
      return html(reply, 200, portalOrigin, page);
    });

    contractRoute(scope, api.kyc.kycSandboxSubmit, async (request, reply) => {
      const { attemptId, secret } = request.params;
      let outcome: string | undefined;
      try {
        let image: Buffer | null = null;
        if (!request.isMultipart()) throw fieldError('page', 'Send the form as multipart/form-data.');
        // Read into memory within the limit and checked; a picture of the ID is kept with the scan (sandbox-flow.ts).
        try {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              if (part.fieldname === 'document') image = await part.toBuffer();
              else part.file.resume();
            } else if (part.fieldname === 'outcome') {
              outcome = String(part.value);
            }
          }
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode === 413) throw fieldError('document', TOO_LARGE);
          throw error;
        }
        const parsed = kycSandboxOutcome.safeParse(outcome);
        if (!parsed.success) throw fieldError('outcome', 'Choose the result to report.');
        const location = await submitSandbox(ctx, { attemptId, secret, outcome: parsed.data, image });
        return reply.header('cache-control', 'no-store').redirect(location, 302);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.statusCode !== 422) return gone(reply, error);
        // The page again (if it still opens), the message next to the field it is about.
        let portalOrigin: string;
        try {
          ({ portalOrigin } = await checkSandboxPage(ctx, attemptId, secret));
        } catch (again) {
          if (again instanceof ApiError) return gone(reply, again);
          throw again;
        }
        const field = Object.keys(error.errors ?? {})[0];
        const problem: SandboxProblem = {
          field: field === 'document' || field === 'outcome' ? field : 'page',
          message: error.message,
        };
        const page = sandboxPage({
          brand: await brandName(ctx),
          action: request.url.split('?')[0]!,
          back: `${portalOrigin}${KYC_RETURN_PATH}`,
          problem,
          outcome,
        });
        return html(reply, 422, portalOrigin, page);
      }
    });
  });
}
