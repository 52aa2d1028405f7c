import {
  BRAND_ADDRESS_NOT_VALID,
  BRAND_CODE_NOT_VALID,
  BRAND_CODE_TAKEN,
  BRAND_CURRENCY_IN_USE,
  BRAND_LANDING_REQUIRED,
  BRAND_NOT_FOUND,
  BRAND_NOTHING_TO_CHANGE,
} from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, DEMO, operatorHeaders, signIn } from './helpers.ts';
import { mustPutPlayers } from './ingest-helpers.ts';
import { auditRows, consoleOperator, type ConsoleOperator } from './operator-console-helpers.ts';

const BRANDS = '/api/v1/operator/brands';

let app: FastifyInstance;
let admin: ConsoleOperator;
let finance: ConsoleOperator;
let support: ConsoleOperator;
let marketing: ConsoleOperator;

beforeAll(async () => {
  app = await buildTestApp({ landingUrl: 'https://goldline.example/welcome' });
  admin = await consoleOperator(app, 'admin');
  finance = await consoleOperator(app, 'finance');
  support = await consoleOperator(app, 'support');
  marketing = await consoleOperator(app, 'marketing');
}, 60_000);
afterAll(async () => closeTestApp(app));

const list = (headers: Record<string, string> = admin.headers) =>
  app.inject({ method: 'GET', url: BRANDS, headers });
const add = (payload: Record<string, unknown>, headers: Record<string, string> = admin.headers) =>
  app.inject({ method: 'POST', url: BRANDS, headers, payload });
const edit = (
  code: string,
  payload: Record<string, unknown>,
  headers: Record<string, string> = admin.headers,
) => app.inject({ method: 'PATCH', url: `${BRANDS}/${code}`, headers, payload });

const spain = {
  code: 'goldline-es',
  name: 'Goldline España',
  currency: 'EUR',
  landing_url: 'https://es.goldline.example/',
};

describe('the list of brands', () => {
  it('shows every role the demo brands, the first one first with the deployment’s landing page', async () => {
    for (const who of [admin, finance, support, marketing]) {
      const response = await list(who.headers);
      expect(response.statusCode, response.body).toBe(200);
      const brands = response.json().data as Array<Record<string, unknown>>;
      expect(brands.map((b) => [b.code, b.currency, b.landing_url, b.effective_landing_url])).toEqual([
        ['goldline', 'EUR', null, 'https://goldline.example/welcome'],
        ['goldline-br', 'BRL', 'http://localhost:3000/landing/br', 'http://localhost:3000/landing/br'],
      ]);
      expect(brands[0]).toMatchObject({ name: 'Goldline Casino & Sports', is_first: true, logo_url: null });
    }
  });

  it('is refused to an affiliate and to a request without a token', async () => {
    const demo = await signIn(app, DEMO.username, DEMO.password);
    expect((await list(demo.headers)).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: BRANDS })).statusCode).toBe(401);
  });
});

describe('adding a brand', () => {
  it('lets an admin add one, open to affiliates unless said, and audits it with what it became', async () => {
    const response = await add({ ...spain, logo_url: 'https://es.goldline.example/logo.svg' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({
      ...spain,
      effective_landing_url: spain.landing_url,
      logo_url: 'https://es.goldline.example/logo.svg',
      open_to_affiliates: true,
      is_first: false,
    });
    const listed = (await list()).json().data as Array<{ code: string }>;
    expect(listed.map((b) => b.code)).toEqual(['goldline', 'goldline-br', 'goldline-es']);

    const [audit] = (await auditRows(app, 'operator.addBrand')).filter((row) => row.detail.status === 201);
    expect(audit).toMatchObject({ operator_id: admin.id });
    expect(audit!.detail).toMatchObject({
      brand: 'goldline-es',
      before: null,
      after: { ...spain, logo_url: 'https://es.goldline.example/logo.svg', open_to_affiliates: true },
    });
    expect(audit!.detail.changes).toContain('name: Goldline España');
  });

  it('adds one closed to affiliates, as the machine operator', async () => {
    const response = await add(
      {
        code: 'goldline-mx',
        name: 'Goldline México',
        currency: 'MXN',
        landing_url: 'https://mx.goldline.example/',
        open_to_affiliates: false,
      },
      operatorHeaders,
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ open_to_affiliates: false, logo_url: null });
    const audit = (await auditRows(app, 'operator.addBrand')).at(-1)!;
    expect(audit).toMatchObject({
      operator_id: null,
      operator_machine: expect.stringMatching(/^[0-9a-f]{8}$/),
    });
  });

  it('offers applicants the currencies of the brands, the new one included', async () => {
    const options = await app.inject({ method: 'GET', url: '/api/v1/auth/register/options' });
    expect(options.statusCode).toBe(200);
    const brands = (await list()).json().data as Array<{ currency: string }>;
    const currencies = [...new Set(brands.map((brand) => brand.currency))].sort();
    expect(currencies).toContain('MXN');
    expect(options.json().data).toEqual({ currencies });
  });

  it('refuses a taken code on `code`, whatever else is right', async () => {
    const response = await add({ ...spain, code: 'goldline-br' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ code: [BRAND_CODE_TAKEN] });
  });

  it('refuses each bad field on its own field', async () => {
    const cases: Array<[Record<string, unknown>, string, string | undefined]> = [
      [{ ...spain, code: 'Goldline' }, 'code', BRAND_CODE_NOT_VALID],
      [{ ...spain, code: 'g' }, 'code', BRAND_CODE_NOT_VALID],
      [{ ...spain, code: 'a'.repeat(33) }, 'code', BRAND_CODE_NOT_VALID],
      [{ ...spain, code: 'gold_line' }, 'code', BRAND_CODE_NOT_VALID],
      [{ ...spain, code: 'x1', name: '' }, 'name', undefined],
      [{ ...spain, code: 'x2', name: 'n'.repeat(81) }, 'name', undefined],
      [{ ...spain, code: 'x3', currency: 'eur' }, 'currency', 'Currency must be a 3-letter ISO code.'],
      [{ ...spain, code: 'x4', currency: 'EURO' }, 'currency', 'Currency must be a 3-letter ISO code.'],
      [{ ...spain, code: 'x5', landing_url: 'javascript:alert(1)' }, 'landing_url', BRAND_ADDRESS_NOT_VALID],
      [{ ...spain, code: 'x6', landing_url: 'es.goldline.example' }, 'landing_url', BRAND_ADDRESS_NOT_VALID],
      [
        { ...spain, code: 'x7', landing_url: 'https://u:p@es.goldline.example/' },
        'landing_url',
        BRAND_ADDRESS_NOT_VALID,
      ],
      [{ ...spain, code: 'x8', landing_url: null }, 'landing_url', undefined],
      [{ code: 'x9', name: 'No page', currency: 'EUR' }, 'landing_url', undefined],
      [
        { ...spain, code: 'x10', logo_url: 'ftp://es.goldline.example/logo.png' },
        'logo_url',
        BRAND_ADDRESS_NOT_VALID,
      ],
      [{ ...spain, code: 'x11', open_to_affiliates: 'yes' }, 'open_to_affiliates', undefined],
    ];
    for (const [payload, field, message] of cases) {
      const response = await add(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      const errors = response.json().errors as Record<string, string[]>;
      expect(Object.keys(errors), JSON.stringify(payload)).toEqual([field]);
      if (message) expect(errors[field]).toEqual([message]);
    }
    const codes = ((await list()).json().data as Array<{ code: string }>).map((b) => b.code);
    expect(codes.filter((code) => /^x\d+$/.test(code))).toEqual([]);
  });

  it('is an admin’s alone: every other role is refused 403 and nothing is added', async () => {
    for (const who of [finance, support, marketing]) {
      const response = await add({ ...spain, code: `goldline-${who.id}` }, who.headers);
      expect(response.statusCode, response.body).toBe(403);
    }
    const codes = ((await list()).json().data as Array<{ code: string }>).map((b) => b.code);
    expect(codes).not.toContain(`goldline-${finance.id}`);
  });
});

describe('editing a brand', () => {
  it('changes what is given and keeps the rest, audited with before and after', async () => {
    const response = await edit('goldline-es', {
      name: 'Goldline Spain',
      landing_url: 'https://goldline.example/es',
      open_to_affiliates: false,
      logo_url: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      code: 'goldline-es',
      name: 'Goldline Spain',
      currency: 'EUR',
      landing_url: 'https://goldline.example/es',
      logo_url: null,
      open_to_affiliates: false,
    });
    const audit = (await auditRows(app, 'operator.editBrand')).at(-1)!;
    expect(audit.operator_id).toBe(admin.id);
    expect(audit.detail).toMatchObject({
      status: 200,
      brand: 'goldline-es',
      before: { name: 'Goldline España', landing_url: spain.landing_url, open_to_affiliates: true },
      after: {
        name: 'Goldline Spain',
        landing_url: 'https://goldline.example/es',
        open_to_affiliates: false,
      },
    });
    expect(audit.detail.changes).toBe(
      'name: Goldline España → Goldline Spain; landing_url: https://es.goldline.example/ → https://goldline.example/es; logo_url: https://es.goldline.example/logo.svg → null; open_to_affiliates: true → false',
    );
    // The Audit screen shows which brand and what changed.
    const shown = await app.inject({
      method: 'GET',
      url: '/api/v1/operator/audit?action=operator.editBrand',
      headers: admin.headers,
    });
    expect(shown.json().data[0].detail).toMatchObject({ brand: 'goldline-es', 'params.code': 'goldline-es' });
  });

  it('lets the first brand keep the deployment’s landing page, but no other brand', async () => {
    const first = await edit('goldline', { landing_url: 'https://goldline.example/casino' });
    expect(first.json().data.effective_landing_url).toBe('https://goldline.example/casino');
    const back = await edit('goldline', { landing_url: null });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data).toMatchObject({
      landing_url: null,
      effective_landing_url: 'https://goldline.example/welcome',
    });
    const other = await edit('goldline-es', { landing_url: null });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ landing_url: [BRAND_LANDING_REQUIRED] });
  });

  it('changes the currency of a brand without players, and refuses it on `currency` once it has some', async () => {
    const free = await edit('goldline-mx', { currency: 'USD' });
    expect(free.statusCode, free.body).toBe(200);
    expect(free.json().data.currency).toBe('USD');

    // The first brand's codes (GOLDDEMO) bring players: their figures are stored in EUR.
    await mustPutPlayers(app, [{ customer_id: 935_001 }]);
    const used = await edit('goldline', { currency: 'BRL' });
    expect(used.statusCode).toBe(422);
    expect(used.json().errors).toEqual({ currency: [BRAND_CURRENCY_IN_USE] });
    // The same currency again is no change, and other fields still change.
    const same = await edit('goldline', { currency: 'EUR', name: 'Goldline Casino & Sports' });
    expect(same.statusCode, same.body).toBe(200);
    const stored = await app.ctx.db.one<{ currency: string }>(
      "SELECT currency FROM brands WHERE code = 'goldline'",
    );
    expect(stored.currency).toBe('EUR');
  });

  it('answers 404 for an unknown code, 422 for an empty edit or a bad field, and never changes a code', async () => {
    const unknown = await edit('nope', { name: 'Nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(BRAND_NOT_FOUND);

    const empty = await edit('goldline-es', {});
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json().errors)).toContain(BRAND_NOTHING_TO_CHANGE);
    const onlyCode = await edit('goldline-es', { code: 'goldline-pt' });
    expect(onlyCode.statusCode).toBe(422);

    const badName = await edit('goldline-es', { name: ' ' });
    expect(badName.statusCode).toBe(422);
    expect(Object.keys(badName.json().errors)).toEqual(['name']);
    const badLogo = await edit('goldline-es', { logo_url: 'not an address' });
    expect(badLogo.json().errors).toEqual({ logo_url: [BRAND_ADDRESS_NOT_VALID] });

    const codes = ((await list()).json().data as Array<{ code: string }>).map((b) => b.code);
    expect(codes).toContain('goldline-es');
    expect(codes).not.toContain('goldline-pt');
  });

  it('is an admin’s alone: every other role is refused 403 and the brand is unchanged', async () => {
    for (const who of [finance, support, marketing]) {
      const response = await edit('goldline-br', { name: 'Taken over' }, who.headers);
      expect(response.statusCode, response.body).toBe(403);
    }
    const brand = ((await list()).json().data as Array<{ code: string; name: string }>).find(
      (b) => b.code === 'goldline-br',
    );
    expect(brand?.name).toBe('Goldline Bet Brasil');
  });
});
