import { api } from '@affiliate/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operatorActor } from '../../http/access.ts';
import { contractRoute } from '../../http/contract-route.ts';
import {
  acceptTerms,
  currentTerms,
  listVersions,
  myTerms,
  publishTerms,
  termsVersion,
  versionAcceptances,
} from './service.ts';

/**
 * The program's terms (issue 38): anyone reads them, an affiliate accepts the version in force, the console
 * lists the versions and who accepted which, and an admin publishes the next one (audited).
 */
export function registerTermsRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  const { terms } = api;
  // The audit row names the version published and its date, which only the handler learns.
  const published = new WeakMap<FastifyRequest, { termsVersion: number; effectiveFrom: string }>();

  contractRoute(app, terms.currentTerms, async () => ({ data: await currentTerms(ctx) }));
  contractRoute(app, terms.termsVersionText, async (request) => ({
    data: await termsVersion(ctx, request.params.version),
  }));
  contractRoute(app, terms.myTermsStatus, async (request) => ({
    data: await myTerms(ctx, request.affiliate.id),
  }));
  contractRoute(app, terms.acceptTerms, async (request) => ({
    data: await acceptTerms(ctx, request.affiliate.id, request.body.version, request.ip),
  }));
  contractRoute(app, terms.listTermsVersions, async () => ({ data: await listVersions(ctx) }));
  contractRoute(
    app,
    terms.publishTerms,
    async (request) => {
      const version = await publishTerms(ctx, request.body, operatorActor(request));
      published.set(request, { termsVersion: version.version, effectiveFrom: version.effective_from });
      return { data: version };
    },
    { auditDetail: (request) => published.get(request) ?? {} },
  );
  contractRoute(app, terms.termsAcceptances, async (request) =>
    versionAcceptances(ctx, request.params.version, request.query, `${ctx.config.publicUrl}${request.url}`),
  );
}
