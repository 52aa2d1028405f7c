import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp } from './helpers.ts';
import { clickAgent, clickOver } from './click-load.ts';

const CLICKS = 10_000;

let app: FastifyInstance;
let baseUrl: string;
beforeAll(async () => {
  app = await buildTestApp();
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => closeTestApp(app));

describe('the tracking redirect under concurrent clicks', () => {
  it(`records ${CLICKS.toLocaleString('en-US')} concurrent clicks exactly: none lost, none doubled`, async () => {
    const agent = clickAgent(200);
    try {
      const answers = await Promise.all(Array.from({ length: CLICKS }, (_, i) => clickOver(agent, baseUrl, `/r/GOLDDEMO?sub=c-${i}&campaign=rush`)));
      expect(answers.filter((a) => a.status === 302)).toHaveLength(CLICKS);
      expect(answers[17]!.location).toBe('http://localhost:3000/landing?ref=GOLDDEMO&sub=c-17');
    } finally {
      agent.destroy();
    }
    const rows = await app.ctx.db.query<{ sub_id: string; n: number }>("SELECT sub_id, count(*)::int AS n FROM clicks WHERE campaign = 'rush' GROUP BY sub_id");
    expect(rows.rows).toHaveLength(CLICKS);
    expect(rows.rows.every((r) => r.n === 1)).toBe(true);
    expect(new Set(rows.rows.map((r) => r.sub_id))).toEqual(new Set(Array.from({ length: CLICKS }, (_, i) => `c-${i}`)));
    const counted = await app.ctx.db.one<{ code: number; daily: number; weekly: number; monthly: number; program: number }>(
      `SELECT (SELECT clicks FROM referral_codes WHERE code = 'GOLDDEMO')::int AS code,
              (SELECT sum(clicks) FROM affiliate_clicks_daily)::int AS daily,
              (SELECT sum(clicks) FROM affiliate_clicks_weekly)::int AS weekly,
              (SELECT sum(clicks) FROM affiliate_clicks_monthly)::int AS monthly,
              (SELECT sum(clicks) FROM program_clicks_monthly)::int AS program`,
    );
    // The program-wide rollup of the Overview (migration 025) too, whichever lanes the flushes wrote.
    expect(counted).toEqual({ code: CLICKS, daily: CLICKS, weekly: CLICKS, monthly: CLICKS, program: CLICKS });
  }, 60_000);
});
