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
    const handedOut: string[] = [];
    try {
      const answers = await Promise.all(
        Array.from({ length: CLICKS }, (_, i) =>
          clickOver(agent, baseUrl, `/r/GOLDDEMO?sub=c-${i}&campaign=rush`),
        ),
      );
      expect(answers.filter((a) => a.status === 302)).toHaveLength(CLICKS);
      const landing = new URL(answers[17]!.location!);
      expect([
        landing.origin + landing.pathname,
        landing.searchParams.get('ref'),
        landing.searchParams.get('sub'),
      ]).toEqual(['http://localhost:3000/landing', 'GOLDDEMO', 'c-17']);
      handedOut.push(...answers.map((a) => new URL(a.location!).searchParams.get('click_id')!));
    } finally {
      agent.destroy();
    }
    const rows = await app.ctx.db.query<{ sub_id: string; click_id: string }>(
      "SELECT sub_id, click_id FROM clicks WHERE campaign = 'rush'",
    );
    expect(rows.rows).toHaveLength(CLICKS);
    expect(new Set(rows.rows.map((r) => r.sub_id))).toEqual(
      new Set(Array.from({ length: CLICKS }, (_, i) => `c-${i}`)),
    );
    // Every click id handed to a visitor is stored, once, and no two clicks share one.
    expect(new Set(handedOut).size).toBe(CLICKS);
    expect(new Set(rows.rows.map((r) => r.click_id))).toEqual(new Set(handedOut));
    const counted = await app.ctx.db.one<{
      code: number;
      daily: number;
      weekly: number;
      monthly: number;
      program: number;
    }>(
      `SELECT (SELECT sum(l.clicks) FROM referral_code_clicks l JOIN referral_codes r ON r.id = l.referral_code_id WHERE r.code = 'GOLDDEMO')::int AS code,
              (SELECT sum(clicks) FROM affiliate_clicks_daily)::int AS daily,
              (SELECT sum(clicks) FROM affiliate_clicks_weekly)::int AS weekly,
              (SELECT sum(clicks) FROM affiliate_clicks_monthly)::int AS monthly,
              (SELECT sum(clicks) FROM program_clicks_monthly)::int AS program`,
    );
    // The program-wide rollup of the Overview (migration 025) too, whichever lanes the flushes wrote.
    expect(counted).toEqual({
      code: CLICKS,
      daily: CLICKS,
      weekly: CLICKS,
      monthly: CLICKS,
      program: CLICKS,
    });
  }, 60_000);
});
