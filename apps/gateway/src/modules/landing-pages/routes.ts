import { api, canonicalLandingPrefix, landingPagePrefixProblem } from '@affiliate/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operatorActor } from '../../http/access.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { addLandingPage, listAllowedLandingPages, listLandingPages, removeLandingPage } from './service.ts';

/** The prefix an add asked for, canonical; none for a refused shape (a user name and password in it are never stored). */
function auditedPrefix(prefix: unknown): string | undefined {
  if (typeof prefix !== 'string' || landingPagePrefixProblem(prefix.trim()) !== null) return undefined;
  return canonicalLandingPrefix(prefix.trim());
}

/** The operator's allow-list of landing pages, and the affiliate's view of it (the link builder's choices). */
export function registerLandingPageRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  // The audit row of a removal names the page removed, which only the handler learns.
  const removed = new WeakMap<FastifyRequest, string>();

  contractRoute(app, api.operator.listLandingPages, async () => ({ data: await listLandingPages(ctx) }));
  contractRoute(
    app,
    api.operator.addLandingPage,
    async (request) => ({ data: await addLandingPage(ctx, request.body, operatorActor(request)) }),
    {
      auditDetail: (request) => ({
        url: auditedPrefix((request.body as { prefix?: unknown } | undefined)?.prefix),
      }),
    },
  );
  contractRoute(
    app,
    api.operator.removeLandingPage,
    async (request) => {
      const page = await removeLandingPage(ctx, request.params.landingPageId);
      removed.set(request, page.prefix);
      return { data: page };
    },
    { auditDetail: (request) => ({ url: removed.get(request) }) },
  );
  contractRoute(app, api.referralCodes.affiliateLandingPages, async () => ({
    data: await listAllowedLandingPages(ctx),
  }));
}
