import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StatementCache, type KeptStatement } from '../src/caches/statement-cache.ts';
import { advanceClock, buildTestApp, closeTestApp, DEMO, RIVAL, signIn, type SignedIn } from './helpers.ts';
import { adjust, moveWithdrawal, placeWithdrawal } from './money-history-helpers.ts';
import { postKnownLedger } from './money-history-fixture.ts';

const statementOfLines = (n: number) => ({ lines: new Array(n) }) as unknown as KeptStatement;

describe('statement cache: bounds', () => {
  it('drops the least recently used statement first, by count and by lines, and never keeps one over the bound', () => {
    const cache = new StatementCache(2, 100);
    cache.keep(1, '2026-04', 'a', statementOfLines(10), 10);
    cache.keep(1, '2026-05', 'b', statementOfLines(10), 10);
    expect(cache.kept(1, '2026-04')?.source).toBe('a'); // April is now the most recently used
    cache.keep(2, '2026-04', 'c', statementOfLines(10), 10);
    expect(cache.kept(1, '2026-05')).toBeUndefined();
    expect(cache.kept(1, '2026-04')?.source).toBe('a');
    cache.keep(3, '2026-04', 'd', statementOfLines(95), 95); // over the lines with either of the others
    expect(cache.size).toBe(1);
    expect(cache.kept(3, '2026-04')?.source).toBe('d');
    cache.keep(4, '2026-04', 'e', statementOfLines(101), 101);
    expect(cache.kept(4, '2026-04')).toBeUndefined();
    expect(cache.kept(3, '2026-04')?.source).toBe('d');
  });

  it('replaces what was kept for the same month', () => {
    const cache = new StatementCache(10, 100);
    cache.keep(1, '2026-04', 'a', statementOfLines(60), 60);
    cache.keep(1, '2026-04', 'b', statementOfLines(60), 60);
    expect(cache.size).toBe(1);
    expect(cache.kept(1, '2026-04')?.source).toBe('b');
  });
});

interface Statement {
  opening_balance: string;
  closing_balance: string;
  lines: Array<{ type: string; amount: string; description: string; reference: string | null }>;
  affiliate: { username: string; name: string };
  generated_at: string;
}

/**
 * A statement made before is answered again without reading the month's postings, and only while what
 * it is made of is unchanged: every change below was written past the cache (the product's own money
 * code and SQL on the app's database, no notice of any kind) and shows in the very next answer.
 */
describe(`statements kept between requests (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let known: Awaited<ReturnType<typeof postKnownLedger>>;
  let demo: SignedIn;

  beforeAll(async () => {
    app = await buildTestApp();
    known = await postKnownLedger(app);
    demo = await signIn(app, DEMO.username, DEMO.password);
  });
  afterAll(() => closeTestApp(app));

  const statement = async (month: string, who: SignedIn = demo) => {
    const response = await app.inject({
      url: `/api/v1/bo/me/statement?month=${month}`,
      headers: who.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: Statement }>().data;
  };

  it('answers a repeated statement without reading the month’s postings again, with the time it is answered at', async () => {
    const query = vi.spyOn(app.ctx.db, 'query');
    const postingsRead = () =>
      query.mock.calls.filter(([sql]) => String(sql).includes('json_build_array(t.kind')).length;
    try {
      const first = await statement('2026-04');
      advanceClock(app, 60_000);
      const second = await statement('2026-04');
      expect(postingsRead()).toBe(1);
      expect({ ...second, generated_at: undefined }).toEqual({ ...first, generated_at: undefined });
      expect(Date.parse(second.generated_at) - Date.parse(first.generated_at)).toBeGreaterThanOrEqual(60_000);
    } finally {
      query.mockRestore();
    }
  });

  it('shows a late entry in the month at once', async () => {
    expect((await statement('2026-04')).closing_balance).toBe('1030.00');
    await adjust(app, known.demo, 'adjustment', '12.34', 'Late fix', new Date('2026-04-29T15:00:00Z'));
    const after = await statement('2026-04');
    expect(after.lines.at(-1)).toMatchObject({
      type: 'adjustment',
      amount: '12.34',
      description: 'Late fix',
    });
    expect(after.closing_balance).toBe('1042.34');
  });

  it('shows a posting before the month in the opening balance at once', async () => {
    // The opening is balance_after of the last posting before the month, which follows the order the
    // postings were written in (this test dates them in the past; the product dates them when written).
    const before = (await statement('2026-05')).opening_balance;
    await adjust(app, known.demo, 'fee', '-2.00', 'Earlier fee', new Date('2026-04-30T23:00:00Z'));
    const may = await statement('2026-05');
    expect(may.opening_balance).toBe((Number(before) - 2).toFixed(2));
    expect(may.lines.some((l) => l.description === 'Earlier fee')).toBe(false);
  });

  it('shows a withdrawal paid in the month with its payout reference, and a renamed affiliate', async () => {
    const w = await placeWithdrawal(app, known.demo, {
      type: 'SKRILL',
      amount: '20.00',
      destination: 'demo@example.com',
      at: new Date('2026-05-20T10:00:00Z'),
    });
    expect((await statement('2026-05')).lines.at(-1)).toMatchObject({
      type: 'withdrawal_hold',
      reference: `w-${w.id}`,
    });
    await moveWithdrawal(app, w, {
      to: 'approved',
      at: new Date('2026-05-21T10:00:00Z'),
      actor: 'operator:alice',
    });
    await moveWithdrawal(app, w, {
      to: 'paid',
      at: new Date('2026-05-22T10:00:00Z'),
      actor: 'operator:alice',
      payoutReference: 'SK-5150',
    });
    expect((await statement('2026-05')).lines.at(-1)).toMatchObject({
      type: 'withdrawal_paid',
      amount: '-20.00',
      reference: `w-${w.id} (SK-5150)`,
    });

    await app.ctx.db.query(`UPDATE members SET first_name = 'Renamed' WHERE id = $1`, [known.demo]);
    expect((await statement('2026-05')).affiliate.name).toMatch(/^Renamed /);
  });

  it('keeps each affiliate’s own: the rival’s April after the demo’s was kept', async () => {
    await statement('2026-04');
    const rival = await statement('2026-04', await signIn(app, RIVAL.username, RIVAL.password));
    expect(rival.affiliate.username).toBe('rival');
    expect(rival.lines.some((l) => l.description === 'Late fix')).toBe(false);
    expect(rival.closing_balance).not.toBe((await statement('2026-04')).closing_balance);
  });
});
