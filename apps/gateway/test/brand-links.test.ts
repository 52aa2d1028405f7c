import { errorCodes, REFERRAL_CODE_BRAND_NOT_OFFERED } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceClock,
  buildTestApp,
  closeTestApp,
  DEMO,
  operatorHeaders,
  RIVAL,
  signIn,
  type SignedIn,
} from './helpers.ts';
import { affiliateIdOf, putPlayers } from './ingest-helpers.ts';

/**
 * Issue 35, item 2: codes, links, banners, players and postbacks belong to a brand. A second brand
 * (Brazilian, its own landing page) and a third one closed to affiliates are inserted as the operator's
 * brands module would store them.
 */

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const LANDING = 'http://localhost:3000/landing';
const BR_LANDING = 'https://goldline-br.example/bem-vindo?lang=pt';

let app: FastifyInstance;
let demo: SignedIn;
let rival: SignedIn;
let demoId: number;
let rivalId: number;
let first: { code: string; name: string };

beforeAll(async () => {
  app = await buildTestApp({ postbackAllowPrivateNetworks: true });
  demo = await signIn(app, DEMO.username, DEMO.password);
  rival = await signIn(app, RIVAL.username, RIVAL.password);
  demoId = await affiliateIdOf(app, 'demo');
  rivalId = await affiliateIdOf(app, 'rival');
  first = await app.ctx.db.one('SELECT code, name FROM brands WHERE is_first');
  await app.ctx.db.query(
    `INSERT INTO brands (code, name, currency, landing_url, logo_url, open_to_affiliates) VALUES
       ('goldline-br', 'Goldline Bet Brasil', 'BRL', $1, 'https://goldline-br.example/logo.svg', true),
       ('goldline-vip', 'Goldline VIP', 'EUR', 'https://vip.example/', null, false)`,
    [BR_LANDING],
  );
}, 60_000);
afterAll(async () => closeTestApp(app));

const get = (url: string, session: SignedIn = demo) =>
  app.inject({ method: 'GET', url, headers: session.headers });
const createCode = (payload: Record<string, unknown>, session: SignedIn = demo, id = demoId) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/affiliate/${id}/referral-codes`,
    headers: session.headers,
    payload,
  });
const click = (url: string) =>
  app.inject({ method: 'GET', url, headers: { 'user-agent': CHROME }, remoteAddress: '203.0.113.7' });

/** The redirect's landing page: its address without the query the redirect adds. */
function landedOn(location: unknown): { page: string; ref: string | null } {
  const url = new URL(String(location));
  const ref = url.searchParams.get('ref');
  for (const added of ['ref', 'click_id', 'sub']) url.searchParams.delete(added);
  return { page: url.toString(), ref };
}

describe('referral codes for a brand', () => {
  it('creates a code for the brand the affiliate picks, and for the first brand when none is named', async () => {
    const br = await createCode({ code: 'BRASIL1', brand: 'goldline-br' });
    expect(br.statusCode, br.body).toBe(201);
    expect(br.json().data).toMatchObject({
      code: 'BRASIL1',
      brand: 'goldline-br',
      brand_name: 'Goldline Bet Brasil',
      tracking_url: 'http://localhost:3000/r/BRASIL1',
    });
    const plain = await createCode({ code: 'PLAIN1' });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json().data).toMatchObject({ code: 'PLAIN1', brand: first.code, brand_name: first.name });
    const stored = await app.ctx.db.query<{ code: string; brand: string }>(
      `SELECT code, brand FROM referral_codes WHERE code IN ('BRASIL1', 'PLAIN1') ORDER BY code`,
    );
    expect(stored.rows).toEqual([
      { code: 'BRASIL1', brand: 'goldline-br' },
      { code: 'PLAIN1', brand: first.code },
    ]);
  });

  it('refuses, on brand, a brand that does not exist and one closed to affiliates, alike', async () => {
    for (const brand of ['no-such-brand', 'goldline-vip']) {
      const refused = await createCode({ code: `NOPE-${brand.length}`, brand });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json()).toMatchObject({
        code: errorCodes.validationFailed,
        errors: { brand: [REFERRAL_CODE_BRAND_NOT_OFFERED] },
      });
    }
    const malformed = await createCode({ code: 'NOPE3', brand: 'Goldline BR' });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors)).toEqual(['brand']);
    const count = await app.ctx.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM referral_codes WHERE code LIKE 'NOPE%'`,
    );
    expect(count.n).toBe(0);
  });

  it("lists every code with its brand, and never another affiliate's codes", async () => {
    const list = await get(`/api/v1/affiliate/${demoId}/referral-codes`);
    const byCode = new Map(
      (list.json().data as Array<{ code: string; brand: string; brand_name: string }>).map((c) => [
        c.code,
        c,
      ]),
    );
    expect(byCode.get('GOLDDEMO')).toMatchObject({ brand: first.code, brand_name: first.name });
    expect(byCode.get('BRASIL1')).toMatchObject({ brand: 'goldline-br', brand_name: 'Goldline Bet Brasil' });
    const rivals = await get(`/api/v1/affiliate/${rivalId}/referral-codes`, rival);
    const rivalCodes = (rivals.json().data as Array<{ code: string }>).map((c) => c.code);
    expect(rivalCodes).not.toContain('BRASIL1');
    expect(rivalCodes).not.toContain('GOLDDEMO');
    expect((await get(`/api/v1/affiliate/${demoId}/referral-codes`, rival)).statusCode).toBe(403);
    expect((await createCode({ code: 'SNEAKY1', brand: 'goldline-br' }, rival, demoId)).statusCode).toBe(403);
  });
});

describe('GET /api/v1/affiliate/{id}/brands', () => {
  it('lists the brands open to affiliates, the first one first, with each landing page', async () => {
    const response = await get(`/api/v1/affiliate/${rivalId}/brands`, rival);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual([
      {
        code: first.code,
        name: first.name,
        currency: 'EUR',
        logo_url: null,
        landing_url: LANDING,
        open_to_affiliates: true,
      },
      {
        code: 'goldline-br',
        name: 'Goldline Bet Brasil',
        currency: 'BRL',
        logo_url: 'https://goldline-br.example/logo.svg',
        landing_url: BR_LANDING,
        open_to_affiliates: true,
      },
    ]);
  });

  it('adds a closed brand the affiliate already holds codes of, to that affiliate only', async () => {
    await app.ctx.db.query(
      `INSERT INTO referral_codes (code, member_id, is_default, brand) VALUES ('VIPDEMO', $1, false, 'goldline-vip')`,
      [demoId],
    );
    const demoBrands = (await get(`/api/v1/affiliate/${demoId}/brands`)).json().data;
    expect(demoBrands.map((b: { code: string }) => b.code)).toEqual([
      first.code,
      'goldline-br',
      'goldline-vip',
    ]);
    const rivalBrands = (await get(`/api/v1/affiliate/${rivalId}/brands`, rival)).json().data;
    expect(rivalBrands.map((b: { code: string }) => b.code)).toEqual([first.code, 'goldline-br']);
    expect((await get(`/api/v1/affiliate/${rivalId}/brands`)).statusCode).toBe(403);
  });

  it("is read by the affiliate's personal API tokens with reports:read, and by no other scope", async () => {
    const token = async (scopes: string[]) => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/affiliate/${demoId}/api-tokens`,
        headers: demo.headers,
        payload: { name: `Tool ${scopes.join(' ')}`, expires_in_days: 30, scopes },
      });
      expect(response.statusCode, response.body).toBe(201);
      return { authorization: `Bearer ${response.json().data.secret as string}` };
    };
    const reports = await token(['reports:read']);
    const read = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/brands`,
      headers: reports,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.map((b: { code: string }) => b.code)).toEqual([
      first.code,
      'goldline-br',
      'goldline-vip',
    ]);
    const players = await token(['players:read']);
    const refused = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/brands`,
      headers: players,
    });
    expect(refused.statusCode).toBe(403);
    const others = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${rivalId}/brands`,
      headers: reports,
    });
    expect(others.statusCode).toBe(403);
  });
});

describe("the tracking redirect lands on the code's brand's page", () => {
  it("sends a second brand's code to that brand's landing page and the first brand's to LANDING_URL", async () => {
    const br = await click('/r/brasil1?sub=top');
    expect(br.statusCode).toBe(302);
    expect(landedOn(br.headers.location)).toEqual({ page: BR_LANDING, ref: 'BRASIL1' });
    expect(new URL(String(br.headers.location)).searchParams.get('lang')).toBe('pt');
    const plain = await click('/r/GOLDDEMO');
    expect(landedOn(plain.headers.location)).toEqual({ page: LANDING, ref: 'GOLDDEMO' });
    const unknown = await click('/r/NOBODY99');
    expect(unknown.headers.location).toBe(LANDING);
    const stored = await app.ctx.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM clicks WHERE referral_code = 'BRASIL1' AND member_id = $1`,
      [demoId],
    );
    expect(stored.n).toBe(1);
  });

  it('follows a deep link under an allowed landing page, whatever the brand', async () => {
    const added = await app.inject({
      method: 'POST',
      url: '/api/v1/operator/landing-pages',
      headers: operatorHeaders,
      payload: { label: 'Futebol', prefix: 'https://goldline-br.example/futebol/' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const to = 'https://goldline-br.example/futebol/final';
    const deep = await click(`/r/BRASIL1?to=${encodeURIComponent(to)}`);
    expect(landedOn(deep.headers.location)).toEqual({ page: to, ref: 'BRASIL1' });
    // A target no page allows falls back to the code's brand's page, not the first brand's.
    const refused = await click(`/r/BRASIL1?to=${encodeURIComponent('https://evil.example/')}`);
    expect(landedOn(refused.headers.location)).toEqual({ page: BR_LANDING, ref: 'BRASIL1' });
  });

  it('follows an edited brand landing page within 10 seconds, without asking the database on every click', async () => {
    const moved = 'https://goldline-br.example/novo';
    await app.ctx.db.query(`UPDATE brands SET landing_url = $1 WHERE code = 'goldline-br'`, [moved]);
    // Within the copy's lifetime the redirect still uses the page it read.
    expect(landedOn((await click('/r/BRASIL1')).headers.location).page).toBe(BR_LANDING);
    advanceClock(app, 10_001);
    expect(landedOn((await click('/r/BRASIL1')).headers.location).page).toBe(moved);
    // A new brand's code is found at once: its brand is read afresh when the copy does not know it.
    await app.ctx.db.query(
      `INSERT INTO brands (code, name, currency, landing_url) VALUES ('goldline-mx', 'Goldline México', 'MXN', 'https://mx.example/')`,
    );
    expect((await createCode({ code: 'MEXICO1', brand: 'goldline-mx' })).statusCode).toBe(201);
    expect(landedOn((await click('/r/MEXICO1')).headers.location).page).toBe('https://mx.example/');
  });
});

describe('banners belong to brands', () => {
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="250"><rect width="300" height="250" fill="#0B1B3A"/></svg>',
  ).toString('base64');
  const addBanner = (payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/operator/banners',
      headers: operatorHeaders,
      payload: {
        name: 'Brasil welcome',
        type: 'image',
        language: 'pt',
        creatives: [{ size: '300x250', content_type: 'image/svg+xml', data: svg }],
        ...payload,
      },
    });
  let brBanner: number;

  it('adds a banner to the brand the operator names (the first brand when none), and refuses an unknown brand', async () => {
    const br = await addBanner({ brand: 'goldline-br' });
    expect(br.statusCode, br.body).toBe(201);
    expect(br.json().data).toMatchObject({ brand: 'goldline-br', brand_name: 'Goldline Bet Brasil' });
    brBanner = br.json().data.id;
    const plain = await addBanner({ name: 'Plain' });
    expect(plain.json().data).toMatchObject({ brand: first.code, brand_name: first.name });
    const unknown = await addBanner({ brand: 'no-such-brand' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ brand: ['There is no such brand.'] });
  });

  it("answers each catalogue banner's brand and filters by brand, showing no closed brand's banners", async () => {
    const vip = await addBanner({ name: 'VIP only', brand: 'goldline-vip', language: 'en' });
    expect(vip.statusCode).toBe(201);
    const all = (await get('/api/v1/banner?per_page=1000', rival)).json().data as Array<{
      id: number;
      brand: string;
    }>;
    expect(all.find((b) => b.id === brBanner)?.brand).toBe('goldline-br');
    expect(all.some((b) => b.brand === first.code)).toBe(true);
    expect(all.some((b) => b.brand === 'goldline-vip')).toBe(false);
    // demo holds a code of the closed brand: its banners are offered to demo.
    const demoVip = (await get('/api/v1/banner?brand=goldline-vip', demo)).json().data;
    expect(demoVip.map((b: { name: string }) => b.name)).toEqual(['VIP only']);
    const brOnly = await get('/api/v1/banner?brand=goldline-br', rival);
    expect(brOnly.json().data.map((b: { id: number }) => b.id)).toEqual([brBanner]);
    expect(brOnly.json().meta.total).toBe(1);
  });

  it("saves a banner only with a code of the banner's brand", async () => {
    const save = (referral_code: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/affiliate/${demoId}/banner`,
        headers: demo.headers,
        payload: {
          campaign_name: 'Copa',
          website: 'https://blog.example',
          referral_code,
          type: 'image',
          language: 'pt',
          banner: brBanner,
          size: '300x250',
        },
      });
    const wrong = await save('GOLDDEMO');
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(['banner']);
    const right = await save('BRASIL1');
    expect(right.statusCode, right.body).toBe(201);
  });
});

describe("players are of their code's brand", () => {
  it("stores the code's brand, accepts the row's brand when it is the code's, and refuses another or an unknown one on its row", async () => {
    const ok = await putPlayers(app, [
      { customer_id: 935001, referral_code: 'BRASIL1', brand: 'goldline-br' },
      { customer_id: 935002, referral_code: 'GOLDDEMO' },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    const brands = await app.ctx.db.query<{ customer_id: string; brand: string }>(
      'SELECT customer_id::text, brand FROM players WHERE customer_id IN (935001, 935002) ORDER BY customer_id',
    );
    expect(brands.rows).toEqual([
      { customer_id: '935001', brand: 'goldline-br' },
      { customer_id: '935002', brand: first.code },
    ]);
    const refused = await putPlayers(app, [
      { customer_id: 935003, referral_code: 'GOLDDEMO' },
      { customer_id: 935004, referral_code: 'golddemo', brand: 'goldline-br' },
      { customer_id: 935005, referral_code: 'BRASIL1', brand: 'no-such-brand' },
    ]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'players.1.brand': [`The referral code GOLDDEMO is for brand ${first.code}, not goldline-br.`],
      'players.2.brand': ['Unknown brand no-such-brand.'],
    });
    const none = await app.ctx.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM players WHERE customer_id BETWEEN 935003 AND 935005',
    );
    expect(none.n).toBe(0);
  });

  it('refuses to move an existing player to a code of another brand', async () => {
    const moved = await putPlayers(app, [{ customer_id: 935001, referral_code: 'GOLDDEMO' }]);
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors['players.0.referral_code'][0]).toContain('brand goldline-br');
  });
});

describe('postbacks', () => {
  it("fill {brand} with the player's brand", async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/v1/affiliate/${demoId}/postbacks/events/registration`,
      headers: demo.headers,
      payload: { url: 'http://127.0.0.1:9/pb?brand={brand}&code={code}' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const fed = await putPlayers(app, [
      { customer_id: 935010, referral_code: 'BRASIL1', registered_at: '2024-01-10T12:00:00Z' },
      { customer_id: 935011, referral_code: 'GOLDDEMO', registered_at: '2024-01-10T12:00:00Z' },
    ]);
    expect(fed.statusCode, fed.body).toBe(200);
    const queued = await app.ctx.db.query<{ code: string; brand: string }>(
      `SELECT macros ->> 'code' AS code, macros ->> 'brand' AS brand FROM postback_deliveries
       WHERE member_id = $1 AND event = 'registration' ORDER BY id`,
      [demoId],
    );
    expect(queued.rows).toEqual([
      { code: 'BRASIL1', brand: 'goldline-br' },
      { code: 'GOLDDEMO', brand: first.code },
    ]);
  });
});
