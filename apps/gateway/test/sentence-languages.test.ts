import { dealDocument, dealSummary, type DealDocument } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reversedReason } from '../src/modules/figures/cpa-words.ts';
import { dealWordsIn } from '../src/modules/deals/deal-words-in.ts';
import { buildTestApp, closeTestApp, DEMO, operatorHeaders, signIn, type SignedIn } from './helpers.ts';
import { affiliateIdOf, mustPutActivity, mustPutPlayers } from './ingest-helpers.ts';
import { postKnownLedger } from './money-history-fixture.ts';
import { notificationsOf } from './two-factor-helpers.ts';

/**
 * The sentences the gateway writes for an affiliate to read (issue 37) come in the language the request
 * asks by Accept-Language, as the portal sends its shown language: what each figure means, a player's
 * CPA status, what the deal pays, why a payout option cannot be used, a transaction's description.
 * Without the header (an integration) they are the specification's English, word for word.
 */

const PASSWORD = 'saffron-river-otter-19';

/** A deal paying 30 % and a CPA of 100.00 for a first deposit of 20.00 and 200.00 of turnover within 30 days. */
const deal: DealDocument = dealDocument.parse({
  name: 'Sentences',
  currency: 'EUR',
  revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.30' }] },
  cpa: { amount: '100.00', qualify: { first_deposit_min: '20.00', turnover_min: '200.00', window_days: 30 } },
});

let app: FastifyInstance;
let session: SignedIn;
let affiliateId: number;
const clock = new Date('2026-11-20T12:00:00Z');

const get = (url: string, language?: string) =>
  app.inject({
    url,
    headers: { ...session.headers, ...(language === undefined ? {} : { 'accept-language': language }) },
  });

/** Intl puts no-break spaces in money and percentages (`30 %`, `€ 20,00`): read here as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function json(url: string, language?: string) {
  const response = await get(url, language);
  expect(response.statusCode, response.body).toBe(200);
  return JSON.parse(plain(response.body));
}

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock });
  const saved = await app.inject({
    method: 'POST',
    url: '/api/v1/operator/deals',
    headers: operatorHeaders,
    payload: deal,
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/operator/affiliates',
    headers: operatorHeaders,
    payload: {
      username: 'sentences',
      email: 'sentences@example.com',
      password: PASSWORD,
      firstName: 'Sentence',
      lastName: 'Reader',
      country: 'DE',
      currency: 'EUR',
      deal: deal.name,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  affiliateId = await affiliateIdOf(app, 'sentences');
  // 7001 is pending (turnover 50.00 of 200.00; joined 11/10, so its window's last day is 12/09);
  // 7002 qualified on 11/12, the day its turnover reached 200.00.
  await mustPutPlayers(app, [
    { customer_id: 7001, referral_code: 'SENTENCES', date_joined: '2026-11-10' },
    { customer_id: 7002, referral_code: 'SENTENCES', date_joined: '2026-11-10' },
  ]);
  await mustPutActivity(app, [
    { customer_id: 7001, day: '2026-11-11', deposits: '30.00', turnover: '50.00', winloss: '10.00' },
    { customer_id: 7002, day: '2026-11-11', deposits: '40.00', turnover: '150.00', winloss: '20.00' },
    { customer_id: 7002, day: '2026-11-12', turnover: '60.00', winloss: '5.00' },
  ]);
  session = await signIn(app, 'sentences', PASSWORD);
});

afterAll(() => closeTestApp(app));

describe(`sentences in the request's language (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  it("writes the dashboard's, the reports' and the player page's definitions in the language asked", async () => {
    const dashboard = `/api/v1/affiliate/${affiliateId}/dashboard`;
    const german = (await json(dashboard, 'de')).meta.definitions;
    expect(german.registrations).toBe(
      'Spieler, die ihre Registrierung abgeschlossen haben, gezählt am UTC-Datum ihrer Registrierung.',
    );
    // The plan's rate and CPA in German numbers and money.
    expect(german.estimated_commission).toContain('der erste Satz Ihres Vergütungsmodells von 30 %');
    expect(german.estimated_commission).toContain('plus 100,00 € CPA');
    expect(german.deposits).toContain('Alle Beträge sind in EUR.');
    const english = (await json(dashboard)).meta.definitions;
    expect(english.registrations).toBe(
      'Players who completed registration, counted on the UTC date of their registration.',
    );
    expect(english.estimated_commission).toContain(
      "Per bucket: NGR × your deal's first rate of 30% (rounded to cents; nothing when NGR is negative) plus 100.00 EUR CPA",
    );
    // The console asks in English: the same words as no header.
    expect((await json(dashboard, 'en')).meta.definitions).toEqual(english);

    const report = (await json(`/api/v1/affiliate/${affiliateId}/reports`, 'pt-BR')).meta.definitions;
    expect(report.currency).toMatch(/^Todos os valores estão em sua moeda\./);
    expect(report.deposits).toBe('Soma dos depósitos dos jogadores.');

    const playerPage = `/api/v1/affiliate/${affiliateId}/member/7001/months`;
    expect((await json(playerPage, 'es')).meta.definitions.deposits).toBe(
      'Los depósitos del jugador en el mes (UTC).',
    );
    expect((await json(playerPage)).meta.definitions.deposits).toBe(
      "The player's deposits in the month (UTC).",
    );
  });

  it("writes a player's CPA status in the language asked, its days in the language's format", async () => {
    const reasons = async (language?: string) => {
      const body = await json(`/api/v1/affiliate/${affiliateId}/member?per_page=100`, language);
      const players = body.data as Array<{ customer_id: number; cpa_reason: string | null }>;
      return Object.fromEntries(players.map((p) => [p.customer_id, p.cpa_reason]));
    };
    // 11/20 to 12/09, both counted: 20 days left.
    expect(await reasons('de')).toEqual({
      7001: 'Umsatz 50,00 € von 200,00 € – noch 20 Tage',
      7002: 'Qualifiziert am 12.11.2026',
    });
    expect(await reasons('pt-BR')).toEqual({
      7001: '€ 50,00 de € 200,00 em volume de apostas — faltam 20 dias',
      7002: 'Qualificado em 12/11/2026',
    });
    expect(await reasons()).toEqual({
      7001: 'Turnover €50.00 of €200.00 — 20 days left',
      7002: 'Qualified on 11/12/2026',
    });
    const page = await json(`/api/v1/affiliate/${affiliateId}/member/7002/months`, 'es');
    expect(page.data.cpa.reason).toBe('Calificado el 12/11/2026');
  });

  it('keeps an operator’s reversal note as written inside the translated sentence', () => {
    expect(reversedReason('2027-01-20', 'duplicate account', 'de')).toBe(
      'Vom Programm storniert am 20.01.2027: duplicate account',
    );
    expect(reversedReason('2027-01-20', 'conta duplicada {x}', 'pt-BR')).toBe(
      'Estornado pelo programa em 20/01/2027: conta duplicada {x}',
    );
    expect(reversedReason('2027-01-20', 'duplicate account')).toBe(
      'Reversed by the program on 01/20/2027: duplicate account',
    );
  });

  it("says what the deal pays on the Commission screen in the language asked, the contract's English without", async () => {
    const current = `/api/v1/affiliate/${affiliateId}/commission/current`;
    const german = (await json(current, 'de')).data.deal.summary as string[];
    expect(german).toEqual([
      'Revenue Share: 30 % des NGR.',
      'Keine Verwaltungsgebühr.',
      'Ein negativer Monat wird in den nächsten vorgetragen und muss erst ausgeglichen werden, bevor wieder Revenue Share gezahlt wird.',
      'CPA: 100,00 € pro Spieler, der innerhalb von 30 Tagen nach der Registrierung (der Registrierungstag ist Tag 1) eine erste Einzahlung von mindestens 20,00 € leistet und mindestens 200,00 € Umsatz macht.',
      'Der CPA wird unabhängig vom NGR gezahlt.',
    ]);
    expect((await json(current)).data.deal.summary).toEqual(dealSummary(deal));
    expect(dealSummary(deal)).toContain(
      'CPA: €100.00 per player who within 30 days of registering (the registration day is day 1) makes a first deposit of at least €20.00 and wagers at least €200.00.',
    );
  });

  it('says why a payout option cannot be used, and its detail field, in the language asked', async () => {
    type Processed = { type: string; min_amount: string; unavailable_reason: string | null };
    const neteller = async (language?: string) =>
      ((await json('/api/v1/bo/me/processed-paymentoptions', language)).data as Processed[]).find(
        (option) => option.type === 'NETELLER',
      )!;
    const english = await neteller();
    expect(english.unavailable_reason).toBe(
      `Your available balance (0.00 EUR) is below the Neteller minimum of ${english.min_amount} EUR.`,
    );
    const minimum = plain(
      new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'EUR' }).format(
        Number(english.min_amount),
      ),
    );
    expect((await neteller('pt-BR')).unavailable_reason).toBe(
      `Seu saldo disponível (€ 0,00) está abaixo do mínimo de ${minimum} para Neteller.`,
    );

    const fields = async (language?: string) => {
      const body = await json(`/api/v1/customer-payment-option/${affiliateId}/fields`, language);
      const options = body.data as Array<{
        payment_option_type: string;
        fields: Array<{ label: string; hint: string }>;
      }>;
      return options.find((option) => option.payment_option_type === 'BITCOIN')!.fields[0]!;
    };
    expect(await fields('de')).toMatchObject({
      label: 'Bitcoin-Wallet-Adresse',
      hint: 'Eine Bitcoin-Adresse: Legacy (1…), P2SH (3…), SegWit (bc1q…) oder Taproot (bc1p…). Eine Zahlung an eine falsche Adresse lässt sich nicht rückgängig machen: Fügen Sie sie ein und prüfen Sie dann die ersten und letzten Zeichen.',
    });
    expect(await fields()).toMatchObject({
      label: 'Bitcoin wallet address',
      hint: 'A Bitcoin address: legacy (1…), P2SH (3…), SegWit (bc1q…) or Taproot (bc1p…). A payment sent to a wrong address cannot be reversed: paste it, then check the first and last characters.',
    });
  });

  it('tells the affiliate of a new deal in its stored language, what the deal pays included', async () => {
    const preferences = await app.inject({
      method: 'PUT',
      url: '/api/v1/bo/me/preferences',
      headers: session.headers,
      payload: {
        language: 'de',
        timezone: 'UTC',
        emailNotifications: false,
        emailEvents: { withdrawal: true, kyc: true, commission: true, security: true, broadcast: true },
      },
    });
    expect(preferences.statusCode, preferences.body).toBe(200);
    const next: DealDocument = dealDocument.parse({
      name: 'Sentences 35',
      currency: 'EUR',
      revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.35' }] },
    });
    const saved = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/deals',
      headers: operatorHeaders,
      payload: next,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const assigned = await app.inject({
      method: 'PUT',
      url: `/api/v1/operator/affiliates/${affiliateId}/deal`,
      headers: operatorHeaders,
      payload: { deal: next.name, from: '2026-12' },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const notice = (await notificationsOf(app, session)).find(
      (n) => n.title === 'Ihr Vergütungsmodell ab 01.12.2026',
    );
    expect(notice, 'no German deal notice').toBeDefined();
    expect(plain(notice!.body)).toBe(
      'Ab 01.12.2026 werden Sie nach „Sentences 35“ (Version 1) vergütet. Revenue Share: 35 % des NGR. ' +
        'Keine Verwaltungsgebühr. Ein negativer Monat wird in den nächsten vorgetragen und muss erst ausgeglichen werden, ' +
        'bevor wieder Revenue Share gezahlt wird. Kein CPA. Die Seite „Provision“ zeigt, was Ihr laufender Monat danach einbringt.',
    );
  });
});

describe("the deal's words in each catalog", () => {
  const deals = [
    deal,
    dealDocument.parse({
      name: 'Everything',
      currency: 'BRL',
      admin_fee_rate: '0.10',
      negative_carry_over: { cap: '1000.00' },
      revenue_share: {
        mode: 'tiered',
        tier_by: 'first_depositors',
        tiers: [
          { from: '0', rate: '0.25' },
          { from: '1', rate: '0.30' },
          { from: '10', rate: '0.355' },
        ],
        product_rates: { 'live-casino': '0.40', sports: '0.20' },
      },
      cpa: {
        amount: '50.00',
        qualify: { deposits_min: '50.00', window_days: 1 },
        tiers: [{ from: 10, amount: '70.00' }],
        monthly_cap: 1,
      },
    }),
    dealDocument.parse({
      name: 'Ladder',
      currency: 'USD',
      negative_carry_over: 'reset',
      revenue_share: {
        mode: 'ladder',
        tiers: [
          { from: '0', rate: '0.25' },
          { from: '1000', rate: '0.30' },
        ],
      },
      cpa: { amount: '0.00' },
    }),
  ];

  it("has the contract's English in the English catalog, word for word, so translators read the real source", () => {
    for (const document of deals)
      expect(dealSummary(document, dealWordsIn('en'))).toEqual(dealSummary(document));
  });

  it('writes every phrase in the other languages, with plurals and the locale’s numbers', () => {
    expect(dealSummary(deals[1]!, dealWordsIn('es')).map(plain)).toEqual([
      'Revenue share por niveles: 25 % del NGR; 30 % desde 1 primer depositante en el mes; 35,5 % desde 10 primeros depositantes en el mes. Todo el mes se paga al porcentaje del nivel alcanzado.',
      'NGR de Casino en vivo al 40 % y NGR de Deportes al 20 %, en lugar del porcentaje del nivel.',
      'Comisión de gestión: 10 % de las ganancias/pérdidas, descontada del NGR.',
      'Un mes negativo se arrastra al siguiente, hasta 1000,00 BRL.',
      'CPA: 50,00 BRL por jugador que, en 1 día desde el registro (el día del registro es el día 1), haga un primer depósito y deposite al menos 50,00 BRL en total.',
      'Desde 10 jugadores calificados en un mes, a cada uno se le paga 70,00 BRL.',
      'Como máximo se paga 1 jugador al mes; el resto queda por encima del límite.',
      'El CPA se paga sea cual sea el NGR.',
    ]);
    expect(dealSummary(deals[2]!, dealWordsIn('pt-BR')).map(plain)).toEqual([
      'Revenue share por faixas de NGR: 25% de US$ 0,00 a US$ 1.000,00; 30% acima de US$ 1.000,00. Cada faixa é paga pela sua própria taxa.',
      'Sem taxa administrativa.',
      'Um mês negativo não é transportado: cada mês começa do zero.',
      'Sem CPA.',
    ]);
  });
});

describe(`transaction descriptions in the request's language (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let history: FastifyInstance;
  let demo: SignedIn;
  let known: Awaited<ReturnType<typeof postKnownLedger>>;

  beforeAll(async () => {
    history = await buildTestApp();
    known = await postKnownLedger(history);
    demo = await signIn(history, DEMO.username, DEMO.password);
  });
  afterAll(() => closeTestApp(history));

  const descriptions = async (language?: string) => {
    const response = await history.inject({
      url: '/api/v1/bo/me/transactions?per_page=100',
      headers: { ...demo.headers, ...(language === undefined ? {} : { 'accept-language': language }) },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data as Array<{ type: string; description: string }>).map((row) =>
      plain(row.description),
    );
  };

  it('describes withdrawals and commissions in the language asked, an operator’s reason as written', async () => {
    const english = await descriptions();
    expect(english).toContain('Withdrawal to Neteller d•••@example.com');
    expect(english).toContain('Commission for March 2026');
    const german = await descriptions('de');
    expect(german).toContain('Auszahlung per Neteller an d•••@example.com');
    expect(german).toContain('Provision für März 2026');
    expect(await descriptions('pt-BR')).toContain('Comissão de março de 2026');
    // The adjustment's and the fee's reasons are the operator's words, the same in every language.
    const typed = english.filter((text) => !/^(Withdrawal|Commission) /.test(text));
    expect(typed.length).toBeGreaterThan(0);
    for (const text of typed) expect(german).toContain(text);
  });

  it("writes the statement's lines the gateway wrote in the language asked, an operator's reason as written", async () => {
    const lines = async (language?: string) => {
      const response = await history.inject({
        url: '/api/v1/bo/me/statement?month=2026-04',
        headers: { ...demo.headers, ...(language === undefined ? {} : { 'accept-language': language }) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data.lines as Array<{ description: string }>).map((line) => line.description);
    };
    const { a, b } = known;
    const english = await lines();
    expect(english).toEqual(
      expect.arrayContaining([
        'Commission for March 2026',
        `Withdrawal #${a.id} requested (Neteller)`,
        `Withdrawal #${a.id} paid (Neteller, reference NT-7781)`,
        `Withdrawal #${b.id} rejected (USDT (TRC20)): amount released`,
      ]),
    );
    const german = await lines('de');
    expect(german).toEqual(
      expect.arrayContaining([
        'Provision für März 2026',
        `Auszahlung Nr. ${a.id} angefordert (Neteller)`,
        `Auszahlung Nr. ${a.id} ausgeführt (Neteller, Referenz NT-7781)`,
        `Auszahlung Nr. ${b.id} abgelehnt (USDT (TRC20)): Betrag freigegeben`,
      ]),
    );
    // The goodwill adjustment and the fee keep the operator's words.
    const typed = english.filter((text) => !/^(Withdrawal|Commission) /.test(text));
    expect(typed.length).toBeGreaterThan(0);
    for (const text of typed) expect(german).toContain(text);
    expect(german).toHaveLength(english.length);
  });
});
