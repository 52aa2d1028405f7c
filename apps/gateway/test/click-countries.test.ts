import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryOfAddress } from '../src/modules/tracking/click-country.ts';
import { buildTestApp, closeTestApp, DEMO, signIn, type SignedIn } from './helpers.ts';
import { affiliateIdOf } from './ingest-helpers.ts';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

// Addresses whose country has not moved in years: a university in Berlin, the RIPE NCC in Amsterdam
// (its IPv6 block), the BBC in London.
const BERLIN_V4 = '130.149.7.201';
const AMSTERDAM_V6 = '2001:67c:2e8:22::c100:68b';
const LONDON_V4 = '212.58.244.20';

describe('countryOfAddress', () => {
  it('answers the ISO code of a public IPv4 or IPv6 address, an IPv4-mapped one as its IPv4 address', () => {
    expect(countryOfAddress(BERLIN_V4)).toBe('DE');
    expect(countryOfAddress(AMSTERDAM_V6)).toBe('NL');
    expect(countryOfAddress(`::ffff:${LONDON_V4}`)).toBe('GB');
  });

  it('answers null for an address that is not on the public internet, and for anything not an address', () => {
    for (const address of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '192.168.1.2',
      '172.16.0.5',
      '100.64.0.1',
      '169.254.169.254',
      'fe80::1',
      'fd00::1',
      '::ffff:10.0.0.1',
      '203.0.113.9',
      '2001:db8::1',
      '',
      'not an address',
    ])
      expect(countryOfAddress(address), address).toBeNull();
  });
});

let app: FastifyInstance;
let demo: SignedIn;
let demoId: number;

beforeAll(async () => {
  // Behind one load balancer: the client's address comes from X-Forwarded-For (request.ip).
  app = await buildTestApp({ now: () => new Date('2024-05-10T10:00:00Z'), trustProxy: 1 });
  demoId = await affiliateIdOf(app, 'demo');
  demo = await signIn(app, DEMO.username, DEMO.password);
});
afterAll(async () => closeTestApp(app));

const click = async (remoteAddress: string, headers: Record<string, string> = {}) => {
  const response = await app.inject({
    method: 'GET',
    url: '/r/GOLDDEMO?sub1=geo',
    headers: { 'user-agent': CHROME, ...headers },
    remoteAddress,
  });
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location)).searchParams.get('click_id')!;
};

describe('the country of a click', () => {
  it('is stored with the click (never the address) and counts in the report by country; private addresses stay "Not known"', async () => {
    const ids = {
      DE: await click(BERLIN_V4),
      NL: await click(AMSTERDAM_V6),
      GB: await click('10.0.0.2', { 'x-forwarded-for': LONDON_V4 }),
      loopback: await click('127.0.0.1'),
      private: await click('192.168.10.20'),
      loopback6: await click('::1'),
    };
    const { rows } = await app.ctx.db.query<{ click_id: string; country: string | null }>(
      'SELECT click_id, country FROM clicks WHERE click_id = ANY($1::text[])',
      [Object.values(ids)],
    );
    const countryOf = Object.fromEntries(rows.map((r) => [r.click_id, r.country]));
    expect(countryOf).toEqual({
      [ids.DE]: 'DE',
      [ids.NL]: 'NL',
      [ids.GB]: 'GB',
      [ids.loopback]: null,
      [ids.private]: null,
      [ids.loopback6]: null,
    });
    const stored = JSON.stringify(
      (await app.ctx.db.query('SELECT * FROM clicks WHERE click_id = ANY($1::text[])', [Object.values(ids)]))
        .rows,
    );
    for (const address of [BERLIN_V4, AMSTERDAM_V6, LONDON_V4]) expect(stored).not.toContain(address);

    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/reports?group=country&from=2024-05-01&to=2024-05-31`,
      headers: demo.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as {
      data: { rows: Array<{ key: string; label: string; current: { clicks: number } }> };
    };
    const byCountry = Object.fromEntries(
      report.data.rows.map((r) => [r.key, { label: r.label, clicks: r.current.clicks }]),
    );
    expect(byCountry).toEqual({
      DE: { label: 'Germany', clicks: 1 },
      NL: { label: 'Netherlands', clicks: 1 },
      GB: { label: 'United Kingdom', clicks: 1 },
      '': { label: 'Not known', clicks: 3 },
    });

    // A country is a filter like any other part of the source: its clicks by day.
    const germany = await app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/reports?group=day&from=2024-05-10&to=2024-05-10&country=DE`,
      headers: demo.headers,
    });
    expect(germany.json().data.totals.current.clicks).toBe(1);
  });
});
