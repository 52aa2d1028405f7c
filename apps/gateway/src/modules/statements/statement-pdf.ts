import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import {
  commissionByBrand,
  type Language,
  type Statement,
  type StatementCommission,
} from '@affiliate/contract';
import { fromCents, toCents } from '../figures/cents.ts';
import { statementWords, type StatementWords } from './statement-format.ts';

/**
 * The statement as a bank would print it: the brand's header, the affiliate and the period, a summary
 * from opening to closing balance, each commission with its inputs, every posting with the running
 * balance, and 'Page n of m' on every page. Set in DejaVu Sans from the `dejavu-fonts-ttf` package:
 * pdfkit's built-in Helvetica only knows Latin-1 (a Polish, Cyrillic or Greek name printed as noise);
 * pdfkit embeds only the glyphs a statement uses. Pages are buffered so the page count is known when
 * the footers are written; the document is a stream the caller pipes to the reply. Every word, amount
 * and date is in the affiliate's language (issue 37); DejaVu Sans covers Portuguese, Spanish and German
 * letters (ã, ç, é, ñ, ü, ß) as it covers Cyrillic and Greek.
 */

const MARGIN = 50;
const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const BAND = '#f3f4f6';
const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';
/** Between the affiliate's block and the period's, so a long name never runs into the dates. */
const GUTTER = 16;

// Parsed once for the process, from the package's own files (resolved from here, not the working
// directory). Parsing DejaVu for every document cost about 60 ms of each render; pdfkit takes a parsed
// fontkit font as a font source and still makes each document its own subset. fontkit is pdfkit's own
// dependency, loaded through pdfkit so the two always agree.
const resolve = createRequire(import.meta.url).resolve;
const fontkit = createRequire(resolve('pdfkit'))('fontkit') as { create(data: Buffer): object };
// Typed as a Buffer only because @types/pdfkit does not list a parsed font among the sources it takes.
const fonts = {
  [REGULAR]: fontkit.create(
    readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
  ) as unknown as Buffer,
  [BOLD]: fontkit.create(
    readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ) as unknown as Buffer,
};

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right';
}

type Doc = InstanceType<typeof PDFDocument>;

/**
 * A cell's text known to fit its column on one line (`width` measured), set at the left or right of the
 * column as pdfkit would align it. Given no width, pdfkit sets the line directly; given one, it runs
 * its line wrapper, which measures every word again: that was about a third of a statement's render.
 */
function oneLine(doc: Doc, text: string, x: number, y: number, column: Column, width: number): void {
  const left = column.align === 'right' ? x + column.width - 3 - width : x + 3;
  doc.text(text, left, y, { lineBreak: false });
}

/** A table whose header is drawn again at the top of every page it continues on. */
class Table {
  constructor(
    private readonly doc: Doc,
    private readonly columns: Column[],
    private readonly fontSize = 8,
  ) {}

  private get bottom() {
    return this.doc.page.height - MARGIN - 20;
  }

  header(): void {
    const { doc } = this;
    const y = doc.y;
    doc.rect(MARGIN, y, this.width, 16).fill(BAND);
    doc.fillColor(INK).font(BOLD).fontSize(this.fontSize);
    let x = MARGIN;
    for (const c of this.columns) {
      const width = doc.widthOfString(c.title);
      if (width <= c.width - 6) oneLine(doc, c.title, x, y + 4, c, width);
      else doc.text(c.title, x + 3, y + 4, { width: c.width - 6, align: c.align, lineBreak: false });
      x += c.width;
    }
    doc.x = MARGIN;
    doc.y = y + 18;
  }

  row(cells: string[], options: { bold?: boolean } = {}): void {
    const { doc } = this;
    doc.font(options.bold ? BOLD : REGULAR).fontSize(this.fontSize);
    // Most cells (dates, amounts, references) fit on one line: measured once, they are set where their
    // alignment puts them (oneLine), and only a cell that wraps goes through pdfkit's line wrapper.
    const widths = cells.map((cell) => doc.widthOfString(cell));
    const fits = widths.map((width, i) => width <= this.columns[i]!.width - 6);
    const lineHeight = doc.currentLineHeight(true);
    const height =
      Math.max(
        ...cells.map((cell, i) =>
          fits[i] ? lineHeight : doc.heightOfString(cell, { width: this.columns[i]!.width - 6 }),
        ),
      ) + 5;
    if (doc.y + height > this.bottom) {
      doc.addPage();
      this.header();
      doc.font(options.bold ? BOLD : REGULAR).fontSize(this.fontSize);
    }
    const y = doc.y;
    let x = MARGIN;
    doc.fillColor(INK);
    cells.forEach((cell, i) => {
      const c = this.columns[i]!;
      if (cell === '') {
        // Nothing to set.
      } else if (fits[i]) oneLine(doc, cell, x, y + 2, c, widths[i]!);
      else doc.text(cell, x + 3, y + 2, { width: c.width - 6, align: c.align });
      x += c.width;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + this.width, y + height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = y + height;
  }

  private get width() {
    return this.columns.reduce((sum, c) => sum + c.width, 0);
  }
}

function heading(doc: Doc, text: string): void {
  if (doc.y + 60 > doc.page.height - MARGIN - 20) doc.addPage();
  doc.moveDown(1.2).font(BOLD).fontSize(11).fillColor(INK).text(text, MARGIN, doc.y);
  doc.moveDown(0.4);
}

function letterhead(doc: Doc, s: Statement, brand: string, w: StatementWords): void {
  const width = doc.page.width - 2 * MARGIN;
  // The brand (an operator's setting) keeps to one line left of the title: shortened with '…' if it must.
  const title = 180;
  doc
    .font(BOLD)
    .fontSize(20)
    .fillColor(INK)
    .text(brand, MARGIN, MARGIN, { width: width - title - GUTTER, height: 24, ellipsis: true });
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(MUTED)
    .text(w.text('statement.programme'), MARGIN, MARGIN + 26, { width: width - title - GUTTER });
  doc
    .font(BOLD)
    .fontSize(13)
    .fillColor(INK)
    .text(w.text('statement.title'), MARGIN + width - title, MARGIN + 2, { width: title, align: 'right' });
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(MUTED)
    .text(w.period(s.month, s.as_of), { width: title, align: 'right' });
  doc
    .moveTo(MARGIN, MARGIN + 42)
    .lineTo(MARGIN + width, MARGIN + 42)
    .lineWidth(1.5)
    .strokeColor(INK)
    .stroke();

  const top = MARGIN + 56;
  // Two columns with a gutter between: a long name or e-mail wraps inside its own column.
  const half = (width - GUTTER) / 2;
  doc.font(BOLD).fontSize(10).fillColor(INK).text(s.affiliate.name, MARGIN, top, { width: half });
  doc.font(REGULAR).fontSize(9).fillColor(INK);
  doc.text(w.text('statement.username', { username: s.affiliate.username }), { width: half });
  doc.text(w.text('statement.affiliate_id', { id: String(s.affiliate.id) }), { width: half });
  doc.text(s.affiliate.email, { width: half });
  doc.text(w.text('statement.country', { country: s.affiliate.country }), { width: half });
  const left = doc.y;
  const right = MARGIN + half + GUTTER;
  doc.text(w.text('statement.period', { period: w.period(s.month, s.as_of) }), right, top, {
    width: half,
    align: 'right',
  });
  doc.text(w.text('statement.currency', { currency: s.currency }), right, doc.y, {
    width: half,
    align: 'right',
  });
  doc.text(w.text('statement.issued', { day: w.day(s.generated_at) }), right, doc.y, {
    width: half,
    align: 'right',
  });
  doc.x = MARGIN;
  doc.y = Math.max(left, doc.y);
}

function summary(doc: Doc, s: Statement, w: StatementWords): void {
  const money = (value: string) => w.money(value, s.currency);
  heading(doc, w.text('statement.summary'));
  const table = new Table(
    doc,
    [
      { title: w.text('statement.account_summary'), width: 345, align: 'left' },
      { title: w.text('statement.amount'), width: 150, align: 'right' },
    ],
    9,
  );
  table.header();
  table.row([w.text('statement.opening_balance'), money(s.opening_balance)], { bold: true });
  table.row([w.text('statement.commission_credited'), money(s.totals.commission)]);
  table.row([w.text('statement.withdrawals_paid'), money(s.totals.withdrawals)]);
  table.row([w.text('statement.adjustments'), money(s.totals.adjustments)]);
  table.row([w.text('statement.fees'), money(s.totals.fees)]);
  table.row([w.text('statement.held_pending', { held: money(s.held.closing) }), money(s.totals.held)]);
  table.row(
    [
      w.text(s.running ? 'statement.closing_balance_so_far' : 'statement.closing_balance'),
      money(s.closing_balance),
    ],
    { bold: true },
  );
}

/** The rates the month's activity in a brand's other currency was converted at, with source and day. */
function ratesUsed(doc: Doc, s: Statement, w: StatementWords): void {
  const line = w.ratesLine(s.rates_used);
  if (line === null) return;
  doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(line, MARGIN, doc.y, { width: 495 });
  doc.moveDown(0.6);
}

/** Each brand's commission on its own row where the month had more than one brand, and what no brand carries. */
/**
 * The revenue share: at one rate (flat, or the tier reached), or line by line where the deal paid a
 * ladder's bands or products at rates of their own (issue 36), each line as the close worked it out.
 */
function revenueShareRows(
  table: Table,
  c: StatementCommission,
  w: StatementWords,
  money: (value: string) => string,
): void {
  if (c.revenue_share_bands.length === 0 && c.revenue_share_products.length === 0) {
    table.row([
      w.text('statement.revenue_share_at', { rate: w.rate(c.revenue_share) }),
      money(c.revenue_share_amount),
    ]);
    return;
  }
  for (const part of c.revenue_share_products)
    table.row([
      `  ${w.text('statement.product_part', { product: part.product, ngr: money(part.ngr), rate: w.rate(part.rate) })}`,
      money(part.paid),
    ]);
  for (const band of c.revenue_share_bands) {
    const values = { from: money(band.from), amount: money(band.amount), rate: w.rate(band.rate) };
    table.row([
      `  ${band.to === null ? w.text('statement.band_above', values) : w.text('statement.band_to', { ...values, to: money(band.to) })}`,
      money(band.paid),
    ]);
  }
  table.row([w.text('statement.revenue_share'), money(c.revenue_share_amount)]);
}

function brandRows(
  table: Table,
  c: Statement['commissions'][number],
  w: StatementWords,
  money: (value: string) => string,
): void {
  const byBrand = commissionByBrand(c);
  if (!byBrand) return;
  for (const b of byBrand.lines) {
    table.row([
      w.text('statement.brand_line', {
        brand: b.brand_name,
        ngr: money(b.ngr),
        share: money(b.revenue_share_amount),
        count: String(b.cpa_count),
      }),
      money(b.amount),
    ]);
    // A brand paid under its own deal: which, at what rate, and what it carries into the next month.
    if (b.deal !== null) {
      const deal = {
        deal: b.deal.name,
        version: String(b.deal.version),
        rate: w.rate(b.revenue_share ?? '0'),
      };
      const carrying = /[1-9]/.test(b.carry_out);
      table.row([
        `  ${carrying ? w.text('statement.brand_own_deal_carrying', { ...deal, amount: money(b.carry_out) }) : w.text('statement.brand_own_deal', deal)}`,
        '',
      ]);
    }
  }
  if (byBrand.outside !== null) table.row([w.text('statement.of_no_brand_row'), money(byBrand.outside)]);
}

function commissions(doc: Doc, s: Statement, w: StatementWords): void {
  const money = (value: string) => w.money(value, s.currency);
  heading(doc, w.text('statement.commission'));
  if (s.commissions.length === 0) {
    doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(w.text('statement.no_commission'), MARGIN, doc.y);
    return;
  }
  for (const c of s.commissions) {
    const table = new Table(doc, [
      {
        title: c.credited_at
          ? w.text('statement.commission_for_credited', {
              month: w.month(c.period),
              day: w.day(c.credited_at),
            })
          : w.text('statement.commission_for', { month: w.month(c.period) }),
        width: 345,
        align: 'left',
      },
      { title: w.text('statement.amount'), width: 150, align: 'right' },
    ]);
    table.header();
    if (c.deal)
      table.row([w.text('statement.deal', { deal: c.deal.name, version: String(c.deal.version) }), '']);
    table.row([w.text('statement.turnover'), money(c.turnover)]);
    table.row([w.text('statement.winloss'), money(c.winloss)]);
    table.row([w.text('statement.bonuses'), money(c.bonuses)]);
    table.row([w.text('statement.admin_fee', { rate: w.rate(c.admin_fee_rate) }), money(c.admin_fee)]);
    table.row([w.text('statement.ngr'), money(c.ngr)]);
    for (const late of c.late_adjustments) {
      const values = { month: w.month(late.source_period), reason: late.reason };
      table.row([
        late.cpa_count
          ? w.text('statement.late_activity_cpa', { ...values, count: String(late.cpa_count) })
          : w.text('statement.late_activity', values),
        money(late.ngr),
      ]);
    }
    table.row([w.text('statement.carry_in'), money(c.carry_in)]);
    revenueShareRows(table, c, w, money);
    const cpa = { count: String(c.cpa_count), amount: money(c.cpa_amount) };
    table.row([
      c.cpa_over_cap_count
        ? w.text('statement.cpa_over_cap', { ...cpa, over: String(c.cpa_over_cap_count) })
        : w.text('statement.cpa', cpa),
      money(c.cpa_total),
    ]);
    table.row([w.text('statement.carry_out'), money(c.carry_out)]);
    brandRows(table, c, w, money);
    table.row([w.text('statement.commission'), money(c.amount)], { bold: true });
    doc.moveDown(0.6);
  }
}

function transactions(doc: Doc, s: Statement, w: StatementWords): void {
  const money = (value: string) => w.money(value, s.currency);
  heading(doc, w.text('statement.transactions'));
  const table = new Table(doc, [
    { title: w.text('statement.date'), width: 60, align: 'left' },
    { title: w.text('statement.description'), width: 149, align: 'left' },
    { title: w.text('statement.reference'), width: 70, align: 'left' },
    { title: w.text('statement.amount'), width: 70, align: 'right' },
    { title: w.text('statement.held'), width: 70, align: 'right' },
    { title: w.text('statement.balance'), width: 76, align: 'right' },
  ]);
  table.header();
  table.row(
    [
      w.day(`${s.month}-01T00:00:00Z`),
      w.text('statement.opening_balance'),
      '',
      '',
      '',
      money(s.opening_balance),
    ],
    { bold: true },
  );
  for (const line of s.lines) {
    table.row([
      w.day(line.date),
      `${w.lineType(line.type)}: ${line.description}`,
      line.reference ?? '',
      money(line.available_change),
      money(fromCents(toCents(line.amount) - toCents(line.available_change))),
      money(line.available_after),
    ]);
  }
  table.row(['', w.text('statement.closing_balance'), '', '', '', money(s.closing_balance)], { bold: true });
}

function footers(doc: Doc, s: Statement, brand: string, w: StatementWords): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Below the bottom margin: without lifting it, pdfkit would start a new page for the footer.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN + 10;
    const width = doc.page.width - 2 * MARGIN;
    doc.font(REGULAR).fontSize(8).fillColor(MUTED);
    // Kept to one line clear of the page number, shortened with '…' if the brand or username is long.
    doc.text(
      w.text('statement.footer', { brand, month: w.month(s.month), username: s.affiliate.username }),
      MARGIN,
      y,
      {
        width: width - 80,
        height: 10,
        ellipsis: true,
      },
    );
    const page = { page: String(i - range.start + 1), count: String(range.count) };
    doc.text(w.text('statement.page', page), MARGIN, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/** The statement as a PDF stream (call `.pipe` or hand it to the reply), in the affiliate's language. */
export function statementPdf(s: Statement, brand: string, language: Language = 'en'): Doc {
  const w = statementWords(language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    // The Unicode font from the start: the default Helvetica would be loaded for nothing.
    font: fonts[REGULAR] as unknown as string,
    info: {
      Title: w.text('statement.pdf_title', { brand, month: s.month }),
      Author: brand,
      Subject: w.text('statement.pdf_subject', { username: s.affiliate.username, month: s.month }),
    },
  });
  doc.registerFont(REGULAR, fonts[REGULAR]).registerFont(BOLD, fonts[BOLD]);
  letterhead(doc, s, brand, w);
  summary(doc, s, w);
  commissions(doc, s, w);
  ratesUsed(doc, s, w);
  transactions(doc, s, w);
  footers(doc, s, brand, w);
  doc.end();
  return doc;
}
