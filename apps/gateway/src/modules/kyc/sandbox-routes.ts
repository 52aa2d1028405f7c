import multipart from '@fastify/multipart';
import { api, kycSandboxOutcome } from '@affiliate/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, fieldError } from '../../http/api-error.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { storedLanguage } from '../members/affiliate-language.ts';
import { translate } from '../../i18n/translate.ts';
import { askedLanguage, visitorLanguage } from '../../i18n/visitor-language.ts';
import { brandName } from '../settings/service.ts';
import { ID_IMAGE_MAX_BYTES } from './id-image.ts';
import { KYC_RETURN_PATH } from './return-address.ts';
import { checkSandboxPage, submitSandbox } from './sandbox-flow.ts';
import {
  ID_IMAGE_MAX_MB,
  sandboxGonePage,
  sandboxPage,
  sandboxPagePolicy,
  type SandboxProblem,
} from './sandbox-page.ts';

const TOO_LARGE = translate('en', 'kyc.sandbox.too_large', { size: ID_IMAGE_MAX_MB });

/**
 * Where the form posts: this page's own address, keeping a `?lang=` it was opened with so the answer to
 * a refused submission reads in the same language.
 */
function formAction(request: FastifyRequest): string {
  const path = request.url.split('?')[0]!;
  const asked = askedLanguage(request);
  return asked ? `${path}?lang=${encodeURIComponent(asked)}` : path;
}

/**
 * The sandbox provider's hosted page and its multipart form: one picture, one field, nothing else. A
 * person reads every answer here, so a refusal is the page again with the message next to its field (or,
 * for an address that opens nothing, a page that says so), never the API's JSON; each has a way back
 * to the portal's identity verification page. Pages are in the visitor's language: `?lang=`, else the
 * affiliate's own (the attempt says whose), else the browser's (visitor-language.ts).
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
  // An address that opens nothing knows no affiliate: the address's or the browser's language.
  const gone = async (request: FastifyRequest, reply: FastifyReply, error: ApiError) =>
    html(
      reply,
      error.statusCode,
      publicOrigin,
      sandboxGonePage({
        brand: await brandName(ctx),
        message: error.message,
        back: `${publicOrigin}${KYC_RETURN_PATH}`,
        language: visitorLanguage(request),
      }),
    );
  const languageOf = async (request: FastifyRequest, affiliateId: number) =>
    visitorLanguage(request, askedLanguage(request) ? null : await storedLanguage(ctx.db, affiliateId));

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: ID_IMAGE_MAX_BYTES, files: 1, fields: 1, fieldSize: 64, parts: 2, headerPairs: 20 },
    });

    contractRoute(scope, api.kyc.kycSandboxPage, async (request, reply) => {
      let portalOrigin: string;
      let affiliateId: number;
      try {
        ({ portalOrigin, affiliateId } = await checkSandboxPage(
          ctx,
          request.params.attemptId,
          request.params.secret,
        ));
      } catch (error) {
        if (error instanceof ApiError) return gone(request, reply, error);
        throw error;
      }
      const page = sandboxPage({
        brand: await brandName(ctx),
        action: formAction(request),
        back: `${portalOrigin}${KYC_RETURN_PATH}`,
        language: await languageOf(request, affiliateId),
      });
      return html(reply, 200, portalOrigin, page);
    });

    contractRoute(scope, api.kyc.kycSandboxSubmit, async (request, reply) => {
      const { attemptId, secret } = request.params;
      let outcome: string | undefined;
      try {
        let image: Buffer | null = null;
        if (!request.isMultipart()) throw fieldError('page', translate('en', 'kyc.sandbox.send_multipart'));
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
        if (!parsed.success) throw fieldError('outcome', translate('en', 'kyc.sandbox.choose_result'));
        const location = await submitSandbox(ctx, { attemptId, secret, outcome: parsed.data, image });
        return reply.header('cache-control', 'no-store').redirect(location, 302);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.statusCode !== 422) return gone(request, reply, error);
        // The page again (if it still opens), the message next to the field it is about.
        let portalOrigin: string;
        let affiliateId: number;
        try {
          ({ portalOrigin, affiliateId } = await checkSandboxPage(ctx, attemptId, secret));
        } catch (again) {
          if (again instanceof ApiError) return gone(request, reply, again);
          throw again;
        }
        const field = Object.keys(error.errors ?? {})[0];
        const problem: SandboxProblem = {
          field: field === 'document' || field === 'outcome' ? field : 'page',
          message: error.message,
        };
        const page = sandboxPage({
          brand: await brandName(ctx),
          action: formAction(request),
          back: `${portalOrigin}${KYC_RETURN_PATH}`,
          language: await languageOf(request, affiliateId),
          problem,
          outcome,
        });
        return html(reply, 422, portalOrigin, page);
      }
    });
  });
}
