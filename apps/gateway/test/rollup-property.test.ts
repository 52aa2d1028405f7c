import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadGeneratedClicks } from '../src/demo/generator/load.ts';
import {
  batches,
  generateActivity,
  generatePlayers,
  type GenerationPlan,
} from '../src/demo/generator/players-and-activity.ts';
import { Random } from '../src/demo/generator/random.ts';
import { buildTestApp, closeTestApp, operatorHeaders, signIn, type SignedIn } from './helpers.ts';
import { expectRollupsMatchRaw, mustPutActivity, mustPutPlayers } from './ingest-helpers.ts';

/**
 * Property: for random affiliates, ranges, granularities and categories, the dashboard (read from
 * rollups) equals a direct aggregation of the raw players and activity written here, after a mix of
 * first loads, resends with changed values and player moves. Random with a fixed seed.
 */
const SEED = 20240229;
const END_DAY = '2024-06-30';

interface Affiliate {
  id: number;
  session: SignedIn;
  plan: { revenueShare: number; adminFee: number; cpaCents: number; cpaMinCents: number };
}

let app: FastifyInstance;
const affiliates: Affiliate[] = [];

async function createAffiliate(username: string, currency: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/operator/affiliates',
    headers: operatorHeaders,
    payload: {
      username,
      email: `${username}@example.com`,
      password: 'saffron-river-otter-19',
      firstName: 'P',
      lastName: 'T',
      country: 'DE',
      currency,
    },
  });
  expect(response.statusCode).toBe(201);
  const id = response.json().data.id as number;
  const code = await app.ctx.db.one<{ code: string }>(
    'SELECT code FROM referral_codes WHERE member_id = $1 AND is_default',
    [id],
  );
  return { id, code: code.code, session: await signIn(app, username, 'saffron-river-otter-19') };
}

beforeAll(async () => {
  app = await buildTestApp();
  const created = [
    await createAffiliate('prop-one', 'EUR'),
    await createAffiliate('prop-two', 'GBP'),
    await createAffiliate('prop-three', 'EUR'),
  ];
  const plans = [
    { revenueShare: 3000, adminFee: 1000, cpaCents: 0, cpaMinCents: 0 },
    { revenueShare: 3500, adminFee: 1500, cpaCents: 2500, cpaMinCents: 2000 },
    { revenueShare: 2250, adminFee: 1250, cpaCents: 5000, cpaMinCents: 5000 },
  ];
  for (const [i, a] of created.entries()) {
    const plan = plans[i]!;
    await app.ctx.db.query(
      'UPDATE commission_plan_versions SET revenue_share = $2, admin_fee_rate = $3, cpa_amount = $4, cpa_min_deposit = $5 WHERE member_id = $1',
      [a.id, plan.revenueShare / 10_000, plan.adminFee / 10_000, plan.cpaCents / 100, plan.cpaMinCents / 100],
    );
    affiliates.push({ id: a.id, session: a.session, plan });
  }
  const plan: GenerationPlan = {
    players: 450,
    days: 420,
    endDay: END_DAY,
    now: new Date(`${END_DAY}T23:00:00Z`),
    seed: SEED,
    activityRows: 4_500,
    affiliates: created.map((a, i) => ({ code: a.code, currency: i === 1 ? 'GBP' : 'EUR' })),
    firstCustomerId: 5_000_000,
  };
  // The players' clicks first: most players are fed with the id of the click they came through.
  await loadGeneratedClicks(plan, (work) => app.ctx.db.transaction(work));
  const players = [...generatePlayers(plan)];
  for (const batch of batches(players, 200)) await mustPutPlayers(app, batch);
  const activity = [...generateActivity(plan)];
  for (const batch of batches(activity, 1_500)) await mustPutActivity(app, batch);

  // Resends with changed values (some zeroing a first deposit), and players moving day or category.
  const rng = new Random(SEED);
  const resent = activity
    .filter(() => rng.chance(0.1))
    .map((row) => ({
      ...row,
      deposits: rng.chance(0.5) ? '0.00' : row.deposits,
      turnover: `${rng.int(0, 5000)}.${rng.int(10, 99)}`,
    }));
  for (const batch of batches(resent, 1_000)) await mustPutActivity(app, batch);
  const categories = ['casino', 'sports', 'live-casino', 'poker'] as const;
  const moved = players
    .filter(() => rng.chance(0.15))
    .map((p) => ({
      ...p,
      category: categories[rng.int(0, 3)]!,
      date_joined: rng.chance(0.5) ? p.date_joined : '2023-06-01',
      registered_at: rng.chance(0.3) ? null : p.registered_at,
      // A new country moves the player's figures to another source in the reports' rollups.
      country: rng.chance(0.3) ? 'NZ' : p.country,
    }));
  await mustPutPlayers(app, moved);
}, 120_000);
afterAll(async () => closeTestApp(app));

/** Half away from zero, like PostgreSQL's round(numeric). */
function roundDiv(n: bigint, d: bigint): bigint {
  const sign = n < 0n ? -1n : 1n;
  const abs = n < 0n ? -n : n;
  return sign * ((abs * 2n + d) / (2n * d));
}
const max0 = (c: bigint) => (c > 0n ? c : 0n);
const cents = (amount: string) => BigInt(Math.round(Number(amount) * 100));
const money = (c: bigint) =>
  `${c < 0n ? '-' : ''}${(c < 0n ? -c : c) / 100n}.${String((c < 0n ? -c : c) % 100n).padStart(2, '0')}`;

function bucketOf(day: string, granularity: string): string {
  if (granularity === 'day') return day;
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

interface Fact {
  day: string;
  clicks: number;
  signups: number;
  registrations: number;
  fdn: number;
  fda: string;
  qualified: number;
  deposits: string;
  turnover: string;
  winloss: string;
  bonuses: string;
}

/**
 * The reference: raw clicks, players and activity, first deposits derived from activity, nothing from
 * rollups. A category narrows the players' figures, never the clicks (a click has no product yet).
 */
async function rawFacts(
  affiliate: Affiliate,
  from: string,
  to: string,
  category: string | null,
): Promise<Fact[]> {
  const { rows } = await app.ctx.db.query<Fact>(
    `WITH p AS (SELECT * FROM players WHERE member_id = $1 AND ($4::text IS NULL OR category = $4)),
          fd AS (SELECT DISTINCT ON (a.player_id) a.player_id, a.day, a.deposits FROM player_activity a JOIN p ON p.id = a.player_id
                 WHERE a.deposits > 0 ORDER BY a.player_id, a.day)
     SELECT to_char(day, 'YYYY-MM-DD') AS day, clicks, signups, registrations, fdn, fda::text, qualified, deposits::text, turnover::text, winloss::text, bonuses::text FROM (
       SELECT date_joined AS day, 0 AS clicks, 1 AS signups, 0 AS registrations, 0 AS fdn, 0::numeric AS fda, 0 AS qualified, 0::numeric AS deposits, 0::numeric AS turnover, 0::numeric AS winloss, 0::numeric AS bonuses FROM p
       UNION ALL SELECT (registered_at AT TIME ZONE 'UTC')::date, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0 FROM p WHERE registered_at IS NOT NULL
       UNION ALL SELECT fd.day, 0, 0, 0, 1, fd.deposits, CASE WHEN fd.deposits >= $5 THEN 1 ELSE 0 END, 0, 0, 0, 0 FROM fd
       UNION ALL SELECT a.day, 0, 0, 0, 0, 0, 0, a.deposits, a.turnover, a.winloss, a.bonuses FROM player_activity a JOIN p ON p.id = a.player_id
       UNION ALL SELECT (c.at AT TIME ZONE 'UTC')::date, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0 FROM clicks c WHERE c.member_id = $1 AND NOT c.is_bot
     ) f WHERE day BETWEEN $2::date AND $3::date`,
    [affiliate.id, from, to, category, affiliate.plan.cpaMinCents / 100],
  );
  return rows;
}

function expectedFigures(facts: Fact[], plan: Affiliate['plan']) {
  const sum = (pick: (f: Fact) => string) => facts.reduce((s, f) => s + cents(pick(f)), 0n);
  const winloss = sum((f) => f.winloss);
  const bonuses = sum((f) => f.bonuses);
  // The admin fee is rounded to cents on its own, then taken off (the close's rule, calculate.ts).
  const ngr = winloss - bonuses - roundDiv(BigInt(plan.adminFee) * winloss, 10_000n);
  const qualified = facts.reduce((s, f) => s + f.qualified, 0);
  return {
    clicks: facts.reduce((s, f) => s + f.clicks, 0),
    signups: facts.reduce((s, f) => s + f.signups, 0),
    registrations: facts.reduce((s, f) => s + f.registrations, 0),
    first_depositors: facts.reduce((s, f) => s + f.fdn, 0),
    first_deposit_amount: money(sum((f) => f.fda)),
    deposits: money(sum((f) => f.deposits)),
    turnover: money(sum((f) => f.turnover)),
    winloss: money(winloss),
    bonuses: money(bonuses),
    ngr: money(ngr),
    // A negative NGR earns no revenue share (CPA is still paid).
    estimated_commission: money(
      max0(roundDiv(ngr * BigInt(plan.revenueShare), 10_000n)) + BigInt(plan.cpaCents) * BigInt(qualified),
    ),
  };
}

describe('dashboard rollups (property)', () => {
  it('keep every rollup equal to a direct aggregation of the raw data', async () => {
    await expectRollupsMatchRaw(app);
  });

  it('equal the raw aggregation for random affiliates, ranges, granularities and categories', async () => {
    const rng = new Random(SEED + 1);
    const granularities = ['day', 'week', 'month'] as const;
    const categories = [null, 'casino', 'sports', 'live-casino', 'poker'] as const;
    for (let iteration = 0; iteration < 30; iteration++) {
      const affiliate = affiliates[rng.int(0, affiliates.length - 1)]!;
      const start = new Date(Date.parse('2023-04-01') + rng.int(0, 480) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const end = new Date(Date.parse(start) + rng.int(0, 300) * 86_400_000).toISOString().slice(0, 10);
      const granularity = granularities[rng.int(0, 2)]!;
      const category = categories[rng.int(0, 4)]!;
      const query = new URLSearchParams({ from: start, to: end, granularity, ...(category && { category }) });
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1/affiliate/${affiliate.id}/dashboard?${query}`,
        headers: affiliate.session.headers,
      });
      expect(response.statusCode, String(query)).toBe(200);
      const { data } = response.json();

      const facts = await rawFacts(affiliate, start, end, category);
      expect(data.totals, String(query)).toEqual(expectedFigures(facts, affiliate.plan));
      const byBucket = new Map<string, Fact[]>();
      for (const fact of facts)
        byBucket.set(bucketOf(fact.day, granularity), [
          ...(byBucket.get(bucketOf(fact.day, granularity)) ?? []),
          fact,
        ]);
      const starts = data.series.map((p: { period_start: string }) => p.period_start);
      expect(starts[0]).toBe(bucketOf(start, granularity));
      expect(starts.at(-1)).toBe(bucketOf(end, granularity));
      expect(new Set(starts).size).toBe(starts.length);
      for (const point of data.series) {
        const { period_start: bucket, ...figures } = point;
        expect(figures, `${query} ${bucket}`).toEqual(
          expectedFigures(byBucket.get(bucket) ?? [], affiliate.plan),
        );
      }
    }
  });

  // Week and month series read whole buckets from affiliate_weekly / affiliate_monthly_figures and the
  // partial buckets at the edges from affiliate_daily: ranges starting and ending anywhere in a bucket.
  it('equal the raw aggregation for ranges starting and ending mid-week and mid-month', async () => {
    const ranges: [string, string, 'day' | 'week' | 'month'][] = [
      ['2024-01-01', '2024-03-31', 'week'], // Monday to Sunday: whole weeks only
      ['2024-01-02', '2024-03-30', 'week'], // Tuesday to Saturday: partial weeks at both edges
      ['2023-12-31', '2024-04-01', 'week'], // Sunday to Monday: one-day edges
      ['2024-02-06', '2024-02-08', 'week'], // inside one week
      ['2024-02-05', '2024-02-11', 'week'], // exactly one week
      ['2024-02-04', '2024-02-12', 'week'], // Sunday, a whole week, Monday
      ['2024-02-11', '2024-02-12', 'week'], // Sunday to Monday, no whole week
      ['2023-05-01', '2024-06-30', 'week'], // all the data
      ['2024-01-01', '2024-03-31', 'month'], // whole months only
      ['2024-01-15', '2024-04-10', 'month'], // partial months at both edges
      ['2023-12-31', '2024-03-01', 'month'], // one-day edges across the turn of the year
      ['2024-02-29', '2024-03-01', 'month'], // leap day to the 1st, no whole month
      ['2024-02-01', '2024-02-29', 'month'], // exactly February of a leap year
      ['2024-02-02', '2024-02-28', 'month'], // inside one month
      ['2023-11-30', '2024-02-01', 'month'],
      ['2023-05-08', '2024-06-30', 'month'], // all the data
      ['2024-03-13', '2024-03-13', 'week'],
      ['2024-03-13', '2024-03-13', 'month'],
      ['2024-02-26', '2024-03-10', 'day'],
    ];
    for (const affiliate of affiliates) {
      for (const [from, to, granularity] of ranges) {
        for (const category of [null, 'sports'] as const) {
          const query = new URLSearchParams({ from, to, granularity, ...(category && { category }) });
          const response = await app.inject({
            method: 'GET',
            url: `/api/v1/affiliate/${affiliate.id}/dashboard?${query}`,
            headers: affiliate.session.headers,
          });
          expect(response.statusCode, String(query)).toBe(200);
          const { data } = response.json();
          const facts = await rawFacts(affiliate, from, to, category);
          expect(data.totals, String(query)).toEqual(expectedFigures(facts, affiliate.plan));
          const byBucket = new Map<string, Fact[]>();
          for (const fact of facts)
            byBucket.set(bucketOf(fact.day, granularity), [
              ...(byBucket.get(bucketOf(fact.day, granularity)) ?? []),
              fact,
            ]);
          const starts = data.series.map((p: { period_start: string }) => p.period_start);
          expect(starts[0]).toBe(bucketOf(from, granularity));
          expect(starts.at(-1)).toBe(bucketOf(to, granularity));
          for (const point of data.series) {
            const { period_start: bucket, ...figures } = point;
            expect(figures, `${query} ${bucket}`).toEqual(
              expectedFigures(byBucket.get(bucket) ?? [], affiliate.plan),
            );
          }
        }
      }
    }
  });
});
