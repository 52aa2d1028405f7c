import type { ActivityRecord, PlayerRecord } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { operatorHeaders } from './helpers.ts';

export type PlayerInput = Partial<PlayerRecord> & Pick<PlayerRecord, 'customer_id'>;
export type ActivityInput = Partial<ActivityRecord> & Pick<ActivityRecord, 'customer_id' | 'day'>;

export function player(input: PlayerInput): PlayerRecord {
  return {
    referral_code: 'GOLDDEMO',
    date_joined: '2024-01-10',
    registered_at: null,
    category: 'casino',
    country: 'DE',
    click_id: null,
    ...input,
  };
}

export function activity(input: ActivityInput): ActivityRecord {
  return {
    currency: 'EUR',
    deposits: '0.00',
    withdrawals: '0.00',
    turnover: '0.00',
    winloss: '0.00',
    bonuses: '0.00',
    ...input,
  };
}

export function putPlayers(app: FastifyInstance, players: PlayerInput[]) {
  return app.inject({
    method: 'PUT',
    url: '/api/v1/operator/players',
    headers: operatorHeaders,
    payload: { players: players.map(player) },
  });
}

export function putActivity(app: FastifyInstance, rows: ActivityInput[]) {
  return app.inject({
    method: 'PUT',
    url: '/api/v1/operator/activity',
    headers: operatorHeaders,
    payload: { rows: rows.map(activity) },
  });
}

export async function mustPutPlayers(app: FastifyInstance, players: PlayerInput[]) {
  const response = await putPlayers(app, players);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { created: number; updated: number };
}

export async function mustPutActivity(app: FastifyInstance, rows: ActivityInput[]) {
  const response = await putActivity(app, rows);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { inserted: number; replaced: number; as_of: string };
}

/**
 * The activity rows as the figures count them: each amount converted at the row's rate and rounded once
 * to the cent (rate 1 for a row in the affiliate's own currency); `raw_deposits` as it arrived.
 */
const CONVERTED_ACTIVITY = `(SELECT player_id, day, currency, rate, rate_day, deposits AS raw_deposits,
  round(deposits * rate, 2) AS deposits, round(withdrawals * rate, 2) AS withdrawals, round(turnover * rate, 2) AS turnover,
  round(winloss * rate, 2) AS winloss, round(bonuses * rate, 2) AS bonuses FROM player_activity)`;

/** Every rollup of an affiliate, summed, straight from the tables (what the endpoints read). */
export async function rollupTotals(app: FastifyInstance, affiliateId: number) {
  return app.ctx.db.one<Record<string, string | number>>(
    `SELECT coalesce(sum(signups), 0)::int AS signups, coalesce(sum(registrations), 0)::int AS registrations,
            coalesce(sum(first_depositors), 0)::int AS first_depositors, coalesce(sum(first_deposit_amount), 0)::text AS first_deposit_amount,
            coalesce(sum(deposits), 0)::text AS deposits, coalesce(sum(turnover), 0)::text AS turnover,
            coalesce(sum(winloss), 0)::text AS winloss, coalesce(sum(bonuses), 0)::text AS bonuses,
            (SELECT coalesce(sum(players), 0)::int FROM player_cohorts_daily WHERE member_id = $1) AS cohort_players,
            (SELECT coalesce(sum(players), 0)::int FROM player_cohorts_monthly WHERE member_id = $1) AS cohort_players_monthly,
            (SELECT coalesce(sum(turnover), 0)::text FROM player_monthly WHERE member_id = $1) AS monthly_turnover
     FROM affiliate_daily WHERE member_id = $1`,
    [affiliateId],
  );
}

export async function affiliateIdOf(app: FastifyInstance, username: string): Promise<number> {
  return (await app.ctx.db.one<{ id: number }>('SELECT id FROM members WHERE username = $1', [username])).id;
}

/**
 * The invariant of the ingest: every rollup equals a direct aggregation of the raw players and
 * player_activity (first deposits derived afresh from the activity). Rows whose figures are all
 * zero are left out on both sides (a rollup row may be emptied, never removed).
 */
/**
 * The reports' rollup (affiliate_source_daily) against the raw rows: each player's figures under its
 * source (code, sub-IDs, banner, campaign, country), each human click under the click's (its country
 * '' when it has none).
 */
async function expectSourceRollupMatchesRaw(app: FastifyInstance, firstDeposits: string): Promise<void> {
  const q = async (sql: string) => (await app.ctx.db.query<Record<string, unknown>>(sql)).rows;
  const source =
    'member_id, day, referral_code, sub1, sub2, sub3, sub4, sub5, saved_banner_id, campaign, country';
  const bySource = (rows: string) =>
    q(`SELECT member_id, to_char(day, 'YYYY-MM-DD') AS day, referral_code, sub1, sub2, sub3, sub4, sub5, saved_banner_id::text, campaign, country,
              sum(clicks)::int AS clicks, sum(signups)::int AS signups, sum(registrations)::int AS registrations, sum(first_depositors)::int AS fdn,
              sum(first_deposit_amount)::numeric(18,2)::text AS fda, sum(deposits)::numeric(18,2)::text AS deposits,
              sum(turnover)::numeric(18,2)::text AS turnover, sum(winloss)::numeric(18,2)::text AS winloss, sum(bonuses)::numeric(18,2)::text AS bonuses
       FROM (${rows}) s GROUP BY ${source}
       HAVING sum(clicks) <> 0 OR sum(signups) <> 0 OR sum(registrations) <> 0 OR sum(first_depositors) <> 0 OR sum(deposits) <> 0
           OR sum(turnover) <> 0 OR sum(winloss) <> 0 OR sum(bonuses) <> 0
       ORDER BY ${source}`);
  const player = `p.member_id, lower(p.referral_code) AS referral_code, p.sub1, p.sub2, p.sub3, p.sub4, p.sub5, p.saved_banner_id, p.campaign, p.country::text AS country`;
  const none = '0 AS clicks';
  const zero = '0::numeric AS deposits, 0::numeric AS turnover, 0::numeric AS winloss, 0::numeric AS bonuses';
  const reference = await bySource(`
    SELECT ${player}, p.date_joined AS day, ${none}, 1 AS signups, 0 AS registrations, 0 AS first_depositors, 0::numeric AS first_deposit_amount, ${zero} FROM players p
    UNION ALL SELECT ${player}, (p.registered_at AT TIME ZONE 'UTC')::date, 0, 0, 1, 0, 0, ${zero} FROM players p WHERE p.registered_at IS NOT NULL
    UNION ALL SELECT ${player}, f.day, 0, 0, 0, 1, f.deposits, ${zero} FROM (${firstDeposits}) f JOIN players p ON p.id = f.player_id
    UNION ALL SELECT ${player}, a.day, 0, 0, 0, 0, 0, a.deposits, a.turnover, a.winloss, a.bonuses FROM ${CONVERTED_ACTIVITY} a JOIN players p ON p.id = a.player_id
    UNION ALL SELECT c.member_id, lower(c.referral_code), coalesce(c.sub_id, ''), coalesce(c.sub2, ''), coalesce(c.sub3, ''), coalesce(c.sub4, ''),
                     coalesce(c.sub5, ''),
                     CASE WHEN EXISTS (SELECT 1 FROM saved_banners s WHERE s.id = c.saved_banner_id AND s.member_id = c.member_id) THEN c.saved_banner_id ELSE 0 END,
                     coalesce(c.campaign, ''), coalesce(c.country, ''), (c.at AT TIME ZONE 'UTC')::date, 1, 0, 0, 0, 0, ${zero}
      FROM clicks c WHERE NOT c.is_bot`);
  expect(await bySource('SELECT * FROM affiliate_source_daily')).toEqual(reference);

  // The one-part rollups (kept by the click flush, and by triggers for the ingest's lane 0) are the
  // whole-source rollup summed per part, by day and by month.
  const figures =
    'sum(clicks)::int AS clicks, sum(registrations)::int AS r, sum(first_depositors)::int AS f, sum(cpa_qualified)::int AS q, sum(deposits)::text AS d, sum(winloss)::text AS w';
  const parts = `SELECT member_id, day, p.part, p.value, clicks, registrations, first_depositors, cpa_qualified, deposits, winloss FROM affiliate_source_daily
    CROSS JOIN LATERAL (VALUES ('code', referral_code), ('sub1', sub1), ('sub2', sub2), ('sub3', sub3), ('sub4', sub4), ('sub5', sub5),
                               ('banner', saved_banner_id::text), ('campaign', campaign), ('country', country)) AS p (part, value)`;
  const partRows = (rows: string, bucket: string) =>
    q(`SELECT member_id, part, value, to_char(${bucket}, 'YYYY-MM-DD') AS bucket, ${figures} FROM (${rows}) s GROUP BY 1, 2, 3, 4
       HAVING sum(clicks) <> 0 OR sum(registrations) <> 0 OR sum(first_depositors) <> 0 OR sum(deposits) <> 0 OR sum(winloss) <> 0 ORDER BY 1, 2, 3, 4`);
  expect(await partRows('SELECT * FROM affiliate_source_part_daily', 'day')).toEqual(
    await partRows(parts, 'day'),
  );
  expect(await partRows('SELECT * FROM affiliate_source_part_monthly', 'month')).toEqual(
    await partRows(parts, "date_trunc('month', day)"),
  );
}

export async function expectRollupsMatchRaw(app: FastifyInstance): Promise<void> {
  const db = app.ctx.db;
  const q = async (sql: string) => (await db.query<Record<string, unknown>>(sql)).rows;
  const firstDeposits = `SELECT DISTINCT ON (player_id) player_id, day, deposits FROM ${CONVERTED_ACTIVITY} c WHERE raw_deposits > 0 ORDER BY player_id, day`;
  const daily = (source: string) =>
    q(`SELECT member_id, to_char(day, 'YYYY-MM-DD') AS day, category, sum(signups)::int AS signups, sum(registrations)::int AS registrations,
              sum(first_depositors)::int AS fdn, sum(first_deposit_amount)::numeric(18,2)::text AS fda, sum(deposits)::numeric(18,2)::text AS deposits,
              sum(withdrawals)::numeric(18,2)::text AS withdrawals, sum(turnover)::numeric(18,2)::text AS turnover, sum(winloss)::numeric(18,2)::text AS winloss, sum(bonuses)::numeric(18,2)::text AS bonuses
       FROM (${source}) s GROUP BY 1, 2, 3
       HAVING sum(signups) <> 0 OR sum(registrations) <> 0 OR sum(first_depositors) <> 0 OR sum(first_deposit_amount) <> 0
           OR sum(deposits) <> 0 OR sum(withdrawals) <> 0 OR sum(turnover) <> 0 OR sum(winloss) <> 0 OR sum(bonuses) <> 0
       ORDER BY 1, 2, 3`);
  const zero =
    '0::numeric AS deposits, 0::numeric AS withdrawals, 0::numeric AS turnover, 0::numeric AS winloss, 0::numeric AS bonuses';
  const reference = await daily(`
    SELECT member_id, date_joined AS day, category, 1 AS signups, 0 AS registrations, 0 AS first_depositors, 0::numeric AS first_deposit_amount, ${zero} FROM players
    UNION ALL SELECT member_id, (registered_at AT TIME ZONE 'UTC')::date, category, 0, 1, 0, 0, ${zero} FROM players WHERE registered_at IS NOT NULL
    UNION ALL SELECT p.member_id, f.day, p.category, 0, 0, 1, f.deposits, ${zero} FROM (${firstDeposits}) f JOIN players p ON p.id = f.player_id
    UNION ALL SELECT p.member_id, a.day, p.category, 0, 0, 0, 0, a.deposits, a.withdrawals, a.turnover, a.winloss, a.bonuses
      FROM ${CONVERTED_ACTIVITY} a JOIN players p ON p.id = a.player_id`);
  expect(await daily('SELECT * FROM affiliate_daily')).toEqual(reference);
  await expectCoarseRollupsMatchDaily(app);
  await expectSourceRollupMatchesRaw(app, firstDeposits);

  const cohorts = (source: string, join: string) =>
    q(`SELECT member_id, to_char(${join}, 'YYYY-MM-DD') AS j, category, registered, deposited, sum(players)::int AS players
       FROM (${source}) s GROUP BY 1, 2, 3, 4, 5 HAVING sum(players) <> 0 ORDER BY 1, 2, 3, 4, 5`);
  const playerFacts = `SELECT p.member_id, p.date_joined AS join_day, date_trunc('month', p.date_joined)::date AS join_month, p.category,
      p.registered_at IS NOT NULL AS registered, f.player_id IS NOT NULL AS deposited, 1 AS players
    FROM players p LEFT JOIN (${firstDeposits}) f ON f.player_id = p.id`;
  expect(await cohorts('SELECT * FROM player_cohorts_daily', 'join_day')).toEqual(
    await cohorts(playerFacts, 'join_day'),
  );
  expect(await cohorts('SELECT * FROM player_cohorts_monthly', 'join_month')).toEqual(
    await cohorts(playerFacts, 'join_month'),
  );

  const monthly = (source: string) =>
    q(`SELECT player_id::text, to_char(month, 'YYYY-MM-DD') AS month, member_id, sum(deposits)::text AS d, sum(withdrawals)::text AS w,
              sum(turnover)::text AS t, sum(winloss)::text AS wl, sum(bonuses)::text AS b
       FROM (${source}) s GROUP BY 1, 2, 3 ORDER BY 1, 2`);
  expect(await monthly('SELECT * FROM player_monthly')).toEqual(
    await monthly(
      `SELECT a.*, date_trunc('month', a.day)::date AS month, p.member_id FROM ${CONVERTED_ACTIVITY} a JOIN players p ON p.id = a.player_id`,
    ),
  );
  expect(
    await q(
      `SELECT member_id, to_char(month, 'YYYY-MM') AS m, active_players FROM affiliate_monthly WHERE active_players <> 0 ORDER BY 1, 2`,
    ),
  ).toEqual(
    await q(`SELECT p.member_id, to_char(a.day, 'YYYY-MM') AS m, count(DISTINCT a.player_id)::int AS active_players
             FROM ${CONVERTED_ACTIVITY} a JOIN players p ON p.id = a.player_id GROUP BY 1, 2 ORDER BY 1, 2`),
  );
  expect(
    await q(`SELECT p.id::text, to_char(p.first_deposit_date, 'YYYY-MM-DD') AS fdd, p.first_deposit_amount::text AS fda, p.deposits::text,
                    p.withdrawals::text, p.turnover::text, p.winloss::text, p.bonuses::text FROM players p ORDER BY p.id`),
  ).toEqual(
    await q(`SELECT p.id::text, to_char(f.day, 'YYYY-MM-DD') AS fdd, f.deposits::text AS fda,
                    coalesce(sum(a.deposits), 0)::numeric(18,2)::text AS deposits, coalesce(sum(a.withdrawals), 0)::numeric(18,2)::text AS withdrawals,
                    coalesce(sum(a.turnover), 0)::numeric(18,2)::text AS turnover, coalesce(sum(a.winloss), 0)::numeric(18,2)::text AS winloss,
                    coalesce(sum(a.bonuses), 0)::numeric(18,2)::text AS bonuses
             FROM players p LEFT JOIN (${firstDeposits}) f ON f.player_id = p.id LEFT JOIN ${CONVERTED_ACTIVITY} a ON a.player_id = p.id
             GROUP BY p.id, f.day, f.deposits ORDER BY p.id`),
  );
}

/**
 * affiliate_weekly (ISO weeks) and affiliate_monthly_figures hold exactly the sums of affiliate_daily
 * per bucket. Buckets whose figures are all zero are left out on both sides.
 */
export async function expectCoarseRollupsMatchDaily(app: FastifyInstance): Promise<void> {
  const figures = [
    'signups',
    'registrations',
    'first_depositors',
    'cpa_qualified',
    'first_deposit_amount',
    'deposits',
    'withdrawals',
    'turnover',
    'winloss',
    'bonuses',
  ];
  const sums = async (source: string, bucket: string) =>
    (
      await app.ctx.db.query<Record<string, unknown>>(
        `SELECT member_id, to_char(${bucket}, 'YYYY-MM-DD') AS bucket, category, ${figures.map((f) => `sum(${f})::text AS ${f}`).join(', ')}
         FROM (${source}) s GROUP BY 1, 2, 3 HAVING ${figures.map((f) => `sum(${f}) <> 0`).join(' OR ')} ORDER BY 1, 2, 3`,
      )
    ).rows;
  // Each category's row, plus the all-categories row ('all') that sums them.
  const withAll = (daily: string) =>
    `${daily} UNION ALL SELECT member_id, bucket_start, 'all', ${figures.join(', ')} FROM (${daily}) d`;
  const dailyBy = (unit: 'week' | 'month') =>
    `SELECT member_id, date_trunc('${unit}', day::timestamp)::date AS bucket_start, category, ${figures.join(', ')} FROM affiliate_daily`;
  const weekly = await sums('SELECT * FROM affiliate_weekly', 'week_start');
  expect(weekly).toEqual(await sums(withAll(dailyBy('week')), 'bucket_start'));
  expect(weekly.some((row) => row.category === 'all')).toBe(weekly.length > 0);
  expect(weekly.every((row) => new Date(`${String(row.bucket)}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  expect(await sums('SELECT * FROM affiliate_monthly_figures', 'month')).toEqual(
    await sums(withAll(dailyBy('month')), 'bucket_start'),
  );
}
