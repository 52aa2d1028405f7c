import { Readable } from 'node:stream';
import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/contract-route.ts';
import { brandName } from '../settings/service.ts';
import { exportTransactions, listTransactions, transactionDetail } from './history-service.ts';
import { csvFile } from '../referrals/csv.ts';
import { statementCsv } from './statement-csv.ts';
import { statementPdf } from './statement-pdf.ts';
import { statementOf } from './statement-service.ts';

/** Page links carry the filter as parsed (canonical values, nothing the contract does not know). */
function listUrl(app: FastifyInstance, query: Record<string, unknown>): string {
  const url = new URL(`${app.ctx.config.publicUrl}${api.payments.transactionList.path}`);
  for (const key of ['per_page', 'type', 'status', 'payment_option_type', 'from', 'to']) {
    if (query[key] !== undefined) url.searchParams.set(key, String(query[key]));
  }
  return url.toString();
}

/**
 * The affiliate's money read back: the transaction history and the statement of account. Every route
 * reads only the signed-in affiliate's rows (`/me`): there is no id to name another affiliate by.
 */
export function registerStatementRoutes(app: FastifyInstance): void {
  const ctx = app.ctx;

  contractRoute(app, api.payments.transactionList, async (request) => listTransactions(ctx, request.affiliate.id, request.query, listUrl(app, request.query)));

  // Files are streamed as they are made, past the response serialiser (the contract's schema is a string).
  contractRoute(app, api.payments.transactionExport, async (request, reply) => {
    const file = await exportTransactions(ctx, request.affiliate.id, request.query);
    return reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.filename}"`).header('cache-control', 'no-store').send(file.body);
  });

  contractRoute(app, api.payments.transactionDetailEndpoint, async (request) => ({ data: await transactionDetail(ctx, request.affiliate.id, request.params.transactionId) }));

  contractRoute(app, api.payments.statement, async (request) => ({ data: await statementOf(ctx, request.affiliate.id, request.query.month) }));

  contractRoute(app, api.payments.statementDownload, async (request, reply) => {
    const { month, format } = request.query;
    const [statement, brand] = await Promise.all([statementOf(ctx, request.affiliate.id, month), brandName(ctx)]);
    const body = format === 'pdf' ? statementPdf(statement, brand) : Readable.from(csvFile(statementCsv(statement, brand)));
    return reply
      .type(format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="statement-${month}.${format}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
