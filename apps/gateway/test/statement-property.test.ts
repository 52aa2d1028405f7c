import fc from 'fast-check';
import Decimal from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTransactions } from '../src/modules/statements/history-service.ts';
import { statementOf } from '../src/modules/statements/statement-service.ts';
import { buildTestApp, closeTestApp, DEMO, signIn } from './helpers.ts';
import { adjust, ledgerBalanceBefore, moveWithdrawal, placeWithdrawal } from './money-history-helpers.ts';
import { affiliateIdOf } from './payment-helpers.ts';

/**
 * For random affiliates with random money histories (commissions, withdrawals paid, rejected or left
 * pending, adjustments and fees, spread over months): every month's statement opens at the ledger's
 * balance before it, its lines add up to its closing balance, and that closing balance is both the
 * sum of the ledger's entries (available + held) before the month's end and balance_after of the
 * month's last posting. And the history's pages, at any size and date range, are exactly its rows in
 * order with the right total.
 */

const op = fc.record({
  kind: fc.constantFrom('commission', 'withdrawal', 'adjustment', 'fee'),
  cents: fc.integer({ min: 1, max: 500_000 }),
  /** Minutes after the previous operation: from the same minute to about two months later. */
  gap: fc.integer({ min: 0, max: 90_000 }),
  outcome: fc.constantFrom('paid', 'rejected', 'cancelled', 'pending'),
});

type Operation = typeof op extends fc.Arbitrary<infer T> ? T : never;

describe(`statement and history properties (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let affiliates = 0;

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => closeTestApp(app));

  async function newAffiliate(): Promise<number> {
    affiliates += 1;
    const row = await app.ctx.db.one<{ id: number }>(
      `INSERT INTO members (username, email, password_hash, first_name, last_name, country, currency)
       VALUES ($1, $2, 'x', 'Prop', 'Erty', 'DE', 'EUR') RETURNING id`,
      [`prop${affiliates}`, `prop${affiliates}@example.com`],
    );
    return row.id;
  }

  /** Posts the operations in time order, a withdrawal only of what is available; returns the months touched. */
  async function post(affiliate: number, ops: Operation[]): Promise<Set<string>> {
    let t = Date.UTC(2025, 0, 1, 8);
    let available = new Decimal(0);
    const months = new Set<string>();
    const at = () => new Date(t);
    for (const o of ops) {
      t += o.gap * 60_000 + 1000;
      months.add(at().toISOString().slice(0, 7));
      const amount = new Decimal(o.cents).div(100);
      if (o.kind === 'commission' || o.kind === 'adjustment') {
        await adjust(
          app,
          affiliate,
          'adjustment',
          amount.toFixed(2),
          `Credit ${o.cents}`,
          at(),
          o.kind === 'commission' ? 'system' : 'operator:bob',
        );
        available = available.plus(amount);
      } else if (o.kind === 'fee') {
        const fee = Decimal.min(amount, available, 25);
        if (fee.lte(0)) continue;
        await adjust(app, affiliate, 'fee', fee.neg().toFixed(2), 'Monthly fee', at());
        available = available.minus(fee);
      } else {
        const take = Decimal.min(amount, available);
        if (take.lt(1)) continue;
        const w = await placeWithdrawal(app, affiliate, {
          type: 'SKRILL',
          amount: take.toFixed(2),
          destination: 'p@example.com',
          at: at(),
        });
        available = available.minus(take);
        if (o.outcome === 'pending') continue;
        t += 3_600_000;
        months.add(at().toISOString().slice(0, 7));
        if (o.outcome === 'paid')
          await moveWithdrawal(app, w, { to: 'approved', at: at(), actor: 'operator:bob' });
        await moveWithdrawal(app, w, {
          to: o.outcome,
          at: at(),
          actor: 'operator:bob',
          reason: o.outcome === 'paid' ? undefined : 'No',
          payoutReference: o.outcome === 'paid' ? `P${w.id}` : undefined,
        });
        if (o.outcome !== 'paid') available = available.plus(take);
      }
    }
    return months;
  }

  it('statement: opening + lines = closing = the ledger entries = the available balance after the last posting, every month', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 14 }),
        fc.integer({ min: -1, max: 2 }),
        async (ops, extraMonth) => {
          const affiliate = await newAffiliate();
          const months = [...(await post(affiliate, ops))].sort();
          // The months with postings, and one before or after them (an empty month still opens and closes).
          const edge = new Date(`${months[extraMonth < 0 ? 0 : months.length - 1]}-01T00:00:00Z`);
          edge.setUTCMonth(edge.getUTCMonth() + (extraMonth < 0 ? -1 : extraMonth));
          for (const month of [...months, edge.toISOString().slice(0, 7)]) {
            const s = await statementOf(app.ctx, affiliate, month);
            const start = new Date(`${month}-01T00:00:00Z`);
            const end = new Date(start);
            end.setUTCMonth(end.getUTCMonth() + 1);
            // Opening and closing are available balances; what is held is beside them.
            expect(s.opening_balance).toBe(await ledgerBalanceBefore(app, affiliate, start, 'available'));
            expect(s.closing_balance).toBe(await ledgerBalanceBefore(app, affiliate, end, 'available'));
            const held = (at: Date) =>
              Promise.all([
                ledgerBalanceBefore(app, affiliate, at),
                ledgerBalanceBefore(app, affiliate, at, 'available'),
              ]).then(([all, available]) => new Decimal(all).minus(available).toFixed(2));
            expect(s.held).toEqual({ opening: await held(start), closing: await held(end) });
            const sum = s.lines.reduce(
              (acc, l) => acc.plus(l.available_change),
              new Decimal(s.opening_balance),
            );
            expect(sum.toFixed(2)).toBe(s.closing_balance);
            const totals = Object.values(s.totals).reduce(
              (acc, v) => acc.plus(v),
              new Decimal(s.opening_balance),
            );
            expect(totals.toFixed(2)).toBe(s.closing_balance);
            if (s.lines.length > 0) expect(s.lines.at(-1)!.available_after).toBe(s.closing_balance);
          }
        },
      ),
      { numRuns: 12 },
    );
  });

  it('history: the pages of any size and date range are the rows in order, with the total', async () => {
    const affiliate = await newAffiliate();
    await post(
      affiliate,
      fc.sample(fc.array(op, { minLength: 60, maxLength: 60 }), { seed: 11, numRuns: 1 })[0]!,
    );
    // The reference: every row of the affiliate, straight from the tables.
    const all = (
      await app.ctx.db.query<{ id: string; at: Date }>(
        `SELECT * FROM (SELECT 'w-' || id AS id, created_at AS at, 'w' AS s, id AS n FROM withdrawals WHERE member_id = $1
           UNION ALL SELECT 'l-' || id, created_at, 'l', id FROM ledger_transactions WHERE member_id = $1 AND kind IN ('adjustment', 'fee', 'commission')) r
         ORDER BY at DESC, s DESC, n DESC`,
        [affiliate],
      )
    ).rows;
    expect(all.length).toBeGreaterThan(40);
    const days = all.map((r) => r.at.toISOString().slice(0, 10));
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 9 }),
        fc.nat(days.length - 1),
        fc.nat(days.length - 1),
        async (perPage, i, j) => {
          const [to, from] = [days[Math.min(i, j)]!, days[Math.max(i, j)]!];
          const expected = all
            .filter((r) => r.at.toISOString().slice(0, 10) >= from && r.at.toISOString().slice(0, 10) <= to)
            .map((r) => r.id);
          const seen: string[] = [];
          for (let page = 1; ; page++) {
            const result = await listTransactions(
              app.ctx,
              affiliate,
              { page, per_page: perPage, from, to },
              'http://localhost/x',
            );
            expect(result.meta.total).toBe(expected.length);
            if (result.data.length === 0) break;
            seen.push(...result.data.map((r) => r.id));
          }
          expect(seen).toEqual(expected);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('the demo affiliate reads the same statement over HTTP', async () => {
    const demo = await affiliateIdOf(app, DEMO.username);
    await adjust(app, demo, 'adjustment', '12.34', 'Credit', new Date('2026-02-03T00:00:00Z'));
    const { headers } = await signIn(app, DEMO.username, DEMO.password);
    const response = await app.inject({ url: '/api/v1/bo/me/statement?month=2026-02', headers });
    expect(response.json().data).toEqual({
      ...(await statementOf(app.ctx, demo, '2026-02')),
      generated_at: expect.any(String),
      // The answer adds the freshness of the affiliate's brands (issue 39): no activity came here yet.
      activity_through: null,
      activity_received_at: null,
      activity_late: false,
      activity_brands: [expect.objectContaining({ brand: 'goldline', activity_through: null })],
    });
  });
});
