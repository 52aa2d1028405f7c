import { Readable } from 'node:stream';
import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { withActivityFreshness } from '../feed-freshness/service.ts';
import { reportCsv } from './csv.ts';
import { cachedReport, buildReportForExport } from './service.ts';

/** {id} is checked against the signed-in affiliate by contractRoute before these run. */
export function registerReportRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;
  // The freshness is added to the cached figures on every request (see the dashboard's routes).
  contractRoute(app, api.reports.report, async (request) =>
    withActivityFreshness(
      ctx,
      await cachedReport(ctx, request.params.id, request.query, requestLanguage(request)),
      request.query.brand,
    ),
  );

  contractRoute(app, api.reports.reportExport, async (request, reply) => {
    const report = await buildReportForExport(ctx, request.params.id, request.query);
    const filename = `report-${report.meta.group}-${report.meta.from}-${report.meta.to}.csv`;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(reportCsv(report)));
  });
}
