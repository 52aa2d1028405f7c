import { api } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_WRITE_SIZE, exportReferredPlayers, inWrites } from '../src/modules/referrals/service.ts';
import { buildTestApp, closeTestApp, DEMO, signIn, type SignedIn } from './helpers.ts';
import {
  affiliateIdOf,
  mustPutActivity,
  mustPutPlayers,
  type ActivityInput,
  type PlayerInput,
} from './ingest-helpers.ts';

/**
 * A known data set: 90 demo players joining every 2 days from 2023-09-01 (into 2024), categories in
 * turn, two in three registered, every other registered one depositing; plus rival players that must
 * never show up.
 */
let app: FastifyInstance;
let demoId: number;
let demo: SignedIn;
const categories = ['casino', 'sports', 'live-casino', 'poker'] as const;

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

beforeAll(async () => {
  app = await buildTestApp();
  demoId = await affiliateIdOf(app, 'demo');
  const players: PlayerInput[] = [];
  const activity: ActivityInput[] = [];
  for (let i = 0; i < 90; i++) {
    const joined = addDays('2023-09-01', 2 * i);
    const registered = i % 3 !== 0;
    players.push({
      customer_id: 7000 + i,
      date_joined: joined,
      registered_at: registered ? `${joined}T12:00:00Z` : null,
      category: categories[i % 4]!,
      country: i % 5 === 0 ? 'GB' : 'DE',
    });
    if (registered && i % 2 === 0) {
      activity.push({
        customer_id: 7000 + i,
        day: joined,
        deposits: '20.00',
        turnover: '100.00',
        winloss: '5.00',
      });
      activity.push({
        customer_id: 7000 + i,
        day: addDays(joined, 40),
        deposits: '10.00',
        turnover: `${i}.00`,
        winloss: '-1.00',
        bonuses: '1.00',
      });
    }
  }
  // Two players on the same day, to check the tie-break on customer_id.
  players.push({ customer_id: 6999, date_joined: '2023-09-01', registered_at: '2023-09-01T00:00:00Z' });
  activity.push({ customer_id: 6999, day: '2023-09-02', deposits: '1.00' });
  players.push({
    customer_id: 9001,
    referral_code: 'RIVAL01',
    date_joined: '2023-10-01',
    registered_at: '2023-10-01T00:00:00Z',
  });
  await mustPutPlayers(app, players);
  await mustPutActivity(app, activity);
  await mustPutActivity(app, [{ customer_id: 9001, day: '2023-10-02', currency: 'GBP', deposits: '5.00' }]);
  demo = await signIn(app, DEMO.username, DEMO.password);
});
afterAll(async () => closeTestApp(app));

const list = (query: string) =>
  app.inject({ method: 'GET', url: `/api/v1/affiliate/${demoId}/member?${query}`, headers: demo.headers });

/** The naive answer: filter and OFFSET over the players table; defaults are the contract's (parsed). */
async function naive(
  given: { year?: number; month?: number; category?: string; registered?: boolean; deposited?: boolean },
  offset: number,
  limit: number,
) {
  const filter = api.referrals.playerList.query!.parse(given);
  const from = filter.year ? `${filter.year}-${String(filter.month ?? 1).padStart(2, '0')}-01` : null;
  const to = filter.year
    ? filter.month
      ? addDays(new Date(Date.UTC(filter.year, filter.month, 1)).toISOString().slice(0, 10), -1)
      : `${filter.year}-12-31`
    : null;
  const { rows } = await app.ctx.db.query<{ customer_id: string }>(
    `SELECT customer_id::text FROM players WHERE member_id = $1
       AND ($2::date IS NULL OR date_joined BETWEEN $2::date AND $3::date) AND ($4::text IS NULL OR category = $4)
       AND (NOT $5 OR registered_at IS NOT NULL) AND (NOT $6 OR first_deposit_date IS NOT NULL)
     ORDER BY date_joined DESC, customer_id DESC OFFSET $7 LIMIT $8`,
    [demoId, from, to, filter.category ?? null, filter.registered, filter.deposited, offset, limit],
  );
  return rows.map((r) => Number(r.customer_id));
}

describe('GET /api/v1/affiliate/{id}/member', () => {
  it('lists depositing players newest first by default, with the pagination meta and currency', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(data).toHaveLength(10);
    expect(data.map((r: { customer_id: number }) => r.customer_id)).toEqual(await naive({}, 0, 10));
    expect(meta).toMatchObject({
      current_page: 1,
      per_page: 10,
      from: 1,
      to: 10,
      total: 31,
      last_page: 4,
      prev_page_url: null,
      currency: 'EUR',
    });
    expect(meta.next_page_url).toContain('page=2');
    expect(meta.next_page_url).toContain('deposited=true');
    const { code: firstBrand } = await app.ctx.db.one<{ code: string }>(
      'SELECT code FROM brands WHERE is_first',
    );
    expect(data[0]).toEqual({
      customer_id: 7088,
      date_joined: '2024-02-24',
      registered_at: '2024-02-24T12:00:00.000Z',
      category: 'casino',
      brand: firstBrand,
      country: 'DE',
      first_deposit_date: '2024-02-24',
      first_deposit_amount: '20.00',
      deposits: '30.00',
      withdrawals: '0.00',
      turnover: '188.00',
      winloss: '4.00',
      bonuses: '1.00',
      // The affiliate's deal (the plan every affiliate had) pays no CPA: no CPA status to show.
      cpa_status: null,
      cpa_reason: null,
      cpa_qualified_on: null,
    });
  });

  it('pages: first, last, beyond the last, and every per_page', async () => {
    for (const perPage of [1, 7, 10, 25, 100]) {
      const total = 31;
      const lastPage = Math.ceil(total / perPage);
      for (const page of [1, 2, lastPage, lastPage + 1]) {
        const { data, meta } = (await list(`page=${page}&per_page=${perPage}`)).json();
        expect(
          data.map((r: { customer_id: number }) => r.customer_id),
          `${page}/${perPage}`,
        ).toEqual(await naive({}, (page - 1) * perPage, perPage));
        expect(meta).toMatchObject({ current_page: page, last_page: lastPage, total, per_page: perPage });
        if (page > lastPage) expect(meta).toMatchObject({ from: null, to: null, next_page_url: null });
      }
    }
  });

  it('filters by year, month, category, registered and deposited, every page equal to the naive query', async () => {
    const filters = [
      { deposited: false },
      { deposited: false, registered: true },
      { year: 2023 },
      { year: 2024, deposited: false },
      { year: 2023, month: 11, deposited: false },
      { year: 2023, month: 12 },
      { category: 'poker', deposited: false },
      { category: 'sports', registered: true, year: 2023, deposited: false },
      { year: 2022, deposited: false },
    ];
    for (const filter of filters) {
      const query = new URLSearchParams(
        Object.entries({ per_page: 4, ...filter }).map(([k, v]): [string, string] => [k, String(v)]),
      );
      const first = (await list(String(query))).json();
      const expectedAll = await naive(filter, 0, 1000);
      expect(first.meta.total, String(query)).toBe(expectedAll.length);
      const seen: number[] = [];
      for (let page = 1; page <= first.meta.last_page; page++) {
        query.set('page', String(page));
        seen.push(
          ...(await list(String(query))).json().data.map((r: { customer_id: number }) => r.customer_id),
        );
      }
      expect(seen, String(query)).toEqual(expectedAll);
    }
  });

  it("gives the figures of the filter's period: a year filter counts only that year's activity", async () => {
    // Player 7058 joined 2023-12-26 (deposit 20.00 then) and played again 40 days later, in 2024.
    const y2023 = (await list('year=2023&per_page=100'))
      .json()
      .data.find((r: { customer_id: number }) => r.customer_id === 7058);
    expect(y2023).toMatchObject({ deposits: '20.00', turnover: '100.00', winloss: '5.00', bonuses: '0.00' });
    const allTime = (await list('per_page=100'))
      .json()
      .data.find((r: { customer_id: number }) => r.customer_id === 7058);
    expect(allTime).toMatchObject({
      deposits: '30.00',
      turnover: '158.00',
      winloss: '4.00',
      bonuses: '1.00',
    });
  });

  it('never lists the rival affiliate players', async () => {
    const all = (await list('deposited=false&per_page=100')).json();
    expect(all.meta.total).toBe(91);
    expect(all.data.some((r: { customer_id: number }) => r.customer_id === 9001)).toBe(false);
  });

  it('answers 422 for unknown or out-of-range filters', async () => {
    for (const [query, field] of [
      ['month=5', 'month'],
      ['year=2024&month=13', 'month'],
      ['year=1999', 'year'],
      ['category=bingo', 'category'],
      ['registered=maybe', 'registered'],
      ['deposited=yes', 'deposited'],
      ['per_page=0', 'per_page'],
      ['per_page=101', 'per_page'],
      ['page=0', 'page'],
    ]) {
      const response = await list(query!);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json().errors), query).toContain(field);
    }
  });
});

describe('GET /api/v1/affiliate/{id}/member/export', () => {
  const download = (query: string) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/affiliate/${demoId}/member/export?${query}`,
      headers: demo.headers,
    });

  it('downloads every row of the filter as CSV with a header row, across what would be many pages', async () => {
    const response = await download('deposited=false');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="referred-players-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'customer_id,date_joined,registered_at,category,country,first_deposit_date,first_deposit_amount,deposits,withdrawals,turnover,winloss,bonuses,brand,currency',
    );
    expect(lines.at(-1)).toBe('');
    const ids = lines.slice(1, -1).map((line) => Number(line.split(',')[0]));
    expect(ids).toEqual(await naive({ deposited: false }, 0, 1000));
    // Dates as the screen shows them (MM/DD/YYYY, UTC); the JSON export keeps the record as received.
    const { code: firstBrand } = await app.ctx.db.one<{ code: string }>(
      'SELECT code FROM brands WHERE is_first',
    );
    expect(lines[1]).toBe(
      `7089,02/26/2024,02/26/2024,sports,DE,,,0.00,0.00,0.00,0.00,0.00,${firstBrand},EUR`,
    );
  });

  it('reads large exports in chunks and keeps their order', async () => {
    await mustPutPlayers(
      app,
      Array.from({ length: 2_500 }, (_, i) => ({
        customer_id: 100_000 + i,
        date_joined: addDays('2022-01-01', i % 300),
      })),
    );
    const response = await download('deposited=false&year=2022');
    const ids = response.body
      .split('\r\n')
      .slice(1, -1)
      .map((line) => Number(line.split(',')[0]));
    expect(ids).toHaveLength(2_500);
    expect(ids).toEqual(await naive({ deposited: false, year: 2022 }, 0, 5000));
  });

  it('writes an export in chunks of about 64 KiB, not one per row (JSON and CSV alike)', async () => {
    for (const format of ['json', 'csv'] as const) {
      const query = api.referrals.playerExport.query!.parse({ format, deposited: false, year: 2022 });
      const file = await exportReferredPlayers(app.ctx, demoId, query);
      const writes: string[] = [];
      for await (const chunk of file.body) writes.push(String(chunk));
      const body = writes.join('');
      // 2,500 rows: one write per row (and per bracket) before; now a write per EXPORT_WRITE_SIZE.
      expect(writes.length, format).toBe(Math.ceil(body.length / EXPORT_WRITE_SIZE));
      expect(writes.slice(0, -1).every((w) => w.length >= EXPORT_WRITE_SIZE)).toBe(true);
      if (format === 'json') expect(JSON.parse(body)).toHaveLength(2_500);
      console.warn(`${format} export of 2,500 rows: ${writes.length} writes for ${body.length} characters`);
    }
  });

  it('joins pieces into writes of at least the given size, keeping the order and the tail', async () => {
    async function* pieces() {
      for (const piece of ['ab', 'cd', 'e', 'fgh', 'i']) yield piece;
    }
    const writes: string[] = [];
    for await (const write of inWrites(pieces(), 4)) writes.push(write);
    expect(writes).toEqual(['abcd', 'efgh', 'i']);
  });

  it('breaks the download when the database fails mid-export, so a partial file never looks complete', async () => {
    // The 2,500 players of 2022 from the test above: the second 2,000-row chunk fails.
    const original = app.ctx.db.query;
    let chunks = 0;
    app.ctx.db.query = (async (sql: string, params?: unknown[]) => {
      if (sql.trimStart().startsWith('WITH page AS') && ++chunks === 2) throw new Error('connection lost');
      return original(sql, params);
    }) as typeof original;
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      for (const encoding of ['identity', 'gzip, deflate, br, zstd']) {
        chunks = 0;
        const response = await fetch(
          `${address}/api/v1/affiliate/${demoId}/member/export?deposited=false&year=2022`,
          { headers: { ...demo.headers, 'accept-encoding': encoding } },
        );
        if (encoding === 'identity') expect(response.status).toBe(200); // sent before the first row
        // Compressed, the first rows may still be in the compressor when the failure comes: then it is a 500.
        if (response.status === 200) await expect(response.text(), encoding).rejects.toThrow();
        else expect(response.status, encoding).toBe(500);
        expect(chunks).toBe(2);
      }
    } finally {
      app.ctx.db.query = original;
    }
  });

  it('downloads JSON of the same rows', async () => {
    const response = await download('format=json&category=live-casino');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /filename="referred-players-\d{4}-\d{2}-\d{2}\.json"/,
    );
    const rows = JSON.parse(response.body);
    expect(rows.map((r: { customer_id: number }) => r.customer_id)).toEqual(
      await naive({ category: 'live-casino' }, 0, 1000),
    );
    expect(rows.length).toBeGreaterThan(3);
    expect(rows[0]).toMatchObject({ category: 'live-casino', currency: 'EUR' });
  });

  it('asks to narrow the filter above the row limit, and validates the filter', async () => {
    app.ctx.config.playersExportMaxRows = 30;
    const tooMany = await download('deposited=false');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toContain('Narrow the filter');
    expect((await download('deposited=true&year=2023')).statusCode).toBe(200);
    app.ctx.config.playersExportMaxRows = undefined;
    expect((await download('format=xlsx')).statusCode).toBe(422);
    expect((await download('month=2')).statusCode).toBe(422);
  });
});
