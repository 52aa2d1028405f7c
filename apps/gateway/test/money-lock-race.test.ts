import Decimal from 'decimal.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../src/http/api-error.ts';
import { closePeriod } from '../src/modules/commission/service.ts';
import { INSUFFICIENT_FUNDS } from '../src/modules/ledger/service.ts';
import { lockExistingAffiliate } from '../src/modules/members/affiliate-lock.ts';
import { brandName } from '../src/modules/settings/service.ts';
import { readFactor } from '../src/modules/totp/repository.ts';
import { rejectWithdrawal } from '../src/modules/withdrawals/operator-service.ts';
import { placeWithdrawal } from '../src/modules/withdrawals/place-withdrawal.ts';
import { buildTestApp, closeTestApp, operatorHeaders } from './helpers.ts';
import { monthFigures } from './money-history-helpers.ts';
import { newAccount, signInAccount, type Account } from './two-factor-helpers.ts';
import { balanceOf, expectLedgerInvariants, memberIdOf, withdraw, withdrawalCode } from './withdrawal-helpers.ts';

/**
 * Every movement of one affiliate's money takes the affiliate's lock (`lockAffiliate`): a commission
 * close crediting it, operator adjustments and fees, withdrawals placed and moved. The first test races
 * all of them at once and checks the ledger afterwards (on PGlite they queue on its one connection; on
 * the PostgreSQL server they really run in parallel). The second, on the server only, holds the lock in
 * an open transaction and checks that each of those movements waits for it: a path that forgot the lock
 * would post while it is held.
 */
describe(`one affiliate's money under concurrent movements (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let clock = new Date('2026-08-10T12:00:00Z');
  let account: Account;
  let memberId: number;
  const request = { payment_option_type: 'SKRILL' as const, account: 'locker@example.com', amount: '100.00' };

  const adjust = (amount: string, kind: 'adjustment' | 'fee' = 'adjustment') =>
    app.inject({ method: 'POST', url: '/api/v1/operator/adjustments', headers: operatorHeaders, payload: { member_id: memberId, amount, kind, reason: `Race ${kind} ${amount}` } });
  /** The withdrawal route's money path (lock, then placeWithdrawal), without the single-use code. */
  const placeOne = async () => {
    const brand = await brandName(app.ctx);
    return app.ctx.db.transaction(async (tx) => {
      const factor = await readFactor(tx, await lockExistingAffiliate(tx, memberId));
      return placeWithdrawal(app.ctx, tx, factor, request, 'emailed-code', brand);
    });
  };
  const ledgerCount = async () => (await app.ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM ledger_transactions WHERE member_id = $1', [memberId])).n;
  const commissionOf = (period: string) =>
    app.ctx.db.maybeOne<{ amount: string; ledger_transaction_id: number | null }>(
      'SELECT amount::text, ledger_transaction_id::int AS ledger_transaction_id FROM commissions WHERE member_id = $1 AND period = $2::date',
      [memberId, `${period}-01`],
    );

  /**
   * Each posting's balance_after and held_after follow from the one before it (in id order, the order
   * they were written in) plus its own entries: no posting computed its figures from a stale balance.
   */
  async function expectRunningBalances(): Promise<void> {
    const { rows } = await app.ctx.db.query<{ id: number; balance_after: string; held_after: string; available: string; held: string }>(
      `SELECT t.id::int AS id, t.balance_after::text, t.held_after::text,
              coalesce(sum(e.amount) FILTER (WHERE e.account = 'affiliate_available'), 0)::text AS available,
              coalesce(sum(e.amount) FILTER (WHERE e.account = 'affiliate_held'), 0)::text AS held
       FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
       WHERE t.member_id = $1 GROUP BY t.id ORDER BY t.id`,
      [memberId],
    );
    let balance = new Decimal(0);
    let held = new Decimal(0);
    for (const row of rows) {
      balance = balance.plus(row.available).plus(row.held);
      held = held.plus(row.held);
      expect({ id: row.id, balance_after: row.balance_after, held_after: row.held_after }).toEqual({ id: row.id, balance_after: balance.toFixed(2), held_after: held.toFixed(2) });
      expect(balance.minus(held).isNegative()).toBe(false);
    }
    const totals = await balanceOf(app.ctx.db, memberId);
    expect(new Decimal(totals.available).plus(totals.held).toFixed(2)).toBe(balance.toFixed(2));
  }

  beforeAll(async () => {
    app = await buildTestApp({ now: () => clock });
    account = await newAccount(app, 'locker');
    memberId = await memberIdOf(app, await signInAccount(app, account));
    const plan = await app.inject({
      method: 'PUT',
      url: `/api/v1/operator/commission-plans/${memberId}`,
      headers: operatorHeaders,
      payload: { revenue_share: '0.30', admin_fee_rate: '0', cpa_amount: '0', cpa_min_deposit: '0', negative_carry_over: false },
    });
    expect(plan.statusCode, plan.body).toBe(200);
  });
  afterAll(async () => closeTestApp(app));

  it('keeps the ledger exact when a commission close, adjustments, a fee, rejections and 40 withdrawals of one affiliate race', async () => {
    await monthFigures(app, memberId, '2026-08', { turnover: '5000.00', winloss: '1000.00', bonuses: '0' });
    expect((await adjust('500.00')).statusCode).toBe(201);
    const toReject = [await placeOne(), await placeOne()];
    clock = new Date('2026-09-02T09:00:00Z');
    const before = await ledgerCount();

    const [close, credit, debit, fee, ...rest] = await Promise.allSettled([
      closePeriod(app.ctx, '2026-08', 'operator:test'),
      adjust('80.00'),
      adjust('-50.00'),
      adjust('-5.00', 'fee'),
      ...toReject.map((w) => rejectWithdrawal(app.ctx, w.id, 'Race rejection', 'operator:test')),
      ...Array.from({ length: 40 }, () => placeOne()),
    ]);
    const rejections = rest.slice(0, toReject.length);
    const withdrawals = rest.slice(toReject.length);

    // The close, the credit and the rejections always go through; a debit or a fee may find the
    // available balance already held by withdrawals, and is then refused whole.
    expect(close.status).toBe('fulfilled');
    for (const r of rejections) expect(r.status).toBe('fulfilled');
    expect(credit.status === 'fulfilled' && credit.value.statusCode).toBe(201);
    const took = (r: typeof debit) => {
      if (r.status !== 'fulfilled') throw r.reason;
      if (r.value.statusCode === 422) expect(r.value.json().errors).toEqual({ amount: [INSUFFICIENT_FUNDS] });
      else expect(r.value.statusCode).toBe(201);
      return r.value.statusCode === 201;
    };
    const debited = took(debit);
    const charged = took(fee);
    const placed = withdrawals.filter((r) => r.status === 'fulfilled');
    for (const r of withdrawals) {
      if (r.status === 'fulfilled') continue;
      expect(r.reason).toBeInstanceOf(ApiError);
      expect(r.reason).toMatchObject({ statusCode: 422, errors: { amount: [INSUFFICIENT_FUNDS] } });
    }

    // Credited once, and linked to its one ledger transaction.
    const commission = (await commissionOf('2026-08'))!;
    // August on the default plan (the test's own plan starts in September): 1000.00 win/loss, 10% admin fee, 30%.
    expect(commission.amount).toBe('270.00');
    const credits = await app.ctx.db.query<{ id: number }>("SELECT id::int AS id FROM ledger_transactions WHERE member_id = $1 AND kind = 'commission'", [memberId]);
    expect(credits.rows).toEqual([{ id: commission.ledger_transaction_id }]);

    // Nothing lost, nothing twice: the money is what the answers say moved, and the withdrawals placed
    // hold no more than there was.
    const total = new Decimal(500).plus(commission.amount).plus(80).minus(debited ? 50 : 0).minus(charged ? 5 : 0);
    const held = new Decimal(100).times(placed.length);
    expect(await balanceOf(app.ctx.db, memberId)).toEqual({ available: total.minus(held).toFixed(2), held: held.toFixed(2) });
    expect(held.lte(total)).toBe(true);
    expect(placed.length).toBeGreaterThan(0);
    // One posting per movement that went through: the close, the credit, the debit and fee if taken,
    // the two releases and one hold per withdrawal placed.
    expect((await ledgerCount()) - before).toBe(1 + 1 + Number(debited) + Number(charged) + toReject.length + placed.length);
    await expectRunningBalances();
    await expectLedgerInvariants(app.ctx.db);
  });

  it.runIf(process.env.DATABASE_URL)('makes every balance movement of the affiliate wait while another transaction holds its lock', async () => {
    await monthFigures(app, memberId, '2026-09', { turnover: '1000.00', winloss: '200.00', bonuses: '0' });
    clock = new Date('2026-10-02T09:00:00Z');
    expect((await adjust('300.00')).statusCode).toBe(201);
    const pending = await placeOne();
    const session = await signInAccount(app, account);
    const code = await withdrawalCode(app, session, account.email);
    const before = await ledgerCount();

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = app.ctx.db.transaction(async (tx) => {
      await lockExistingAffiliate(tx, memberId);
      locked();
      await gate;
    });
    await lockTaken;

    const settled: string[] = [];
    const track = <T>(name: string, work: Promise<T>) => work.finally(() => settled.push(name));
    const movements = Promise.all([
      track('commission close', closePeriod(app.ctx, '2026-09', 'operator:test')),
      track('adjustment', adjust('25.00')),
      track('fee', adjust('-2.00', 'fee')),
      track('withdrawal', withdraw(app, session, { ...request, amount: '50.00', code })),
      track('rejection', rejectWithdrawal(app.ctx, pending.id, 'Held-lock rejection', 'operator:test')),
    ]);
    try {
      await new Promise((resolve) => setTimeout(resolve, 750));
      expect(settled).toEqual([]);
      expect(await ledgerCount()).toBe(before);
    } finally {
      // Also when an expectation failed: the movements then finish before the app closes.
      release();
      await holder;
      await Promise.allSettled([movements]);
    }
    const [closed, adjusted, charged, withdrawn] = await movements;
    expect(closed.affiliates).toBeGreaterThan(0);
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    expect(charged.statusCode, charged.body).toBe(201);
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);
    expect((await commissionOf('2026-09'))!.amount).toBe('60.00');
    expect((await ledgerCount()) - before).toBe(5);
    await expectRunningBalances();
    await expectLedgerInvariants(app.ctx.db);
  });
});
