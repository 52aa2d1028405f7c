import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, DEMO, RIVAL, signIn, type SignedIn } from './helpers.ts';
import { adjust } from './money-history-helpers.ts';
import { FORMULA_REASON, postKnownLedger } from './money-history-fixture.ts';

interface Statement {
  opening_balance: string;
  held: { opening: string; closing: string };
  closing_balance: string;
  totals: Record<string, string>;
  commissions: Array<Record<string, unknown> & { late_adjustments: unknown[] }>;
  lines: Array<{
    date: string;
    type: string;
    amount: string;
    available_change: string;
    balance_after: string;
    available_after: string;
    reference: string | null;
    description: string;
  }>;
  affiliate: { username: string };
}

async function pdfPages(body: Buffer): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  return (await extractText(pdf, { mergePages: false })).text;
}

/** The statement of account against the known ledger: figures to the cent, its inputs, CSV and PDF, and only one's own. */
describe(`statement of account (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let demo: SignedIn;
  let rival: SignedIn;
  let known: Awaited<ReturnType<typeof postKnownLedger>>;

  beforeAll(async () => {
    app = await buildTestApp();
    known = await postKnownLedger(app);
    demo = await signIn(app, DEMO.username, DEMO.password);
    rival = await signIn(app, RIVAL.username, RIVAL.password);
  });
  afterAll(() => closeTestApp(app));

  const statement = async (month: string, who: SignedIn = demo) => {
    const response = await app.inject({
      url: `/api/v1/bo/me/statement?month=${month}`,
      headers: who.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Statement }>().data;
  };

  it('April: opening, every posting in order with the running balance, totals and closing, to the cent', async () => {
    const s = await statement('2026-04');
    expect(s.opening_balance).toBe('0.00');
    expect(s.lines.map((l) => [l.type, l.amount, l.available_change, l.balance_after, l.reference])).toEqual([
      ['commission', '1290.00', '1290.00', '1290.00', '2026-03'],
      ['withdrawal_hold', '0.00', '-300.00', '1290.00', `w-${known.a.id}`],
      ['withdrawal_paid', '-300.00', '0.00', '990.00', `w-${known.a.id} (NT-7781)`],
      ['adjustment', '50.00', '50.00', '1040.00', null],
      ['withdrawal_hold', '0.00', '-200.00', '1040.00', `w-${known.b.id}`],
      ['withdrawal_released', '0.00', '200.00', '1040.00', `w-${known.b.id}`],
      ['fee', '-10.00', '-10.00', '1030.00', null],
    ]);
    expect(s.totals).toEqual({
      commission: '1290.00',
      withdrawals: '-300.00',
      adjustments: '50.00',
      fees: '-10.00',
      held: '0.00',
    });
    expect(s.lines.map((l) => l.available_after)).toEqual([
      '1290.00',
      '990.00',
      '990.00',
      '1040.00',
      '840.00',
      '1040.00',
      '1030.00',
    ]);
    expect(s.closing_balance).toBe('1030.00');
    expect(s.commissions).toEqual([
      {
        period: '2026-03',
        turnover: '80000.00',
        winloss: '5000.00',
        bonuses: '200.00',
        admin_fee_rate: '0.1000',
        admin_fee: '500.00',
        ngr: '4300.00',
        revenue_share: '0.3000',
        revenue_share_amount: '1290.00',
        carry_in: '0.00',
        carry_out: '0.00',
        cpa_count: 0,
        cpa_amount: '0.00',
        cpa_total: '0.00',
        late_adjustments: [],
        amount: '1290.00',
        credited_at: '2026-04-02T06:00:00.000Z',
        // The March figures were written to the monthly rollup alone (no source rollup): no brand carries them.
        brand_lines: [],
        outside_brands: '1290.00',
        // The plan every affiliate had, which became a deal (migration 058); paid at its one rate.
        deal: { name: 'Flat 30% · admin fee 10% EUR', version: 1 },
        revenue_share_bands: [],
        revenue_share_products: [],
        cpa_over_cap_count: 0,
      },
    ]);
  });

  it('May: opens at April’s closing balance and shows the late March activity carried into April’s commission; June opens at May’s available balance, the withdrawal still held', async () => {
    const s = await statement('2026-05');
    expect(s.opening_balance).toBe('1030.00');
    expect(s.commissions).toHaveLength(1);
    expect(s.commissions[0]).toMatchObject({
      period: '2026-04',
      ngr: '1700.00',
      revenue_share_amount: '780.00',
      amount: '780.00',
    });
    expect(s.commissions[0]!.late_adjustments).toEqual([
      {
        source_period: '2026-03',
        ngr: '900.00',
        cpa_count: 0,
        reason: 'Late activity for March 2026 received after it closed',
      },
    ]);
    // The pending withdrawal's 100.00 is held: its own line, so May closes at the available balance.
    expect(s.closing_balance).toBe('1710.00');
    expect(s.held).toEqual({ opening: '0.00', closing: '100.00' });
    expect(s.totals.held).toBe('-100.00');
    expect(s.lines.at(-1)).toMatchObject({
      type: 'withdrawal_hold',
      amount: '0.00',
      available_change: '-100.00',
      balance_after: '1810.00',
      available_after: '1710.00',
    });
    const june = await statement('2026-06');
    expect([june.opening_balance, june.closing_balance, june.lines.length, june.held]).toEqual([
      '1710.00',
      '1710.00',
      0,
      { opening: '100.00', closing: '100.00' },
    ]);
    expect(june.totals.held).toBe('0.00');
  });

  it("is always the signed-in affiliate's own: the rival's April holds only its entries", async () => {
    const s = await statement('2026-04', rival);
    expect(s.affiliate.username).toBe('rival');
    expect(s.lines.map((l) => [l.type, l.amount, l.balance_after])).toEqual([
      ['commission', '189.00', '189.00'],
      ['withdrawal_hold', '0.00', '189.00'],
    ]);
    const own = new Set([String(known.rivalW.id)]);
    for (const line of s.lines.filter((l) => l.reference?.startsWith('w-')))
      expect(own.has(line.reference!.slice(2))).toBe(true);
    const body = JSON.stringify(s);
    for (const demoFigure of ['1290.00', '1030.00', 'NT-7781', 'Goodwill'])
      expect(body).not.toContain(demoFigure);
    // No parameter names an affiliate: one that is added is never followed.
    const other = await app.inject({
      url: `/api/v1/bo/me/statement?month=2026-04&member_id=${known.demo}&id=${known.demo}`,
      headers: rival.headers,
    });
    expect(other.statusCode === 200 ? other.json().data.affiliate.username : 'refused').not.toBe('demo');
  });

  it('refuses a month that is not YYYY-MM with a field error (422)', async () => {
    for (const month of ['2026-13', '2026-4', '26-04', 'april', '']) {
      const response = await app.inject({
        url: `/api/v1/bo/me/statement?month=${month}`,
        headers: demo.headers,
      });
      expect(response.statusCode, month).toBe(422);
      expect(response.json().errors.month).toBeDefined();
    }
    expect((await app.inject({ url: '/api/v1/bo/me/statement', headers: demo.headers })).statusCode).toBe(
      422,
    );
    expect(
      (
        await app.inject({
          url: '/api/v1/bo/me/statement/download?month=2026-00&format=pdf',
          headers: demo.headers,
        })
      ).statusCode,
    ).toBe(422);
  });

  it('downloads as formula-safe CSV with the same figures', async () => {
    const response = await app.inject({
      url: '/api/v1/bo/me/statement/download?month=2026-04&format=csv',
      headers: demo.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="statement-2026-04.csv"');
    // UTF-8's byte-order mark first, so Excel reads names as UTF-8; a parser reads past it.
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Statement of account,Goldline Partners');
    expect(lines).toContain('Opening balance,0.00');
    expect(lines).toContain('Closing balance,1030.00');
    expect(lines).toContain('Withdrawals,-300.00');
    // Months in words, as the ledger's "Commission for March 2026" and the PDF name them.
    expect(lines).toContain('Period,April 2026');
    expect(lines.find((l) => l.startsWith('March 2026,'))).toBe(
      'March 2026,80000.00,5000.00,200.00,0.1000,500.00,4300.00,,0.00,0.3000,1290.00,0,0.00,0.00,0.00,1290.00,04/02/2026,Flat 30% · admin fee 10% EUR (version 1),0',
    );
    // The kinds in the screen's words, dates as the portal writes them.
    expect(lines.filter((l) => l.includes(',Withdrawal returned,'))).toHaveLength(1);
    const fee = lines.find((l) => l.includes(',Fee,'))!;
    expect(lines).toContain('Held for pending withdrawals,0.00');
    expect(fee).toBe(
      `04/25/2026,Fee,"'${FORMULA_REASON.replace(/"/g, '""')}",,-10.00,-10.00,1030.00,1030.00`,
    );
  });

  it('downloads a PDF whose text carries the figures and page numbers', async () => {
    const response = await app.inject({
      url: '/api/v1/bo/me/statement/download?month=2026-04&format=pdf',
      headers: demo.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="statement-2026-04.pdf"');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfPages(response.rawPayload);
    const text = pages.join('\n');
    expect(pages.length).toBeGreaterThanOrEqual(1);
    pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages.length}`));
    for (const expected of [
      'Goldline Partners',
      'Statement of account',
      '04/01/2026 – 04/30/2026',
      'Demo Partner',
      'Opening balance',
      'Closing balance',
      '€1,030.00',
      '€1,290.00',
      '-€300.00',
      'Withdrawal returned',
      'NT-7781',
      '4,300.00',
      '30.00 %',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('repeats the table header and numbers every page of a long month', async () => {
    for (let i = 0; i < 90; i++) {
      await adjust(
        app,
        known.demo,
        'adjustment',
        '1.00',
        `Correction ${i + 1} of 90`,
        new Date(Date.UTC(2026, 6, 1 + Math.floor(i / 4), 10, i % 4)),
      );
    }
    const response = await app.inject({
      url: '/api/v1/bo/me/statement/download?month=2026-07&format=pdf',
      headers: demo.headers,
    });
    const pages = await pdfPages(response.rawPayload);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const [i, page] of pages.entries()) {
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
      if (i > 0) expect(page).toMatch(/Date\s+Description\s+Reference\s+Amount\s+Held\s+Balance/);
    }
    // May's pending withdrawal of 100.00 is still held: the available balance closes July.
    expect(pages.at(-1)).toContain('€1,800.00');
    expect((await statement('2026-07')).closing_balance).toBe('1800.00');
  });

  it('arrives compressed for a client that accepts it (a long month), the same statement once decoded', async () => {
    for (let i = 0; i < 120; i++) {
      await adjust(
        app,
        known.demo,
        'adjustment',
        '1.00',
        `Rebate ${i + 1} of 120`,
        new Date(Date.UTC(2026, 8, 1 + Math.floor(i / 5), 9, i % 5)),
      );
    }
    const url = '/api/v1/bo/me/statement?month=2026-09';
    const plain = await app.inject({ url, headers: demo.headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(14 * 1024);
    const withoutTime = (body: string) => ({ ...JSON.parse(body).data, generated_at: undefined });

    const chromium = await app.inject({
      url,
      headers: { ...demo.headers, 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(chromium.headers['content-encoding']).toBe('br');
    expect(String(chromium.headers.vary)).toMatch(/accept-encoding/i);
    expect(chromium.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(withoutTime(brotliDecompressSync(chromium.rawPayload).toString())).toEqual(
      withoutTime(plain.body),
    );

    const gzipOnly = await app.inject({ url, headers: { ...demo.headers, 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(withoutTime(gunzipSync(gzipOnly.rawPayload).toString())).toEqual(withoutTime(plain.body));

    // A short answer goes as it is: one round trip either way, and compressing it would only cost CPU.
    const april = await app.inject({
      url: '/api/v1/bo/me/statement?month=2026-04',
      headers: { ...demo.headers, 'accept-encoding': 'gzip, br' },
    });
    expect(april.headers['content-encoding']).toBeUndefined();
    expect(april.json<{ data: Statement }>().data.closing_balance).toBe('1030.00');
  });
});
