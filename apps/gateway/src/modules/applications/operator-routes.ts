import { api } from '@affiliate/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { operatorActor } from '../../http/access.ts';
import { contractRoute } from '../../http/contract-route.ts';
import {
  applicationDetail,
  approveApplication,
  askApplicant,
  listApplications,
  rejectApplication,
} from './review.ts';

/** What the operator wrote, cut short for the audit row (the whole text is kept with the application). */
const written = (request: FastifyRequest, field: string) =>
  String((request.body as Record<string, unknown> | undefined)?.[field] ?? '').slice(0, 500);

/**
 * The console's queue of applications (issue 38): finance, support and marketing read it; marketing (the
 * affiliate managers) and admins approve, reject and ask. Each decision is audited as
 * `operator.approveApplication`, `operator.rejectApplication` or `operator.askApplicant`, the application
 * in the row's params, and an approval's new affiliate as the row's affiliate.
 */
export function registerApplicationOperatorRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const { applications } = api;

  contractRoute(app, applications.listApplications, async (request) =>
    listApplications(ctx, request.query, `${ctx.config.publicUrl}${request.url}`),
  );
  contractRoute(app, applications.applicationDetail, async (request) => ({
    data: await applicationDetail(ctx, request.params.applicationId),
  }));
  contractRoute(
    app,
    applications.approveApplication,
    async (request) => ({
      data: await approveApplication(
        ctx,
        request.params.applicationId,
        request.body.deal,
        operatorActor(request),
      ),
    }),
    { auditDetail: (request) => ({ deal: written(request, 'deal') }) },
  );
  contractRoute(
    app,
    applications.rejectApplication,
    async (request) => ({
      data: await rejectApplication(
        ctx,
        request.params.applicationId,
        request.body.reason,
        operatorActor(request),
      ),
    }),
    { auditDetail: (request) => ({ reason: written(request, 'reason') }) },
  );
  contractRoute(
    app,
    applications.askApplicant,
    async (request) => ({
      data: await askApplicant(
        ctx,
        request.params.applicationId,
        request.body.question,
        operatorActor(request),
      ),
    }),
    { auditDetail: (request) => ({ question: written(request, 'question') }) },
  );
}
