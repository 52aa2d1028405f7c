import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import {
  commissionByBrand,
  statementRatesLine,
  type Statement,
  type StatementCommission,
} from '@affiliate/contract';
import { fromCents, toCents } from '../figures/cents.ts';
import { formatAmount, formatDay, formatPeriod, formatRate, lineTypeNames } from './statement-format.ts';
import { displayMonth } from '../../calendar/display-dates.ts';

/**
 * The statement as a bank would print it: the brand's header, the affiliate and the period, a summary
 * from opening to closing balance, each commission with its inputs, every posting with the running
 * balance, and 'Page n of m' on every page. Set in DejaVu Sans from the `dejavu-fonts-ttf` package:
 * pdfkit's built-in Helvetica only knows Latin-1 (a Polish, Cyrillic or Greek name printed as noise);
 * pdfkit embeds only the glyphs a statement uses. Pages are buffered so the page count is known when
 * the footers are written; the document is a stream the caller pipes to the reply.
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
      doc.text(c.title, x + 3, y + 4, { width: c.width - 6, align: c.align, lineBreak: false });
      x += c.width;
    }
    doc.x = MARGIN;
    doc.y = y + 18;
  }

  row(cells: string[], options: { bold?: boolean } = {}): void {
    const { doc } = this;
    doc.font(options.bold ? BOLD : REGULAR).fontSize(this.fontSize);
    // Most cells (dates, amounts, references) fit on one line: measuring their width is cheap, and only
    // a cell that wraps goes through pdfkit's line wrapper, which is most of a statement's render time.
    const fits = cells.map((cell, i) => doc.widthOfString(cell) <= this.columns[i]!.width - 6);
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
    cells.forEach((cell, i) => {
      const c = this.columns[i]!;
      if (cell !== '')
        doc
          .fillColor(INK)
          .text(cell, x + 3, y + 2, { width: c.width - 6, align: c.align, lineBreak: !fits[i] });
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

function letterhead(doc: Doc, s: Statement, brand: string): void {
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
    .text('Affiliate programme', MARGIN, MARGIN + 26, { width: width - title - GUTTER });
  doc
    .font(BOLD)
    .fontSize(13)
    .fillColor(INK)
    .text('Statement of account', MARGIN + width - title, MARGIN + 2, { width: title, align: 'right' });
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor(MUTED)
    .text(formatPeriod(s.month, s.as_of), { width: title, align: 'right' });
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
  doc.text(`Username: ${s.affiliate.username}`, { width: half });
  doc.text(`Affiliate ID: ${s.affiliate.id}`, { width: half });
  doc.text(s.affiliate.email, { width: half });
  doc.text(`Country: ${s.affiliate.country}`, { width: half });
  const left = doc.y;
  const right = MARGIN + half + GUTTER;
  doc.text(`Statement period: ${formatPeriod(s.month, s.as_of)}`, right, top, {
    width: half,
    align: 'right',
  });
  doc.text(`Currency: ${s.currency}`, right, doc.y, { width: half, align: 'right' });
  doc.text(`Issued: ${formatDay(s.generated_at)} (UTC)`, right, doc.y, { width: half, align: 'right' });
  doc.x = MARGIN;
  doc.y = Math.max(left, doc.y);
}

function summary(doc: Doc, s: Statement): void {
  const money = (value: string) => formatAmount(value, s.currency);
  heading(doc, 'Summary');
  const table = new Table(
    doc,
    [
      { title: 'Account summary', width: 345, align: 'left' },
      { title: 'Amount', width: 150, align: 'right' },
    ],
    9,
  );
  table.header();
  table.row(['Opening balance', money(s.opening_balance)], { bold: true });
  table.row(['Commission credited', money(s.totals.commission)]);
  table.row(['Withdrawals paid', money(s.totals.withdrawals)]);
  table.row(['Adjustments', money(s.totals.adjustments)]);
  table.row(['Fees', money(s.totals.fees)]);
  table.row([`Held for pending withdrawals (${money(s.held.closing)} at the end)`, money(s.totals.held)]);
  table.row([s.running ? 'Closing balance so far' : 'Closing balance', money(s.closing_balance)], {
    bold: true,
  });
}

/** The rates the month's activity in a brand's other currency was converted at, with source and day. */
function ratesUsed(doc: Doc, s: Statement): void {
  const line = statementRatesLine(s.rates_used);
  if (line === null) return;
  doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(line, MARGIN, doc.y, { width: 495 });
  doc.moveDown(0.6);
}

/** Each brand's commission on its own row where the month had more than one brand, and what no brand carries. */
/**
 * The revenue share: at one rate (flat, or the tier reached), or line by line where the deal paid a
 * ladder's bands or products at rates of their own (issue 36), each line as the close worked it out.
 */
function revenueShareRows(table: Table, c: StatementCommission, money: (value: string) => string): void {
  if (c.revenue_share_bands.length === 0 && c.revenue_share_products.length === 0) {
    table.row([`Revenue share (${formatRate(c.revenue_share)})`, money(c.revenue_share_amount)]);
    return;
  }
  for (const part of c.revenue_share_products)
    table.row([`  ${part.product} NGR ${money(part.ngr)} at ${formatRate(part.rate)}`, money(part.paid)]);
  for (const band of c.revenue_share_bands)
    table.row([
      `  Band ${money(band.from)}${band.to === null ? ' and above' : ` to ${money(band.to)}`}: ${money(band.amount)} at ${formatRate(band.rate)}`,
      money(band.paid),
    ]);
  table.row(['Revenue share', money(c.revenue_share_amount)]);
}

function brandRows(
  table: Table,
  c: Statement['commissions'][number],
  money: (value: string) => string,
): void {
  const byBrand = commissionByBrand(c);
  if (!byBrand) return;
  for (const b of byBrand.lines) {
    table.row([
      `${b.brand_name}: NGR ${money(b.ngr)}, revenue share ${money(b.revenue_share_amount)}, CPA ${b.cpa_count}`,
      money(b.amount),
    ]);
    // A brand paid under its own deal: which, at what rate, and what it carries into the next month.
    if (b.deal !== null)
      table.row([
        `  under its own deal ${b.deal.name} (version ${b.deal.version}) at ${formatRate(b.revenue_share ?? '0')}` +
          (/[1-9]/.test(b.carry_out) ? `, carrying ${money(b.carry_out)} into the next month` : ''),
        '',
      ]);
  }
  if (byBrand.outside !== null)
    table.row(['Of no brand: late activity, carry-over in', money(byBrand.outside)]);
}

function commissions(doc: Doc, s: Statement): void {
  const money = (value: string) => formatAmount(value, s.currency);
  heading(doc, 'Commission');
  if (s.commissions.length === 0) {
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(MUTED)
      .text('No commission was credited in this period.', MARGIN, doc.y);
    return;
  }
  for (const c of s.commissions) {
    const table = new Table(doc, [
      {
        title: `Commission for ${displayMonth(c.period)}${c.credited_at ? `, credited ${formatDay(c.credited_at)}` : ''}`,
        width: 345,
        align: 'left',
      },
      { title: 'Amount', width: 150, align: 'right' },
    ]);
    table.header();
    if (c.deal) table.row([`Deal: ${c.deal.name} (version ${c.deal.version})`, '']);
    table.row(['Turnover', money(c.turnover)]);
    table.row(['Win/loss', money(c.winloss)]);
    table.row(['Bonuses', money(c.bonuses)]);
    table.row([`Admin fee (${formatRate(c.admin_fee_rate)} of win/loss)`, money(c.admin_fee)]);
    table.row(['Net gaming revenue (NGR)', money(c.ngr)]);
    for (const late of c.late_adjustments) {
      table.row([
        `Late activity for ${displayMonth(late.source_period)}: NGR${late.cpa_count ? `, ${late.cpa_count} CPA` : ''} (${late.reason})`,
        money(late.ngr),
      ]);
    }
    table.row(['Carry-over in', money(c.carry_in)]);
    revenueShareRows(table, c, money);
    const overCap = c.cpa_over_cap_count ? `; ${c.cpa_over_cap_count} over the monthly cap, not paid` : '';
    table.row([`CPA (${c.cpa_count} × ${money(c.cpa_amount)}${overCap})`, money(c.cpa_total)]);
    table.row(['Carry-over out', money(c.carry_out)]);
    brandRows(table, c, money);
    table.row(['Commission', money(c.amount)], { bold: true });
    doc.moveDown(0.6);
  }
}

function transactions(doc: Doc, s: Statement): void {
  const money = (value: string) => formatAmount(value, s.currency);
  heading(doc, 'Transactions');
  const table = new Table(doc, [
    { title: 'Date', width: 60, align: 'left' },
    { title: 'Description', width: 149, align: 'left' },
    { title: 'Reference', width: 70, align: 'left' },
    { title: 'Amount', width: 70, align: 'right' },
    { title: 'Held', width: 70, align: 'right' },
    { title: 'Balance', width: 76, align: 'right' },
  ]);
  table.header();
  table.row([formatDay(`${s.month}-01T00:00:00Z`), 'Opening balance', '', '', '', money(s.opening_balance)], {
    bold: true,
  });
  for (const line of s.lines) {
    table.row([
      formatDay(line.date),
      `${lineTypeNames[line.type]}: ${line.description}`,
      line.reference ?? '',
      money(line.available_change),
      money(fromCents(toCents(line.amount) - toCents(line.available_change))),
      money(line.available_after),
    ]);
  }
  table.row(['', 'Closing balance', '', '', '', money(s.closing_balance)], { bold: true });
}

function footers(doc: Doc, s: Statement, brand: string): void {
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
      `${brand} · Statement of account ${displayMonth(s.month)} · ${s.affiliate.username}`,
      MARGIN,
      y,
      {
        width: width - 80,
        height: 10,
        ellipsis: true,
      },
    );
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/** The statement as a PDF stream (call `.pipe` or hand it to the reply). */
export function statementPdf(s: Statement, brand: string): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    // The Unicode font from the start: the default Helvetica would be loaded for nothing.
    font: fonts[REGULAR] as unknown as string,
    info: {
      Title: `${brand} statement of account ${s.month}`,
      Author: brand,
      Subject: `Statement of account for ${s.affiliate.username}, ${s.month}`,
    },
  });
  doc.registerFont(REGULAR, fonts[REGULAR]).registerFont(BOLD, fonts[BOLD]);
  letterhead(doc, s, brand);
  summary(doc, s);
  commissions(doc, s);
  ratesUsed(doc, s);
  transactions(doc, s);
  footers(doc, s, brand);
  doc.end();
  return doc;
}
