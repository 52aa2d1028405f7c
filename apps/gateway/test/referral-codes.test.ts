import { REFERRAL_CODE_TAKEN, REFERRAL_CODES_LIMIT_REACHED, REFERRAL_CODES_MAX } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  closeTestApp,
  DEMO,
  operatorHeaders,
  RIVAL,
  signIn,
  type SignedIn,
} from './helpers.ts';
import { affiliateIdOf } from './ingest-helpers.ts';

let app: FastifyInstance;
let demo: SignedIn;
let rival: SignedIn;
let demoId: number;
let rivalId: number;

beforeAll(async () => {
  app = await buildTestApp();
  demo = await signIn(app, DEMO.username, DEMO.password);
  rival = await signIn(app, RIVAL.username, RIVAL.password);
  demoId = await affiliateIdOf(app, 'demo');
  rivalId = await affiliateIdOf(app, 'rival');
}, 60_000);
afterAll(async () => closeTestApp(app));

interface CodeRecord {
  code: string;
  is_default: boolean;
  tracking_url: string;
  clicks: number;
  created_at: string;
}

async function codes(session: SignedIn, affiliateId: number): Promise<CodeRecord[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/affiliate/${affiliateId}/referral-codes`,
    headers: session.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

function create(session: SignedIn, affiliateId: number, code: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/affiliate/${affiliateId}/referral-codes`,
    headers: session.headers,
    payload: { code },
  });
}

async function newAffiliate(username: string): Promise<{ id: number; session: SignedIn }> {
  const password = 'saffron-river-otter-19';
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/operator/affiliates',
    headers: operatorHeaders,
    payload: {
      username,
      email: `${username}@example.com`,
      password,
      firstName: 'New',
      lastName: 'Partner',
      country: 'DE',
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { id: created.json().data.id, session: await signIn(app, username, password) };
}

describe('GET /api/v1/affiliate/{id}/referral-codes', () => {
  it('lists the default code first, each with its plain tracking link', async () => {
    const list = await codes(demo, demoId);
    expect(list.map((c) => [c.code, c.is_default])).toEqual([
      ['GOLDDEMO', true],
      ['GOLDSPORT', false],
    ]);
    expect(list[0]).toMatchObject({ tracking_url: 'http://localhost:3000/r/GOLDDEMO', clicks: 0 });
  });

  it("refuses another affiliate's list", async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/referral-codes`,
      headers: rival.headers,
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain('GOLDDEMO');
  });
});

describe('POST /api/v1/affiliate/{id}/referral-codes', () => {
  it('creates a code, listed after the default and before older ones, and usable in a saved banner at once', async () => {
    const response = await create(demo, demoId, '  Summer_2027-news ');
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      code: 'Summer_2027-news',
      is_default: false,
      tracking_url: 'http://localhost:3000/r/Summer_2027-news',
      clicks: 0,
    });
    expect((await codes(demo, demoId)).map((c) => c.code)).toEqual([
      'GOLDDEMO',
      'Summer_2027-news',
      'GOLDSPORT',
    ]);
    const [banner] = (
      await app.inject({ method: 'GET', url: '/api/v1/banner?type=image&language=de', headers: demo.headers })
    ).json().data;
    const saved = await app.inject({
      method: 'POST',
      url: `/api/v1/affiliate/${demoId}/banner`,
      headers: demo.headers,
      payload: {
        campaign_name: 'Sommer',
        website: 'https://partner.example/',
        referral_code: 'SUMMER_2027-NEWS',
        type: 'image',
        language: 'de',
        banner: banner.id,
        size: '300x250',
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().data.tracking_url).toMatch(
      /^http:\/\/localhost:3000\/r\/Summer_2027-news\?banner=\d+&campaign=Sommer$/,
    );
  });

  it('gives the same answer for a code taken by the caller or by another affiliate, in any case', async () => {
    for (const code of ['GOLDDEMO', 'golddemo', 'RIVAL01', 'Rival01', 'summer_2027-NEWS']) {
      const response = await create(demo, demoId, code);
      expect(response.statusCode, code).toBe(422);
      expect(response.json()).toMatchObject({
        message: REFERRAL_CODE_TAKEN,
        errors: { code: [REFERRAL_CODE_TAKEN] },
      });
    }
    expect((await codes(rival, rivalId)).map((c) => c.code)).toEqual(['RIVAL01']);
  });

  it('refuses codes outside 3 to 32 letters, digits, dashes and underscores', async () => {
    for (const code of [
      'ab',
      'x'.repeat(33),
      'with space',
      'ümlaut',
      'semi;colon',
      '../etc',
      '<script>',
      '',
      42,
      null,
    ]) {
      const response = await create(demo, demoId, code);
      expect(response.statusCode, String(code)).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['code']);
    }
  });

  it("answers 403 for another affiliate's id and creates nothing there", async () => {
    const response = await create(demo, rivalId, 'SNEAKY-CODE');
    expect(response.statusCode).toBe(403);
    expect((await codes(rival, rivalId)).map((c) => c.code)).toEqual(['RIVAL01']);
  });

  it(`stops at ${REFERRAL_CODES_MAX} codes, the default included, even under concurrent creates`, async () => {
    const { id, session } = await newAffiliate('manycodes');
    expect(await codes(session, id)).toHaveLength(1);
    for (let i = 2; i <= REFERRAL_CODES_MAX - 3; i++)
      expect((await create(session, id, `MANY-${i}`)).statusCode).toBe(201);
    const racing = await Promise.all(Array.from({ length: 8 }, (_, i) => create(session, id, `RACE-${i}`)));
    expect(racing.filter((r) => r.statusCode === 201)).toHaveLength(3);
    for (const refused of racing.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ code: [REFERRAL_CODES_LIMIT_REACHED] });
    }
    expect(await codes(session, id)).toHaveLength(REFERRAL_CODES_MAX);
  });

  it('lets exactly one of two concurrent creates of one code win, across affiliates too', async () => {
    const same = await Promise.all([create(demo, demoId, 'TwinCode'), create(demo, demoId, 'TWINCODE')]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const across = await Promise.all([
      create(demo, demoId, 'Contested'),
      create(rival, rivalId, 'contested'),
    ]);
    expect(across.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(across.find((r) => r.statusCode === 422)!.json().errors).toEqual({ code: [REFERRAL_CODE_TAKEN] });
    const holders = await app.ctx.db.query(
      "SELECT member_id FROM referral_codes WHERE lower(code) = 'contested'",
    );
    expect(holders.rows).toHaveLength(1);
  });
});
