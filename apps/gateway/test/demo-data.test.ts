import { api, fillPath } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  generateActivity,
  generatePlayers,
  type GenerationPlan,
} from '../src/demo/generator/players-and-activity.ts';
import { buildTestApp, closeTestApp, DEMO, operatorHeaders, signIn, type SignedIn } from './helpers.ts';
import { expectRollupsMatchRaw, affiliateIdOf } from './ingest-helpers.ts';

/** The demo data a first start seeds: generated players and activity, written through the ingest. */
let app: FastifyInstance;
let demo: SignedIn;
let demoId: number;
let startMs: number;

beforeAll(async () => {
  const started = performance.now();
  app = await buildTestApp({ seedDemoPlayers: true });
  startMs = performance.now() - started;
  demoId = await affiliateIdOf(app, 'demo');
  demo = await signIn(app, DEMO.username, DEMO.password);
}, 120_000);
afterAll(async () => closeTestApp(app));

describe('demo data on first start', () => {
  it('gives demo about 2,000 players over two years ending today and rival about 50, with activity', async () => {
    const counts = (
      await app.ctx.db.query<{
        username: string;
        players: number;
        depositing: number;
        first: string;
        last: string;
      }>(
        `SELECT m.username, count(*)::int AS players, count(p.first_deposit_date)::int AS depositing,
              to_char(min(p.date_joined), 'YYYY-MM-DD') AS first, to_char(max(p.date_joined), 'YYYY-MM-DD') AS last
       FROM players p JOIN members m ON m.id = p.member_id JOIN brands b ON b.code = p.brand AND b.is_first
       GROUP BY m.username ORDER BY m.username`,
      )
    ).rows;
    // And the demo's three sub-affiliates, 60 players between them.
    expect(counts.map((c) => [c.username, c.players])).toEqual([
      ['demo', 2000],
      ['oddsclub', 20],
      ['palpitepro', 20],
      ['rival', 50],
      ['slotsradar', 20],
    ]);
    const demoCounts = counts[0]!;
    expect(demoCounts.depositing).toBeGreaterThan(600);
    expect(demoCounts.last <= new Date().toISOString().slice(0, 10)).toBe(true);
    expect(Date.parse(demoCounts.last) - Date.parse(demoCounts.first)).toBeGreaterThan(600 * 86_400_000);
    const rows = await app.ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM player_activity');
    // demo asks for 60,000 rows and rival for 1,000, plus 6,000 of demo's Brazilian players in reais and
    // 400 of its sub-affiliates' players; the generator lands within 2% of what it is asked.
    expect(rows.n).toBeGreaterThan(67_400 * 0.98);
    expect(rows.n).toBeLessThan(67_400 * 1.02);
    console.warn(`demo seed: ${rows.n} activity rows, app built in ${Math.round(startMs)} ms`);
    await expectRollupsMatchRaw(app);
    // Every rollup summed again from 61,000 raw rows: about 10 s on PGlite on a two-core machine, over
    // the suite's 20 s default when the machine is busy.
  }, 60_000);

  it("gives demo Brazilian players whose activity arrives in reais and counts in euros at each day's rate", async () => {
    const brl = await app.ctx.db.one<Record<string, unknown>>(
      `SELECT count(DISTINCT p.id)::int AS players, count(a.day)::int AS rows,
              count(*) FILTER (WHERE a.day IS NOT NULL AND (a.currency <> 'BRL' OR a.rate_day IS NULL OR a.rate NOT BETWEEN 0.15 AND 0.19))::int AS unconverted,
              sum(round(a.turnover * a.rate, 2)) > 0 AS converted_turnover
       FROM players p JOIN referral_codes r ON lower(r.code) = lower(p.referral_code) AND r.brand = 'goldline-br'
       LEFT JOIN player_activity a ON a.player_id = p.id WHERE p.member_id = $1`,
      [demoId],
    );
    expect(brl).toMatchObject({ players: 300, unconverted: 0, converted_turnover: true });
    expect(brl.rows).toBeGreaterThan(5_000);
    // The demo's rates: daily BRL to EUR and GBP around 0.17 and 0.14, from the ECB.
    const rates = await app.inject({
      url: '/api/v1/operator/fx-rates?from=BRL&latest=true',
      headers: operatorHeaders,
    });
    expect(rates.json().data.map((r: { to: string; source: string }) => `${r.to} ${r.source}`)).toEqual([
      'EUR ECB',
      'GBP ECB',
    ]);
  });

  it('serves a deep, filtered player page equal to the naive OFFSET query', async () => {
    const filters = [
      'deposited=false',
      'deposited=true',
      'category=sports&registered=true&deposited=false',
      `year=${new Date().getUTCFullYear() - 1}&deposited=false`,
      'category=poker',
    ];
    for (const filter of filters) {
      // The naive query takes the filter as the contract parses it, defaults included.
      const parsed = api.referrals.playerList.query!.parse(Object.fromEntries(new URLSearchParams(filter)));
      const first = (
        await app.inject({
          method: 'GET',
          url: `/api/v1/affiliate/${demoId}/member?${filter}&per_page=7`,
          headers: demo.headers,
        })
      ).json();
      for (const page of new Set([
        Math.ceil(first.meta.last_page / 2),
        Math.max(1, first.meta.last_page - 1),
        first.meta.last_page,
      ])) {
        const response = await app.inject({
          method: 'GET',
          url: `/api/v1/affiliate/${demoId}/member?${filter}&per_page=7&page=${page}`,
          headers: demo.headers,
        });
        const { rows } = await app.ctx.db.query<{ customer_id: string }>(
          `SELECT customer_id::text FROM players WHERE member_id = $1 AND ($2::text IS NULL OR category = $2)
             AND (NOT $3 OR registered_at IS NOT NULL) AND (NOT $4 OR first_deposit_date IS NOT NULL)
             AND ($5::int IS NULL OR extract(year FROM date_joined) = $5)
           ORDER BY date_joined DESC, customer_id DESC OFFSET $6 LIMIT 7`,
          [
            demoId,
            parsed.category ?? null,
            parsed.registered,
            parsed.deposited,
            parsed.year ?? null,
            (page - 1) * 7,
          ],
        );
        expect(
          response.json().data.map((r: { customer_id: number }) => r.customer_id),
          `${filter} page ${page}`,
        ).toEqual(rows.map((r) => Number(r.customer_id)));
      }
    }
  });

  it('shows figures on the dashboard for the last 12 months', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/dashboard?from=${from}&to=${today}&granularity=month`,
      headers: demo.headers,
    });
    const { totals } = response.json().data;
    expect(totals.signups).toBeGreaterThan(500);
    expect(Number(totals.turnover)).toBeGreaterThan(Number(totals.deposits));
  });

  it('has two brands: the EUR casino-and-sports first brand that holds today’s data, and an open BRL brand', async () => {
    const response = await app.inject({
      method: 'GET',
      url: api.operator.listBrands.path,
      headers: operatorHeaders,
    });
    expect(response.statusCode, response.body).toBe(200);
    const brands = response.json().data as Array<Record<string, unknown>>;
    expect(
      brands.map(
        ({ code, name, currency, landing_url, effective_landing_url, open_to_affiliates, is_first }) => ({
          code,
          name,
          currency,
          landing_url,
          effective_landing_url,
          open_to_affiliates,
          is_first,
        }),
      ),
    ).toEqual([
      {
        code: 'goldline',
        name: 'Goldline Casino & Sports',
        currency: 'EUR',
        landing_url: null,
        effective_landing_url: 'http://localhost:3000/landing',
        open_to_affiliates: true,
        is_first: true,
      },
      {
        code: 'goldline-br',
        name: 'Goldline Bet Brasil',
        currency: 'BRL',
        // A page of the demo landing, so a link of the brand can be clicked through on one machine.
        landing_url: 'http://localhost:3000/landing/br',
        effective_landing_url: 'http://localhost:3000/landing/br',
        open_to_affiliates: true,
        is_first: false,
      },
    ]);
    // The renamed first brand's code cascaded to everything that was today's: nothing is left on 'main-brand',
    // and the one code of the Brazilian brand is the demo's GOLDBRASIL.
    const left = await app.ctx.db.one<{ codes: number; players: number; banners: number }>(
      `SELECT (SELECT count(*)::int FROM referral_codes WHERE brand <> 'goldline' AND code <> 'GOLDBRASIL') AS codes,
              (SELECT count(*)::int FROM players WHERE brand NOT IN ('goldline', 'goldline-br')) AS players,
              (SELECT count(*)::int FROM banners WHERE brand NOT IN ('goldline', 'goldline-br')) AS banners`,
    );
    expect(left).toEqual({ codes: 0, players: 0, banners: 0 });
    // A re-seed keeps both brands as they are.
    const reseed = await app.inject({
      method: 'POST',
      url: api.operator.demoSeed.path,
      headers: operatorHeaders,
    });
    expect(reseed.statusCode).toBe(200);
    const again = await app.inject({
      method: 'GET',
      url: api.operator.listBrands.path,
      headers: operatorHeaders,
    });
    expect(again.json().data).toEqual(brands);
  });
});

describe('joining the program in the demo (issue 38)', () => {
  interface Listed {
    id: number;
    status: string;
    first_name: string;
    last_name: string;
    member_id: number | null;
    referred_by: { username: string } | null;
    reject_reason: string | null;
    duplicates: Array<{
      reason: string;
      value: string;
      username: string | null;
      application_id: number | null;
    }>;
    messages: Array<{ question: string; answer: string | null }>;
  }
  const applications = async (query = '') => {
    const response = await app.inject({
      url: `${api.applications.listApplications.path}${query}`,
      headers: operatorHeaders,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { data: Listed[]; meta: { total: number } };
  };

  it('fills the console’s Applications queue: four waiting, the oldest first, with duplicates and questions', async () => {
    const waiting = await applications();
    expect(waiting.meta.total).toBe(4);
    expect(waiting.data.map((a) => `${a.first_name} ${a.last_name}: ${a.status}`)).toEqual([
      'Max Hoffmann: pending',
      'Sofía Martínez: awaiting_answer',
      'Gabriel Lima: pending',
      'Rafael Souza: unconfirmed',
    ]);
    const [max, sofia, gabriel] = waiting.data;
    const approved = (await applications('?status=approved')).data;
    const rejected = (await applications('?status=rejected')).data;
    // The same company domain as an affiliate who came through an application: one duplicate naming both.
    const jonas = approved.find((a) => a.first_name === 'Jonas')!;
    expect(max!.duplicates).toEqual([
      {
        reason: 'email_domain',
        value: 'slotsradar.example',
        member_id: jonas.member_id,
        username: 'slotsradar',
        application_id: jonas.id,
      },
    ]);
    expect(max!.messages.map((m) => m.answer !== null)).toEqual([true]);
    // The rejected site again, from the rejected applicant's address.
    expect(gabriel!.duplicates.map((d) => `${d.reason} ${d.value} #${d.application_id}`).sort()).toEqual([
      `ip 203.0.113.140 #${rejected[0]!.id}`,
      `website apostaquente.example #${rejected[0]!.id}`,
    ]);
    expect(sofia!.messages.map((m) => m.answer)).toEqual([null]);
    // Decided: the subs' approvals through demo's invite link, and a rejection with its reason.
    expect(approved.map((a) => [a.status, a.referred_by?.username])).toEqual([
      ['approved', 'demo'],
      ['approved', 'demo'],
      ['approved', 'demo'],
    ]);
    expect(rejected.map((a) => a.reject_reason)).toEqual([expect.stringContaining('brand bidding')]);
    // A Brazilian applicant can be approved: the demo has a deal for all brands in reais.
    const approve = await app.inject({
      method: 'POST',
      url: fillPath(api.applications.approveApplication.path, { applicationId: gabriel!.id }),
      headers: operatorHeaders,
      payload: { deal: 'Flat 30% · admin fee 10% BRL' },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    expect(approve.json().data).toMatchObject({ status: 'approved', deal: 'Flat 30% · admin fee 10% BRL' });
  });

  it('gives demo three sub-affiliates that pay it a share: this month’s estimate and what the closes credited', async () => {
    const response = await app.inject({
      url: fillPath(api.subAffiliates.mySubAffiliates.path, { id: demoId }),
      headers: demo.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { data, meta } = response.json() as {
      data: Array<{
        username: string;
        this_month: { earnings: string } | null;
        to_date: { earnings: string };
      }>;
      meta: { terms: unknown };
    };
    expect(meta.terms).toEqual({ share_of: 'commission', rate: '0.05', months: 12 });
    expect(data.map((sub) => sub.username)).toEqual(['slotsradar', 'palpitepro', 'oddsclub']);
    for (const sub of data) expect(sub.this_month, sub.username).not.toBeNull();
    const sum = (of: (sub: (typeof data)[number]) => string) =>
      data.reduce((total, sub) => total + Number(of(sub)), 0);
    const estimate = sum((sub) => sub.this_month!.earnings);
    const toDate = sum((sub) => sub.to_date.earnings);
    expect(estimate + toDate).toBeGreaterThan(0);
    // What the closes credited is on demo's balance, on lines of their own.
    const posted = await app.ctx.db.one<{ total: string }>(
      `SELECT coalesce(sum(e.amount), 0)::text AS total FROM ledger_transactions t
       JOIN ledger_entries e ON e.transaction_id = t.id AND e.account = 'affiliate_available'
       WHERE t.member_id = $1 AND t.description LIKE 'Sub-affiliate earnings for %'`,
      [demoId],
    );
    expect(Number(posted.total)).toBeCloseTo(toDate, 2);
  });

  it('shows demo a closed month’s day restated on its Changes screen', async () => {
    const response = await app.inject({
      url: fillPath(api.playerChanges.affiliateChanges.path, { id: demoId }),
      headers: demo.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([
      expect.objectContaining({ kind: 'activity_restated', by: 'file', amount: '-25.00', currency: 'EUR' }),
    ]);
  });

  it('is seeded once: a re-seed adds no application, sub-affiliate or change', async () => {
    const counts = () =>
      app.ctx.db.one<{ applications: number; subs: number; questions: number; changes: number }>(
        `SELECT (SELECT count(*)::int FROM affiliate_applications) AS applications,
                (SELECT count(*)::int FROM members WHERE parent_member_id IS NOT NULL) AS subs,
                (SELECT count(*)::int FROM application_questions) AS questions,
                (SELECT count(*)::int FROM player_changes) AS changes`,
      );
    const before = await counts();
    expect(before).toEqual({ applications: 8, subs: 3, questions: 2, changes: 1 });
    const reseed = await app.inject({
      method: 'POST',
      url: api.operator.demoSeed.path,
      headers: operatorHeaders,
    });
    expect(reseed.statusCode).toBe(200);
    expect(await counts()).toEqual(before);
  });
});

describe('generator', () => {
  const plan: GenerationPlan = {
    players: 300,
    days: 100,
    endDay: '2024-05-31',
    now: new Date('2024-05-31T12:00:00Z'),
    seed: 42,
    activityRows: 3_000,
    affiliates: [{ code: 'GOLDDEMO', currency: 'EUR' }],
    firstCustomerId: 1,
  };

  it('closes every finished month of the demo activity: a commission history and a balance, once however often it is re-seeded', async () => {
    const history = async () =>
      app.ctx.db.one<{
        periods: number;
        last: string;
        commissions: number;
        postings: number;
        available: string;
      }>(
        `SELECT (SELECT count(*)::int FROM commission_periods WHERE closed_at IS NOT NULL) AS periods,
                (SELECT to_char(max(period), 'YYYY-MM-DD') FROM commission_periods) AS last,
                (SELECT count(*)::int FROM commissions WHERE member_id = $1) AS commissions,
                (SELECT count(*)::int FROM ledger_transactions WHERE member_id = $1 AND kind = 'commission' AND commission_id IS NOT NULL) AS postings,
                (SELECT available::text FROM member_balances WHERE member_id = $1) AS available`,
        [demoId],
      );
    const first = await history();
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 1))
      .toISOString()
      .slice(0, 10);
    expect(first.periods).toBeGreaterThanOrEqual(23);
    expect(first.last).toBe(lastMonth);
    expect(first.commissions).toBe(first.periods);
    expect(first.postings).toBeGreaterThan(0);
    expect(Number(first.available)).toBeGreaterThan(0);
    // Each month's commission is posted the morning after it, as an operator would have closed it, so a
    // month's statement shows the commission of the month before.
    const postedOn = await app.ctx.db.query<{ period: string; posted: string }>(
      `SELECT to_char(c.period, 'YYYY-MM-DD') AS period, to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS posted
       FROM commissions c JOIN ledger_transactions t ON t.commission_id = c.id WHERE c.member_id = $1`,
      [demoId],
    );
    expect(postedOn.rows.length).toBe(first.postings);
    for (const { period, posted } of postedOn.rows) {
      const next = new Date(`${period}T00:00:00Z`);
      next.setUTCMonth(next.getUTCMonth() + 1);
      next.setUTCHours(6);
      // Seeded before 06:00 on the 1st, the last month is closed as of the seed instead.
      if (next.getTime() < Date.now() - 60_000)
        expect(posted, period).toBe(`${next.toISOString().slice(0, 10)} 06:00`);
    }
    const reseed = await app.inject({
      method: 'POST',
      url: api.operator.demoSeed.path,
      headers: operatorHeaders,
    });
    expect(reseed.statusCode).toBe(200);
    expect(await history()).toEqual(first);
  });

  it('is deterministic by seed and different for another seed', () => {
    expect([...generatePlayers(plan)]).toEqual([...generatePlayers(plan)]);
    expect([...generateActivity(plan)]).toEqual([...generateActivity(plan)]);
    expect([...generateActivity({ ...plan, seed: 43 })]).not.toEqual([...generateActivity(plan)]);
  });

  it('lands on the requested number of activity rows, even when many players deposited recently', () => {
    // Players who deposit late have few days left, which used to cut the total short by about 7%.
    for (const activityRows of [3_000, 12_000]) {
      const rows = [...generateActivity({ ...plan, players: 1_000, days: 730, activityRows })].length;
      expect(Math.abs(rows - activityRows) / activityRows).toBeLessThan(0.02);
    }
  });

  it('produces realistic shares: ~70% registered, ~40% depositing, categories weighted, some losing days', () => {
    const players = [...generatePlayers({ ...plan, players: 5_000 })];
    const share = (pick: (p: (typeof players)[number]) => boolean) =>
      players.filter(pick).length / players.length;
    expect(share((p) => p.registered_at !== null)).toBeCloseTo(0.7, 1);
    expect(share((p) => p.category === 'casino')).toBeCloseTo(0.5, 1);
    expect(share((p) => p.category === 'poker')).toBeCloseTo(0.05, 1);
    const activity = [...generateActivity({ ...plan, players: 5_000, activityRows: 20_000 })];
    const depositors = new Set(activity.map((a) => a.customer_id)).size / 5_000;
    expect(depositors).toBeCloseTo(0.4, 1);
    const negative = activity.filter((a) => a.winloss.startsWith('-')).length / activity.length;
    expect(negative).toBeGreaterThan(0.05);
    expect(negative).toBeLessThan(0.4);
    for (const row of activity.slice(0, 500)) {
      expect(Number(row.turnover)).toBeGreaterThan(0);
      expect(row.day <= plan.endDay).toBe(true);
    }
  });
});
