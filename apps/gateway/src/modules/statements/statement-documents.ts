import type { AppContext } from '../../app-context.ts';
import { sessionExpired } from '../../http/api-error.ts';
import { affiliateLanguage } from '../members/affiliate-language.ts';
import { brandName } from '../settings/service.ts';
import * as repo from './statement-document-repository.ts';
import type { StatementPdfRenderer } from './statement-pdf-pool.ts';
import { statementInLanguage } from './line-descriptions.ts';
import { monthRange, statementOf } from './statement-service.ts';

/**
 * The document's layout: a PDF kept by an earlier layout is rendered again (2: closing at the available
 * balance, held money its own line).
 */
const LAYOUT = 'layout 2';

/**
 * The statement PDF of a month. A month that has ended can no longer change (postings are dated when
 * they are written), so its PDF is rendered once and kept; each download compares what the kept one was
 * rendered from with the same figures read again (statement-document-repository.ts), so a late entry
 * in the month, a renamed affiliate or brand renders it anew. The current month, and a closed month
 * not kept yet, render in the worker pool. The document is in the affiliate's language (issue 37), which
 * is part of what it was rendered from: a kept PDF in another language is rendered anew (the statement
 * is the affiliate's alone: no operator's copy shares the kept one).
 */
export async function statementPdfOf(
  ctx: AppContext,
  renderer: StatementPdfRenderer,
  affiliateId: number,
  month: string,
): Promise<Buffer> {
  const [brand, language] = await Promise.all([brandName(ctx), affiliateLanguage(ctx.db, affiliateId)]);
  const { start, end } = monthRange(month);
  // The lines the gateway wrote, in the affiliate's language (line-descriptions.ts).
  const statement = async () =>
    statementInLanguage(ctx.db, affiliateId, await statementOf(ctx, affiliateId, month), language);
  if (end > ctx.config.now()) return renderer.render(await statement(), brand, language);
  const found = await repo.documentSource(ctx.db, affiliateId, month, start, end);
  if (!found) throw sessionExpired();
  // English keeps the key it had before languages, so the documents kept then still hold; another
  // language's documents are rendered again since their lines are written in it ("lines").
  const renderedFrom = `${found.source}\x1f${brand}\x1f${LAYOUT}${language === 'en' ? '' : `\x1f${language}\x1flines`}`;
  if (found.pdf && found.rendered_from === renderedFrom) return found.pdf;
  // Read after the source: a posting landing in between is in the document but not in `renderedFrom`,
  // so the next download renders again (never the other way round, which would keep a stale document).
  const pdf = await renderer.render(await statement(), brand, language);
  await repo.keepDocument(ctx.db, affiliateId, month, pdf, renderedFrom, ctx.config.now());
  return pdf;
}
