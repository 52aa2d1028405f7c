import type { Statement } from '@affiliate/contract';
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { statementPdf } from '../src/modules/statements/statement-pdf.ts';

const POLISH = 'Łukasz Wiśniewski';
const CYRILLIC = 'Корректировка: возврат средств игроку Дмитрию';
const GREEK = 'Διόρθωση προμήθειας για τον Σεπτέμβριο';
// 300 characters of an operator's reason, with Polish letters in it: it must wrap inside its column.
const LONG_REASON =
  'Korekta prowizji po weryfikacji ruchu przez zespół ryzyka: gracze zgłoszeni jako powiązane konta, zwrot środków po reklamacji. '
    .repeat(3)
    .slice(0, 300);

function statementWith(name: string, descriptions: string[]): Statement {
  let balance = 1000;
  return {
    month: '2026-10',
    currency: 'EUR',
    affiliate: { id: 7, username: 'lukasz', name, email: 'lukasz@example.com', country: 'PL' },
    rates_used: [],
    opening_balance: '1000.00',
    closing_balance: (1000 - 5 * descriptions.length).toFixed(2),
    totals: {
      commission: '0.00',
      withdrawals: '0.00',
      adjustments: (-5 * descriptions.length).toFixed(2),
      fees: '0.00',
      held: '0.00',
    },
    held: { opening: '0.00', closing: '0.00' },
    commissions: [],
    lines: descriptions.map((description, i) => {
      balance -= 5;
      return {
        date: `2026-10-0${i + 2}T10:00:00.000Z`,
        type: 'adjustment',
        description,
        amount: '-5.00',
        available_change: '-5.00',
        balance_after: balance.toFixed(2),
        available_after: balance.toFixed(2),
        reference: `REF-${i + 1}`,
      };
    }),
    as_of: '2026-10-31',
    running: false,
    generated_at: '2026-11-01T00:00:00.000Z',
  };
}

async function render(s: Statement): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of statementPdf(s, 'Goldline Partners')) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Item {
  text: string;
  x: number;
  /** From the page's top, as a reader sees it. */
  top: number;
  right: number;
}

async function pageItems(pdf: Buffer): Promise<Item[][]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const pages: Item[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const height = page.getViewport({ scale: 1 }).height;
    const content = await page.getTextContent();
    pages.push(
      content.items
        .filter((item) => 'str' in item && item.str.trim() !== '')
        .map((item) => {
          const { str, transform, width } = item as { str: string; transform: number[]; width: number };
          return { text: str, x: transform[4]!, top: height - transform[5]!, right: transform[4]! + width };
        }),
    );
  }
  return pages;
}

/** Text without its spacing: a wrapped cell reads back as lines, joined here. */
const squeezed = (text: string) => text.replace(/\s+/g, '');

describe('statement PDF', () => {
  it('prints Polish, Cyrillic and Greek names and reasons as they were typed', async () => {
    const pages = await pageItems(await render(statementWith(POLISH, [CYRILLIC, GREEK, LONG_REASON])));
    const text = squeezed(
      pages
        .flat()
        .map((item) => item.text)
        .join(''),
    );
    for (const expected of [POLISH, CYRILLIC, GREEK, LONG_REASON]) expect(text).toContain(squeezed(expected));
  });

  it('wraps a 300-character reason inside the Description column, clear of Reference, Amount and Balance', async () => {
    const [page] = await pageItems(await render(statementWith(POLISH, [LONG_REASON, 'Short one'])));
    const header = (title: string) => page!.find((item) => item.text === title)!;
    const reference = header('Reference');
    const description = header('Description');
    const next = page!.find((item) => item.text.includes('Short one'))!;
    // Everything printed from the Description column's left edge down to the next row: the reason's lines.
    const reasonLines = page!.filter(
      (item) =>
        item.x >= description.x - 1 &&
        item.x < reference.x &&
        item.top > description.top + 5 &&
        item.top < next.top,
    );
    expect(reasonLines.length).toBeGreaterThanOrEqual(4);
    expect(squeezed(reasonLines.map((item) => item.text).join(''))).toContain(squeezed(LONG_REASON));
    for (const line of reasonLines) expect(line.right, line.text).toBeLessThanOrEqual(reference.x);
    // The row grew: the next row starts below the reason's last line, not on top of it.
    expect(next.top).toBeGreaterThan(Math.max(...reasonLines.map((item) => item.top)) + 5);
    // The row's amounts stay in their own columns, on the row's first line.
    const amount = page!.find((item) => item.text === '-€5.00')!;
    expect(amount.x).toBeGreaterThan(reference.x);
  });

  it('keeps a long affiliate name clear of the statement period', async () => {
    const name = `${POLISH}-Brzęczyszczykiewicz of Very Long Affiliate Name Holdings Sp. z o.o.`;
    const [page] = await pageItems(await render(statementWith(name, [])));
    const period = page!.find((item) => item.text.startsWith('Statement period:'))!;
    const nameLines = page!.filter(
      (item) =>
        item.top < period.top + 40 && squeezed(name).includes(squeezed(item.text)) && item.text.length > 3,
    );
    expect(squeezed(nameLines.map((item) => item.text).join(''))).toBe(squeezed(name));
    for (const line of nameLines) expect(line.right, line.text).toBeLessThan(period.x);
  });

  it('writes dates as MM/DD/YYYY and amounts with their currency', async () => {
    const [page] = await pageItems(await render(statementWith(POLISH, [GREEK])));
    const text = page!.map((item) => item.text).join('\n');
    expect(text).toContain('10/01/2026 – 10/31/2026');
    expect(text).toContain('10/02/2026');
    expect(text).toContain('Issued: 11/01/2026 (UTC)');
    expect(text).toContain('€1,000.00');
    expect(text).toContain('€995.00');
  });

  it('names a commission month in words, as the ledger and the portal do, never as 2026-09', async () => {
    const statement: Statement = {
      ...statementWith(POLISH, [GREEK]),
      commissions: [
        {
          period: '2026-09',
          turnover: '98765.43',
          winloss: '5432.10',
          bonuses: '321.09',
          admin_fee_rate: '0.1000',
          admin_fee: '543.21',
          ngr: '4567.80',
          revenue_share: '0.2500',
          revenue_share_amount: '1141.95',
          carry_in: '-57.39',
          carry_out: '0.00',
          cpa_count: 3,
          cpa_amount: '50.00',
          cpa_total: '150.00',
          late_adjustments: [
            { source_period: '2026-08', ngr: '-229.56', cpa_count: 1, reason: 'Chargeback' },
          ],
          amount: '1234.56',
          credited_at: '2026-10-01T00:05:00Z',
          brand_lines: [],
          outside_brands: '0.00',
          deal: null,
          revenue_share_bands: [],
          revenue_share_products: [],
          cpa_over_cap_count: 0,
        },
      ],
    };
    const [page] = await pageItems(await render(statement));
    const text = page!.map((item) => item.text).join(' ');
    expect(text).toContain('Commission for September 2026, credited 10/01/2026');
    expect(text).toContain('Late activity for August 2026');
    expect(text).not.toMatch(/\b\d{4}-\d{2}\b/);
  });

  it("prints each brand's commission on its own row, and what no brand carries", async () => {
    const base = statementWith(POLISH, []);
    const brandLine = (brand: string, brand_name: string, ngr: string, share: string, amount: string) => ({
      brand,
      brand_name,
      turnover: '1000.00',
      winloss: ngr,
      bonuses: '0.00',
      admin_fee: '0.00',
      ngr,
      revenue_share_amount: share,
      cpa_count: 1,
      cpa_total: '50.00',
      amount,
      deal: null,
      revenue_share: null,
      carry_out: '0.00',
    });
    const statement: Statement = {
      ...base,
      commissions: [
        {
          period: '2026-09',
          turnover: '2000.00',
          winloss: '1500.00',
          bonuses: '0.00',
          admin_fee_rate: '0.0000',
          admin_fee: '0.00',
          ngr: '1500.00',
          revenue_share: '0.2500',
          revenue_share_amount: '350.00',
          carry_in: '-100.00',
          carry_out: '0.00',
          cpa_count: 2,
          cpa_amount: '50.00',
          cpa_total: '100.00',
          late_adjustments: [],
          amount: '450.00',
          credited_at: '2026-10-01T00:05:00Z',
          brand_lines: [
            brandLine('goldline', 'Goldline Casino & Sports', '1800.00', '450.00', '500.00'),
            brandLine('goldline-br', 'Goldline Bet Brasil', '-300.00', '-75.00', '-25.00'),
          ],
          outside_brands: '-25.00',
          deal: null,
          revenue_share_bands: [],
          revenue_share_products: [],
          cpa_over_cap_count: 0,
        },
      ],
    };
    const [page] = await pageItems(await render(statement));
    const text = page!.map((item) => item.text).join(' ');
    expect(squeezed(text)).toContain(
      squeezed('Goldline Casino & Sports: NGR €1,800.00, revenue share €450.00, CPA 1 €500.00'),
    );
    expect(squeezed(text)).toContain(
      squeezed('Goldline Bet Brasil: NGR -€300.00, revenue share -€75.00, CPA 1 -€25.00'),
    );
    expect(squeezed(text)).toContain(squeezed('Of no brand: late activity, carry-over in -€25.00'));
  });
});
