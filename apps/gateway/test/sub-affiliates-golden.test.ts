import type { DealDocument } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachSubAffiliate } from '../src/modules/sub-affiliates/service.ts';
import { buildTestApp, closeTestApp, operatorHeaders, signIn } from './helpers.ts';
import { affiliateIdOf, mustPutActivity, mustPutPlayers, type ActivityInput } from './ingest-helpers.ts';

/**
 * Golden sub-affiliate earnings (issue 38), in the deals' golden style: deals with a `sub_affiliates`
 * part, parents and subs created through the operator API, players and activity through the ingest API,
 * two months closed through the operator API, and what each parent was credited read back from its
 * statement and its Sub-affiliates endpoint. Every expected figure was worked out by hand (the comments).
 *
 * Every sub is on "Sub deal": 30 % of NGR, no admin fee, CPA 60.00 for a first deposit of 10.00 or more.
 * - parentcom earns 5 % of subcom's commission for 12 months; grandsub, subcom's own sub, earns it nothing.
 * - parentngr earns 10 % of subngr's NGR for 12 months; a late row of November corrects November.
 * - parentcpa earns 10.00 per qualified player of subcpa for 1 month (November only); a reversal of
 *   November in December is a correction December cannot pay for, so nothing is taken.
 */

let app: FastifyInstance;
let clock = new Date('2026-11-20T12:00:00Z');
const PASSWORD = 'saffron-river-otter-19';
const ids = new Map<string, number>();
let nextCustomer = 5000;

const flat30 = {
  currency: 'EUR',
  revenue_share: { mode: 'flat' as const, tiers: [{ from: '0', rate: '0.30' }] },
};
const deals: DealDocument[] = [
  { name: 'Sub deal', ...flat30, cpa: { amount: '60.00', qualify: { first_deposit_min: '10.00' } } },
  {
    name: 'Share of commission',
    ...flat30,
    sub_affiliates: { share_of: 'commission', rate: '0.05', months: 12 },
  },
  { name: 'Share of NGR', ...flat30, sub_affiliates: { share_of: 'ngr', rate: '0.10', months: 12 } },
  { name: 'Per qualified player', ...flat30, sub_affiliates: { per_qualified_player: '10.00', months: 1 } },
  {
    name: 'Share of NGR in dollars',
    currency: 'USD',
    revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.30' }] },
    sub_affiliates: { share_of: 'ngr', rate: '0.10', months: 12 },
  },
];

async function createAffiliate(username: string, deal: string, currency = 'EUR') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/operator/affiliates',
    headers: operatorHeaders,
    payload: {
      username,
      email: `${username}@example.com`,
      password: PASSWORD,
      firstName: 'Golden',
      lastName: 'Sub',
      country: 'PT',
      currency,
      deal,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  ids.set(username, await affiliateIdOf(app, username));
}

function moveUnder(username: string, parent: string | null, reason = 'Recruited at a trade fair') {
  return app.inject({
    method: 'POST',
    url: `/api/v1/operator/affiliates/${ids.get(username)}/parent`,
    headers: operatorHeaders,
    payload: { parent: parent === null ? null : ids.get(parent), reason },
  });
}

/** New players of the affiliate's default code, each with its days of activity. */
async function feed(
  username: string,
  players: Array<{ joined: string; days: Array<Omit<ActivityInput, 'customer_id'>> }>,
) {
  const customers = players.map(() => nextCustomer++);
  await mustPutPlayers(
    app,
    players.map((p, i) => ({
      customer_id: customers[i]!,
      referral_code: username.toUpperCase(),
      date_joined: p.joined,
      category: 'casino',
    })),
  );
  await mustPutActivity(
    app,
    players.flatMap((p, i) => p.days.map((day) => ({ customer_id: customers[i]!, ...day }))),
  );
  return customers;
}

async function close(period: string) {
  const closed = await app.inject({
    method: 'POST',
    url: `/api/v1/operator/periods/${period}/close`,
    headers: operatorHeaders,
  });
  expect(closed.statusCode, closed.body).toBe(200);
}

async function reverse(customer: number, reason: string) {
  const reversed = await app.inject({
    method: 'POST',
    url: `/api/v1/operator/players/${customer}/cpa-reversal`,
    headers: operatorHeaders,
    payload: { reason },
  });
  expect(reversed.statusCode, reversed.body).toBe(201);
  return reversed.json().data as { claw_back: string | null };
}

/** The affiliate's statement lines of the month that are commissions, in a language. */
async function commissionLines(username: string, month: string, language = 'en') {
  const signedIn = await signIn(app, username, PASSWORD);
  const response = await app.inject({
    url: `/api/v1/bo/me/statement?month=${month}`,
    headers: { ...signedIn.headers, 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (
    (response.json().data.lines as Array<{ type: string; description: string; amount: string }>)
      .filter((line) => line.type === 'commission')
      // Intl's narrow and no-break spaces (500,00 €, 10 %) read as spaces here.
      .map((line) => [line.description.replace(/[\u00a0\u202f]/g, ' '), line.amount])
  );
}

/** What the closes credited a parent, per month credited and month it is for, summed over brands. */
async function credits(parent: string) {
  const { rows } = await app.ctx.db.query<{
    period: string;
    source_period: string;
    sub: string;
    basis: string | null;
    players: number | null;
    amount: string;
    cut: boolean;
  }>(
    `SELECT to_char(c.period, 'YYYY-MM') AS period, to_char(c.source_period, 'YYYY-MM') AS source_period, m.username AS sub,
            sum(c.basis)::text AS basis, sum(c.qualified_players)::int AS players, sum(c.amount)::text AS amount, bool_or(c.cut) AS cut
     FROM sub_affiliate_credits c JOIN members m ON m.id = c.sub_member_id
     WHERE c.parent_member_id = $1 GROUP BY c.period, c.source_period, m.username ORDER BY 1, 2, 3`,
    [ids.get(parent)],
  );
  return rows;
}

let subcomPlayers: number[];
let subngrPlayers: number[];
let subcpaPlayers: number[];
let firstBrand: string;

beforeAll(async () => {
  app = await buildTestApp({ now: () => clock, seedDemoData: false, logLevel: 'error' });
  for (const deal of deals) {
    const saved = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/deals',
      headers: operatorHeaders,
      payload: deal,
    });
    expect(saved.statusCode, saved.body).toBe(201);
  }
  await createAffiliate('parentcom', 'Share of commission');
  await createAffiliate('parentngr', 'Share of NGR');
  await createAffiliate('parentcpa', 'Per qualified player');
  await createAffiliate('parentusd', 'Share of NGR in dollars', 'USD');
  for (const sub of ['subcom', 'subngr', 'subcpa', 'grandsub', 'subeur'])
    await createAffiliate(sub, 'Sub deal');
  firstBrand = (await app.ctx.db.one<{ code: string }>('SELECT code FROM brands WHERE is_first')).code;
  await app.ctx.db.execScript(
    `INSERT INTO brands (code, name, currency, landing_url) VALUES ('second', 'Second Casino', 'EUR', 'https://second.example/');
     INSERT INTO referral_codes (code, member_id, brand) VALUES ('SUBEURTWO', ${ids.get('subeur')}, 'second');`,
  );
  // subcom as the approval attaches an applicant who came through the invite link; the others by the console.
  await app.ctx.db.transaction((tx) =>
    attachSubAffiliate(tx, ids.get('subcom')!, ids.get('parentcom')!, 'operator:1', clock),
  );
  for (const [sub, parent] of [
    ['subngr', 'parentngr'],
    ['subcpa', 'parentcpa'],
    ['grandsub', 'subcom'],
    ['subeur', 'parentusd'],
  ] as const)
    expect((await moveUnder(sub, parent)).statusCode).toBe(200);
  // Approved on November 5th (the member row is made at approval; the database's clock is not the test's).
  await app.ctx.db.query(`UPDATE members SET created_at = '2026-11-05T10:00:00Z' WHERE id = ANY($1::int[])`, [
    ['subcom', 'subngr', 'subcpa', 'grandsub', 'subeur'].map((name) => ids.get(name)),
  ]);

  const day = (d: string, winloss: string, more: Omit<ActivityInput, 'customer_id' | 'day'> = {}) => ({
    day: d,
    winloss,
    ...more,
  });
  subcomPlayers = await feed('subcom', [
    { joined: '2026-11-02', days: [day('2026-11-03', '1000.00', { deposits: '20.00' })] },
    { joined: '2026-11-02', days: [day('2026-11-04', '0.00', { deposits: '20.00' })] },
  ]);
  await feed('grandsub', [
    { joined: '2026-11-02', days: [day('2026-11-03', '5000.00', { deposits: '20.00' })] },
  ]);
  subngrPlayers = await feed('subngr', [
    { joined: '2026-11-02', days: [day('2026-11-03', '800.00', { deposits: '50.00', bonuses: '100.00' })] },
    { joined: '2026-11-02', days: [day('2026-11-04', '-200.00', { deposits: '20.00' })] },
  ]);
  await feed('subeur', [
    { joined: '2026-11-02', days: [day('2026-11-03', '1000.00', { deposits: '20.00' })] },
  ]);
  await mustPutPlayers(app, [
    { customer_id: 9001, referral_code: 'SUBEURTWO', date_joined: '2026-11-02', category: 'casino' },
  ]);
  await mustPutActivity(app, [
    { customer_id: 9001, day: '2026-11-04', winloss: '-300.00', deposits: '20.00' },
  ]);
  subcpaPlayers = await feed('subcpa', [
    { joined: '2026-11-02', days: [day('2026-11-03', '0.00', { deposits: '20.00' })] },
    { joined: '2026-11-02', days: [day('2026-11-04', '0.00', { deposits: '20.00' })] },
  ]);
});

afterAll(() => closeTestApp(app));

describe(`golden sub-affiliate earnings over HTTP (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  it('credits each parent after its subs’ own commissions, and corrects a closed month on a late row or a reversal', async () => {
    // November. subcom: NGR 1,000.00 at 30 % = 300.00, two CPAs of 60.00: commission 420.00; parentcom
    // earns 5 % of it = 21.00. subngr: NGR 800 − 100 − 200 = 500.00; parentngr earns 10 % = 50.00.
    // subcpa: 2 qualified players; parentcpa earns 2 × 10.00 = 20.00. grandsub (subcom's sub) earns
    // parentcom nothing, and subcom's deal has no sub-affiliates part.
    const signedIn = await signIn(app, 'parentcom', PASSWORD);
    const running = await app.inject({
      url: `/api/v1/affiliate/${ids.get('parentcom')}/sub-affiliates`,
      headers: signedIn.headers,
    });
    expect(running.statusCode, running.body).toBe(200);
    expect(running.json().data).toMatchObject([
      {
        username: 'subcom',
        joined: '2026-11-05',
        status: 'active',
        earning_until: '2027-10',
        this_month: { basis: '420.00', qualified_players: null, earnings: '21.00' },
        to_date: { earnings: '0.00' },
      },
    ]);

    const runningOf = async (parent: string) =>
      (
        await app.inject({
          url: `/api/v1/affiliate/${ids.get(parent)}/sub-affiliates`,
          headers: (await signIn(app, parent, PASSWORD)).headers,
        })
      ).json().data[0].this_month;
    expect(await runningOf('parentngr')).toMatchObject({ basis: '500.00', earnings: '50.00' });
    expect(await runningOf('parentcpa')).toMatchObject({
      basis: null,
      qualified_players: 2,
      earnings: '20.00',
    });

    clock = new Date('2026-12-10T12:00:00Z');
    // parentusd is paid in dollars on subeur's euros: no close starts without the month's rate.
    const refused = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/periods/2026-11/close',
      headers: operatorHeaders,
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().message).toBe(
      'November 2026 cannot close: a sub-affiliate is paid in EUR and its parent in USD, and there is no EUR to USD rate on or before 2026-11-30. Set the rate first.',
    );
    expect((await credits('parentcom')).length).toBe(0);
    // The month's rate from the sub's euros to the parent's dollars: the latest on or before November 30th.
    const rate = await app.inject({
      method: 'PUT',
      url: '/api/v1/operator/fx-rates',
      headers: operatorHeaders,
      payload: { date: '2026-11-20', source: 'ECB', rates: [{ from: 'EUR', to: 'USD', rate: '1.1' }] },
    });
    expect(rate.statusCode, rate.body).toBe(200);
    await close('2026-11');
    expect(await credits('parentcom')).toEqual([
      {
        period: '2026-11',
        source_period: '2026-11',
        sub: 'subcom',
        basis: '420.00',
        players: null,
        amount: '21.00',
        cut: false,
      },
    ]);
    expect(await credits('parentngr')).toMatchObject([
      { source_period: '2026-11', basis: '500.00', amount: '50.00' },
    ]);
    expect(await credits('parentcpa')).toMatchObject([
      { source_period: '2026-11', players: 2, amount: '20.00' },
    ]);
    expect(await credits('subcom')).toEqual([]);
    // A line of its own on the parent's statement, after its own commission, naming the sub.
    expect(await commissionLines('parentcom', '2026-12')).toEqual([
      ['Sub-affiliate earnings for November 2026: subcom — 5% of commission €420.00', '21.00'],
    ]);
    expect(await commissionLines('parentngr', '2026-12', 'de')).toEqual([
      ['Einnahmen aus Sub-Affiliates für November 2026: subngr — 10 % des NGR von 500,00 €', '50.00'],
    ]);
    expect(await commissionLines('parentcpa', '2026-12', 'pt-BR')).toEqual([
      ['Ganhos com subafiliados de novembro de 2026: subcpa — 2 jogadores qualificados a € 10,00', '20.00'],
    ]);

    // December. subcom's second player's CPA is reversed: subcom's December takes back the 60.00 November
    // paid, from its 500.00 at 30 % = 150.00, so its commission is 90.00 and parentcom's share 5 % = 4.50.
    expect(await reverse(subcomPlayers[1]!, 'Duplicate account')).toMatchObject({ claw_back: '60.00' });
    await mustPutActivity(app, [{ customer_id: subcomPlayers[0]!, day: '2026-12-05', winloss: '500.00' }]);
    // A late row of closed November for subngr: its November NGR is now 800.00, which pays 80.00; the
    // 50.00 credited is corrected by 30.00. Its December has no activity: nothing for December.
    await mustPutActivity(app, [{ customer_id: subngrPlayers[0]!, day: '2026-11-20', winloss: '300.00' }]);
    // subcpa's first player's CPA is reversed: November now has 1 qualified player, 10.00 less; December
    // is past parentcpa's 1 month, so a new qualified player earns nothing and the 10.00 cannot be taken.
    await reverse(subcpaPlayers[0]!, 'Bonus abuse');
    await feed('subcpa', [
      { joined: '2026-12-01', days: [{ day: '2026-12-02', winloss: '0.00', deposits: '20.00' }] },
    ]);

    clock = new Date('2027-01-05T12:00:00Z');
    await close('2026-12');
    expect((await credits('parentcom')).at(-1)).toEqual({
      period: '2026-12',
      source_period: '2026-12',
      sub: 'subcom',
      basis: '90.00',
      players: null,
      amount: '4.50',
      cut: false,
    });
    expect(await credits('parentngr')).toMatchObject([
      { period: '2026-11', source_period: '2026-11', basis: '500.00', amount: '50.00' },
      { period: '2026-12', source_period: '2026-11', basis: '300.00', amount: '30.00', cut: false },
      { period: '2026-12', source_period: '2026-12', basis: '0.00', amount: '0.00' },
    ]);
    expect(await credits('parentcpa')).toMatchObject([
      { period: '2026-11', source_period: '2026-11', players: 2, amount: '20.00', cut: false },
      { period: '2026-12', source_period: '2026-11', players: -1, amount: '0.00', cut: true },
    ]);
    // The transactions list and a transaction's page write it in the request's language too.
    const parentngr = await signIn(app, 'parentngr', PASSWORD);
    const transactions = await app.inject({
      url: '/api/v1/bo/me/transactions',
      headers: { ...parentngr.headers, 'accept-language': 'es' },
    });
    expect(transactions.statusCode, transactions.body).toBe(200);
    const [newest] = transactions.json().data as Array<{ id: string; description: string; amount: string }>;
    expect([newest!.description.replace(/[\u00a0\u202f]/g, ' '), newest!.amount]).toEqual([
      'Ganancias por subafiliados corregidas: subngr en noviembre de 2026 — 10 % del NGR, ahora 800,00 €',
      '30.00',
    ]);
    const one = await app.inject({
      url: `/api/v1/bo/me/transactions/${newest!.id}`,
      headers: { ...parentngr.headers, 'accept-language': 'pt-BR' },
    });
    expect(one.json().data.description.replace(/[\u00a0\u202f]/g, ' ')).toBe(
      'Ganhos com subafiliados corrigidos: subngr em novembro de 2026 — 10% do NGR, agora € 800,00',
    );
    // The CSV writes the line in the affiliate's language too (German here, set on the profile).
    await app.ctx.db.query(
      `UPDATE members SET preferences = preferences || '{"language": "de"}' WHERE id = $1`,
      [ids.get('parentngr')],
    );
    const csv = await app.inject({
      url: '/api/v1/bo/me/statement/download?month=2027-01&format=csv',
      headers: (await signIn(app, 'parentngr', PASSWORD)).headers,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      'Einnahmen aus Sub-Affiliates korrigiert: subngr für November 2026 — 10 % des NGR, jetzt 800,00 €',
    );
    // The transactions list's CSV writes them in the language the reader asks in (the portal's), its
    // dates too; without one (an integration), in the ledger's English.
    const exported = async (language?: string, format = 'csv') => {
      const response = await app.inject({
        url: `/api/v1/bo/me/transactions/export?format=${format}`,
        headers: {
          ...(await signIn(app, 'parentngr', PASSWORD)).headers,
          ...(language && { 'accept-language': language }),
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.body.replace(/[\u00a0\u202f]/g, ' ');
    };
    const german = (await exported('de')).split('\r\n');
    const subLines = german.filter((line) => line.includes('Sub-Affiliates'));
    expect(subLines).toHaveLength(2);
    expect(subLines[0]).toMatch(/^l-\d+,05\.01\.2027,commission,credited,30\.00,30\.00,EUR,/);
    expect(subLines[0]).toContain(
      // Quoted: the German amount has a comma.
      ',"Einnahmen aus Sub-Affiliates korrigiert: subngr für November 2026 — 10 % des NGR, jetzt 800,00 €",',
    );
    expect(subLines[1]).toMatch(/^l-\d+,10\.12\.2026,commission,credited,50\.00,/);
    expect(subLines[1]).toContain(
      ',"Einnahmen aus Sub-Affiliates für November 2026: subngr — 10 % des NGR von 500,00 €",',
    );
    expect(german.join('\n')).not.toContain('Sub-affiliate earnings');
    const english = await exported();
    expect(english).toContain(
      ',"Sub-affiliate earnings corrected: subngr for November 2026 — 10% of NGR, now €800.00",',
    );
    expect(english).toContain(',01/05/2027,commission,');
    // The JSON export is the list's rows, in the same language.
    const germanList = await app.inject({
      url: '/api/v1/bo/me/transactions',
      headers: { ...(await signIn(app, 'parentngr', PASSWORD)).headers, 'accept-language': 'de' },
    });
    expect(JSON.parse(await exported('de', 'json'))).toEqual(
      JSON.parse(germanList.body.replace(/[\u00a0\u202f]/g, ' ')).data,
    );
    expect(await commissionLines('parentcom', '2027-01')).toEqual([
      ['Sub-affiliate earnings for December 2026: subcom — 5% of commission €90.00', '4.50'],
    ]);
    expect(await commissionLines('parentngr', '2027-01')).toEqual([
      ['Sub-affiliate earnings corrected: subngr for November 2026 — 10% of NGR, now €800.00', '30.00'],
    ]);
    expect(await commissionLines('parentngr', '2027-01', 'es')).toEqual([
      [
        'Ganancias por subafiliados corregidas: subngr en noviembre de 2026 — 10 % del NGR, ahora 800,00 €',
        '30.00',
      ],
    ]);
    expect(await commissionLines('parentcpa', '2027-01')).toEqual([]);

    const listed = await app.inject({
      url: `/api/v1/affiliate/${ids.get('parentngr')}/sub-affiliates`,
      headers: (await signIn(app, 'parentngr', PASSWORD)).headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data[0]).toMatchObject({ username: 'subngr', to_date: { earnings: '80.00' } });
    // subcpa earned its parent November only: past its month, nothing this month, 20.00 to date (the
    // reversal's 10.00 was not taken back: nothing was paid to take it from).
    const perPlayer = await app.inject({
      url: `/api/v1/affiliate/${ids.get('parentcpa')}/sub-affiliates`,
      headers: (await signIn(app, 'parentcpa', PASSWORD)).headers,
    });
    expect(perPlayer.json().data).toMatchObject([
      { username: 'subcpa', earning_until: '2026-11', this_month: null, to_date: { earnings: '20.00' } },
    ]);
  });

  it('works each brand out in the parent’s currency, at the month’s rate, the brands adding up to the share', async () => {
    // subeur's November in euros: NGR 1,000.00 at the first brand, −300.00 at the second. At the month's
    // EUR→USD rate of 1.1 (set for 11-20, the latest on or before 11-30): $1,100.00 and −$330.00, $770.00
    // in all; 10 % of it is $77.00, the first brand's part $110.00, the second's −$33.00.
    const { rows } = await app.ctx.db.query(
      `SELECT brand, trim(currency) AS currency, basis::text, amount::text FROM sub_affiliate_credits
       WHERE parent_member_id = $1 AND period = '2026-11-01' ORDER BY brand`,
      [ids.get('parentusd')],
    );
    expect(rows).toEqual([
      { brand: firstBrand, currency: 'USD', basis: '1100.00', amount: '110.00' },
      { brand: 'second', currency: 'USD', basis: '-330.00', amount: '-33.00' },
    ]);
    expect(await commissionLines('parentusd', '2026-12')).toEqual([
      ['Sub-affiliate earnings for November 2026: subeur — 10% of NGR $770.00', '77.00'],
    ]);
    const listed = await app.inject({
      url: `/api/v1/affiliate/${ids.get('parentusd')}/sub-affiliates`,
      headers: (await signIn(app, 'parentusd', PASSWORD)).headers,
    });
    expect(listed.json()).toMatchObject({
      data: [
        {
          username: 'subeur',
          to_date: {
            earnings: '77.00',
            brands: [
              { brand: firstBrand, earnings: '110.00' },
              { brand: 'second', earnings: '-33.00' },
            ],
          },
        },
      ],
      meta: { currency: 'USD', terms: { share_of: 'ngr', rate: '0.10', months: 12 } },
    });
  });
});
