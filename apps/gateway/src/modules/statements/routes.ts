import { availableParallelism } from 'node:os';
import { Readable } from 'node:stream';
import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { contractRoute } from '../../http/contract-route.ts';
import { requestLanguage } from '../../i18n/request-language.ts';
import { affiliateLanguage } from '../members/affiliate-language.ts';
import { brandName } from '../settings/service.ts';
import { exportTransactions, listTransactions, transactionDetail } from './history-service.ts';
import { csvFile } from '../referrals/csv.ts';
import { statementCsv } from './statement-csv.ts';
import { StatementDocuments } from './statement-documents.ts';
import { StatementPdfRenderer } from './statement-pdf-pool.ts';
import { statementInLanguage } from './line-descriptions.ts';
import { statementOf } from './statement-service.ts';
import { affiliateActivityFreshness } from '../feed-freshness/service.ts';

/** The CSV's statement, brand and language: the affiliate's stored language, its lines written in it. */
async function statementFileInputs(ctx: AppContext, affiliateId: number, month: string) {
  const [statement, brand, language] = await Promise.all([
    statementOf(ctx, affiliateId, month),
    brandName(ctx),
    affiliateLanguage(ctx.db, affiliateId),
  ]);
  return [await statementInLanguage(ctx.db, affiliateId, statement, language), brand, language] as const;
}

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
  // One core stays with the event loop; the threads end with the app (tests start and stop many).
  const renderer = new StatementPdfRenderer(
    ctx.config.statementPdfThreads ?? Math.max(1, availableParallelism() - 1),
    ctx.log,
  );
  app.addHook('onClose', () => renderer.close());
  const documents = new StatementDocuments(ctx, renderer);

  contractRoute(app, api.payments.transactionList, async (request) =>
    listTransactions(
      ctx,
      request.affiliate.id,
      request.query,
      listUrl(app, request.query),
      requestLanguage(request),
    ),
  );

  // Files go past the response serialiser (the contract's schema is a string): the CSV streamed as it is
  // made, the PDF whole (kept, or rendered in a worker thread: statement-documents.ts).
  contractRoute(app, api.payments.transactionExport, async (request, reply) => {
    const file = await exportTransactions(ctx, request.affiliate.id, request.query, requestLanguage(request));
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });

  contractRoute(app, api.payments.transactionDetailEndpoint, async (request) => ({
    data: await transactionDetail(
      ctx,
      request.affiliate.id,
      request.params.transactionId,
      requestLanguage(request),
    ),
  }));

  // Up to when the brands' activity runs: beside the statement, not in it (its CSV and PDF are the month's).
  contractRoute(app, api.payments.statement, async (request) => {
    const [statement, freshness] = await Promise.all([
      statementOf(ctx, request.affiliate.id, request.query.month).then((read) =>
        statementInLanguage(ctx.db, request.affiliate.id, read, requestLanguage(request)),
      ),
      affiliateActivityFreshness(ctx, request.affiliate.id),
    ]);
    return { data: { ...statement, ...freshness } };
  });

  contractRoute(app, api.payments.statementDownload, async (request, reply) => {
    const { month, format } = request.query;
    const body =
      format === 'pdf'
        ? await documents.pdfOf(request.affiliate.id, month)
        : Readable.from(
            csvFile(statementCsv(...(await statementFileInputs(ctx, request.affiliate.id, month)))),
          );
    return reply
      .type(format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="statement-${month}.${format}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
