import type { Language, Statement } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { sessionExpired } from '../../http/api-error.ts';
import { affiliateLanguage } from '../members/affiliate-language.ts';
import { brandName } from '../settings/service.ts';
import * as repo from './statement-document-repository.ts';
import { statementInLanguage } from './line-descriptions.ts';
import { monthRange, statementOf, statementTimes } from './statement-service.ts';

/**
 * The document's layout: a PDF kept by an earlier layout is rendered again (2: closing at the available
 * balance, held money its own line).
 */
const LAYOUT = 'layout 2';

/** What renders a statement PDF: the worker pool (statement-pdf-pool.ts). */
export interface StatementPdfRendering {
  render(statement: Statement, brand: string, language: Language): Promise<Buffer>;
}

/**
 * The statement PDF of a month, rendered once per change of what it shows and kept (`statement_documents`,
 * migration 037). Each download reads afresh what the month's statement is made of (the source the JSON
 * statement is checked against: statement-repository.ts) with the kept document, in one query, and
 * answers the kept bytes while it is the same; a posting in the month, a renamed affiliate or brand, a
 * move of the rates renders anew. The document is in the affiliate's language (issue 37), which is part
 * of what it was rendered from (the statement is the affiliate's alone: no operator's copy shares it).
 *
 * The running month is kept the same way (issue 40): its PDF also prints the day it runs to, so that day
 * is in its key and the next day renders it again; once the month ends its key (without the day) differs
 * and the closed month is rendered once more, complete. Downloads of the same unchanged month in one
 * process while it renders wait for that one render instead of starting their own (`inFlight`); another
 * gateway renders its own at most once and the last kept wins, both made from the same source.
 */
/** Kept documents held in each gateway's memory too, the most recently downloaded (25–65 KB each). */
const HELD_DOCUMENTS = 200;

export class StatementDocuments {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  /** By affiliate and month: a document and what it was rendered from, answered only when that is current. */
  private readonly held = new Map<string, { renderedFrom: string; pdf: Buffer }>();

  constructor(
    private readonly ctx: AppContext,
    private readonly renderer: StatementPdfRendering,
  ) {}

  async pdfOf(affiliateId: number, month: string): Promise<Buffer> {
    const { ctx } = this;
    // One time for the key and the document: a render straddling midnight prints the day it is kept under.
    const now = ctx.config.now();
    const [brand, language] = await Promise.all([brandName(ctx), affiliateLanguage(ctx.db, affiliateId)]);
    const { start, end } = monthRange(month);
    // Holding the bytes, only the source is read (a document's bytes are most of the answer's cost).
    const monthKey = `${affiliateId}\x1f${month}`;
    const held = this.held.get(monthKey);
    const found: (Omit<repo.DocumentSource, 'pdf'> & { pdf?: Buffer | null }) | null = held
      ? await repo.documentSourceOnly(ctx.db, affiliateId, month, start, end)
      : await repo.documentSource(ctx.db, affiliateId, month, start, end);
    if (!found) throw sessionExpired();
    const times = statementTimes(month, now);
    // English keeps the key it had before languages, so the closed months' documents kept then still
    // hold; another language's documents are rendered again since their lines are written in it
    // ("lines"); the running month's adds the day it runs to (its period ends today).
    const renderedFrom = [
      found.source,
      brand,
      LAYOUT,
      ...(language === 'en' ? [] : [language, 'lines']),
      ...(times.running ? ['running', times.as_of] : []),
    ].join('\x1f');
    if (held?.renderedFrom === renderedFrom) {
      this.hold(monthKey, held);
      return held.pdf;
    }
    // The held one is older than the source: the kept one may be newer (another gateway rendered it).
    const kept = held ? await repo.documentSource(ctx.db, affiliateId, month, start, end) : found;
    if (kept?.pdf && kept.rendered_from === renderedFrom) {
      this.hold(monthKey, { renderedFrom, pdf: kept.pdf });
      return kept.pdf;
    }
    const key = `${monthKey}\x1f${renderedFrom}`;
    let render = this.inFlight.get(key);
    if (!render) {
      render = this.render(affiliateId, month, language, brand, renderedFrom, times);
      this.inFlight.set(key, render);
      const settled = () => this.inFlight.delete(key);
      render.then(settled, settled);
    }
    return render;
  }

  private async render(
    affiliateId: number,
    month: string,
    language: Language,
    brand: string,
    renderedFrom: string,
    times: ReturnType<typeof statementTimes>,
  ): Promise<Buffer> {
    const { ctx } = this;
    // Read after the source: a posting landing in between is in the document but not in `renderedFrom`,
    // so the next download renders again (never the other way round, which would keep a stale document).
    const read = await statementOf(ctx, affiliateId, month);
    const statement = await statementInLanguage(ctx.db, affiliateId, { ...read, ...times }, language);
    const pdf = await this.renderer.render(statement, brand, language);
    await repo.keepDocument(ctx.db, affiliateId, month, pdf, renderedFrom, ctx.config.now());
    this.hold(`${affiliateId}\x1f${month}`, { renderedFrom, pdf });
    return pdf;
  }

  /** Holds the month's document, most recently downloaded last; past HELD_DOCUMENTS the oldest goes. */
  private hold(month: string, document: { renderedFrom: string; pdf: Buffer }): void {
    this.held.delete(month);
    this.held.set(month, document);
    if (this.held.size > HELD_DOCUMENTS) this.held.delete(this.held.keys().next().value!);
  }
}
