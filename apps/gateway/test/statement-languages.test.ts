import type { Statement } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../src/i18n/translate.ts';
import { statementCsv } from '../src/modules/statements/statement-csv.ts';
import { statementPdf } from '../src/modules/statements/statement-pdf.ts';
import { buildTestApp, closeTestApp, type SignedIn } from './helpers.ts';
import { newAccount, signInAccount } from './two-factor-helpers.ts';
import { affiliateIdOf, fund } from './withdrawal-helpers.ts';

/**
 * The statement as an affiliate reads it in their own language (issue 37): the PDF's words, amounts and
 * dates, and the CSV's headers, while the CSV's numbers stay dot-decimal for spreadsheets and trackers.
 */

function statementOf(name: string, currency: string): Statement {
  return {
    month: '2026-10',
    currency,
    affiliate: { id: 7, username: 'partner7', name, email: 'partner7@example.com', country: 'DE' },
    rates_used: [],
    opening_balance: '1234.56',
    closing_balance: '2469.12',
    totals: { commission: '1234.56', withdrawals: '0.00', adjustments: '0.00', fees: '0.00', held: '0.00' },
    held: { opening: '0.00', closing: '0.00' },
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
        late_adjustments: [],
        amount: '1234.56',
        credited_at: '2026-10-01T00:05:00Z',
        brand_lines: [],
        outside_brands: '0.00',
        deal: { name: 'Standard', version: 2 },
        revenue_share_bands: [],
        revenue_share_products: [],
        cpa_over_cap_count: 0,
      },
    ],
    lines: [
      {
        date: '2026-10-01T00:05:00Z',
        type: 'commission',
        description: 'Commission',
        amount: '1234.56',
        available_change: '1234.56',
        balance_after: '2469.12',
        available_after: '2469.12',
        reference: 'C-2026-09',
      },
    ],
    as_of: '2026-10-31',
    running: false,
    generated_at: '2026-11-01T00:00:00.000Z',
  };
}

/** The PDF's text as a reader copies it (Intl's no-break spaces read as spaces). */
async function pdfText(s: Statement, language: Language): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of statementPdf(s, 'Goldline Partners', language)) chunks.push(chunk as Buffer);
  return pdfBytesText(Buffer.concat(chunks));
}

async function pdfBytesText(pdf: Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(doc, { mergePages: true })).text.replace(/[\u00a0\u202f]/g, ' ');
}

const csvRows = (s: Statement, language: Language) => [...statementCsv(s, 'Goldline Partners', language)];

describe('statement PDF in the affiliate’s language', () => {
  it('German: German headings, amounts as 1.234,56 €, dates as DD.MM.YYYY, ü and ß printed', async () => {
    const text = await pdfText(statementOf('Jürgen Weiß', 'EUR'), 'de');
    for (const words of [
      'Abrechnung',
      'Partnerprogramm',
      'Übersicht',
      'Anfangsguthaben',
      'Gutgeschriebene Provision',
      'Transaktionen',
      'Netto-Spielumsatz (NGR)',
      'Vergütungsmodell: Standard (Version 2)',
      'Verwaltungsgebühr (10,00 % von Gewinn/Verlust)',
      'Jürgen Weiß',
      'Seite 1 von 1',
    ])
      expect(text).toContain(words);
    expect(text).toContain('1.234,56 €');
    expect(text).toContain('98.765,43 €');
    expect(text).toContain('Abrechnungszeitraum: 01.10.2026 – 31.10.2026');
    expect(text).toContain('Erstellt am: 01.11.2026 (UTC)');
    expect(text).toContain('Provision für September 2026, gutgeschrieben am 01.10.2026');
    expect(text).not.toContain('Statement of account');
    expect(text).not.toContain('€1,234.56');
  });

  it('Brazilian Portuguese: R$ 1.234,56, DD/MM/YYYY, a month in words, ã, ç and é printed', async () => {
    const text = await pdfText(statementOf('José Conceição', 'BRL'), 'pt-BR');
    for (const words of [
      'Extrato da conta',
      'Resumo da conta',
      'Saldo inicial',
      'Transações',
      'Comissão de setembro de 2026, creditada em 01/10/2026',
      'José Conceição',
      'Página 1 de 1',
    ])
      expect(text).toContain(words);
    expect(text).toContain('R$ 1.234,56');
    expect(text).toContain('Período do extrato: 01/10/2026 – 31/10/2026');
  });

  it('Spanish: its words, ñ printed, dates as DD/MM/YYYY and euros after the amount', async () => {
    const text = await pdfText(statementOf('Begoña Muñoz', 'EUR'), 'es');
    for (const words of ['Extracto de cuenta', 'Resumen de la cuenta', 'Volumen de apuestas', 'Begoña Muñoz'])
      expect(text).toContain(words);
    // Intl for es-ES groups from five digits on (the RAE's rule): 98.765,43 €, but 1234,56 €.
    expect(text).toContain('98.765,43 €');
    expect(text).toContain('1234,56 €');
    expect(text).toContain('Emitido el: 01/11/2026 (UTC)');
  });

  it('English stays as it was', async () => {
    const text = await pdfText(statementOf('Jane Doe', 'EUR'), 'en');
    expect(text).toContain('Statement of account');
    expect(text).toContain('€1,234.56');
    expect(text).toContain('Commission for September 2026, credited 10/01/2026');
    expect(text).toContain('Issued: 11/01/2026 (UTC)');
  });
});

describe('statement CSV in the affiliate’s language', () => {
  it('translates its labels and column headers, and keeps the numbers with a dot decimal', () => {
    const rows = csvRows(statementOf('Jürgen Weiß', 'EUR'), 'de');
    expect(rows[0]).toBe('Abrechnung,Goldline Partners\r\n');
    expect(rows).toContain('Anfangsguthaben,1234.56\r\n');
    const header = rows.find((row) => row.startsWith('Provisionsmonat,'))!;
    expect(header).toContain('Provisionsmonat,Umsatz,Gewinn/Verlust,Boni,');
    const commission = rows[rows.indexOf(header) + 1]!;
    expect(commission).toMatch(/^September 2026,98765\.43,5432\.10,321\.09,0\.1000,543\.21,4567\.80,/);
    expect(commission).toContain('01.10.2026');
    expect(rows.find((row) => row.startsWith('Datum,'))).toBe(
      'Datum,Art,Beschreibung,Referenz,Betrag,Änderung verfügbar,Guthaben danach,Verfügbar danach\r\n',
    );
    expect(rows.at(-1)).toBe('01.10.2026,Provision,Commission,C-2026-09,1234.56,1234.56,2469.12,2469.12\r\n');
  });

  it('keeps English word for word', () => {
    const rows = csvRows(statementOf('Jane Doe', 'EUR'), 'en');
    expect(rows[0]).toBe('Statement of account,Goldline Partners\r\n');
    expect(rows.some((row) => row.startsWith('commission_period,turnover,winloss,'))).toBe(true);
    expect(rows.at(-1)).toBe(
      '10/01/2026,Commission,Commission,C-2026-09,1234.56,1234.56,2469.12,2469.12\r\n',
    );
  });
});

describe(`statement download follows the affiliate's stored language (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let session: SignedIn;
  let month: string;

  beforeAll(async () => {
    app = await buildTestApp();
    month = app.ctx.config.now().toISOString().slice(0, 7);
    session = await signInAccount(app, await newAccount(app, 'germanstatement'));
    await fund(app, await affiliateIdOf(app, session), '1234.56');
  });
  afterAll(() => closeTestApp(app));

  // The preferences screen sends them all, the language changed.
  const chooseLanguage = async (language: Language) => {
    const me = await app.inject({ url: '/api/v1/bo/me?include=preferences', headers: session.headers });
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/bo/me/preferences',
      headers: session.headers,
      payload: { ...me.json().data.preferences, language },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const download = async (format: 'pdf' | 'csv') => {
    const response = await app.inject({
      url: `/api/v1/bo/me/statement/download?month=${month}&format=${format}`,
      headers: session.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  it('a German affiliate downloads a German PDF and CSV; back in English, English again', async () => {
    await chooseLanguage('de');
    const day = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
    const pdf = await pdfBytesText((await download('pdf')).rawPayload);
    expect(pdf).toContain('Abrechnungszeitraum');
    expect(pdf).toContain(`${day(`${month}-01`)} – `);
    expect(pdf).toContain('1.234,56 €');
    const csv = (await download('csv')).body;
    expect(csv.split('\r\n')[0]).toMatch(/^\ufeffAbrechnung,/);
    expect(csv).toContain('Anfangsguthaben,0.00');
    expect(csv).toContain('Datum,Art,Beschreibung');

    await chooseLanguage('en');
    expect(await pdfBytesText((await download('pdf')).rawPayload)).toContain('Statement period');
    expect((await download('csv')).body.split('\r\n')[0]).toMatch(/^\ufeffStatement of account,/);
  });
});
