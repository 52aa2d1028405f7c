import Decimal from 'decimal.js';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { lockExistingAffiliate } from '../src/modules/members/affiliate-lock.ts';
import { brandName } from '../src/modules/settings/service.ts';
import { readFactor } from '../src/modules/totp/repository.ts';
import { placeWithdrawal } from '../src/modules/withdrawals/place-withdrawal.ts';
import { buildTestApp, closeTestApp, operatorHeaders } from './helpers.ts';
import { newAccount, signInAccount, type Account } from './two-factor-helpers.ts';
import { balanceOf, affiliateIdOf } from './withdrawal-helpers.ts';

/** One affiliate on a 30 % plan without admin fee, its app on a clock the test moves, and the checks of its money. */
export interface MoneyLockAffiliate {
  app: FastifyInstance;
  account: Account;
  affiliateId: number;
  /** The app's clock. */
  clock: Date;
  request: { payment_option_type: 'SKRILL'; account: string; amount: string };
  adjust: (amount: string, kind?: 'adjustment' | 'fee') => Promise<LightMyRequestResponse>;
  /** The withdrawal route's money path (lock, then placeWithdrawal), without the single-use code. */
  placeOne: () => ReturnType<typeof placeWithdrawal>;
  ledgerCount: () => Promise<number>;
  commissionOf: (period: string) => Promise<{ amount: string; ledger_transaction_id: number | null } | null>;
  /**
   * Each posting's balance_after and held_after follow from the one before it (in id order, the order
   * they were written in) plus its own entries: no posting computed its figures from a stale balance.
   */
  expectRunningBalances: () => Promise<void>;
}

/** Registers the suite's hooks (a fresh app and affiliate) and returns the affiliate, filled once they ran. */
export function moneyLockAffiliate(): MoneyLockAffiliate {
  const state = {
    clock: new Date('2026-08-10T12:00:00Z'),
    request: { payment_option_type: 'SKRILL' as const, account: 'locker@example.com', amount: '100.00' },
  } as MoneyLockAffiliate;
  state.adjust = (amount, kind = 'adjustment') =>
    state.app.inject({
      method: 'POST',
      url: '/api/v1/operator/adjustments',
      headers: operatorHeaders,
      payload: { member_id: state.affiliateId, amount, kind, reason: `Race ${kind} ${amount}` },
    });
  state.placeOne = async () => {
    const brand = await brandName(state.app.ctx);
    return state.app.ctx.db.transaction(async (tx) => {
      const factor = await readFactor(tx, await lockExistingAffiliate(tx, state.affiliateId));
      return placeWithdrawal(state.app.ctx, tx, factor, state.request, 'emailed-code', brand);
    });
  };
  state.ledgerCount = async () =>
    (
      await state.app.ctx.db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM ledger_transactions WHERE member_id = $1',
        [state.affiliateId],
      )
    ).n;
  state.commissionOf = (period) =>
    state.app.ctx.db.maybeOne<{ amount: string; ledger_transaction_id: number | null }>(
      'SELECT amount::text, ledger_transaction_id::int AS ledger_transaction_id FROM commissions WHERE member_id = $1 AND period = $2::date',
      [state.affiliateId, `${period}-01`],
    );
  state.expectRunningBalances = async () => {
    const { rows } = await state.app.ctx.db.query<{
      id: number;
      balance_after: string;
      held_after: string;
      available: string;
      held: string;
    }>(
      `SELECT t.id::int AS id, t.balance_after::text, t.held_after::text,
              coalesce(sum(e.amount) FILTER (WHERE e.account = 'affiliate_available'), 0)::text AS available,
              coalesce(sum(e.amount) FILTER (WHERE e.account = 'affiliate_held'), 0)::text AS held
       FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id
       WHERE t.member_id = $1 GROUP BY t.id ORDER BY t.id`,
      [state.affiliateId],
    );
    let balance = new Decimal(0);
    let held = new Decimal(0);
    for (const row of rows) {
      balance = balance.plus(row.available).plus(row.held);
      held = held.plus(row.held);
      expect({ id: row.id, balance_after: row.balance_after, held_after: row.held_after }).toEqual({
        id: row.id,
        balance_after: balance.toFixed(2),
        held_after: held.toFixed(2),
      });
      expect(balance.minus(held).isNegative()).toBe(false);
    }
    const totals = await balanceOf(state.app.ctx.db, state.affiliateId);
    expect(new Decimal(totals.available).plus(totals.held).toFixed(2)).toBe(balance.toFixed(2));
  };

  beforeAll(async () => {
    state.app = await buildTestApp({ now: () => state.clock });
    state.account = await newAccount(state.app, 'locker');
    state.affiliateId = await affiliateIdOf(state.app, await signInAccount(state.app, state.account));
    const plan = await state.app.inject({
      method: 'PUT',
      url: `/api/v1/operator/commission-plans/${state.affiliateId}`,
      headers: operatorHeaders,
      payload: {
        revenue_share: '0.30',
        admin_fee_rate: '0',
        cpa_amount: '0',
        cpa_min_deposit: '0',
        negative_carry_over: false,
      },
    });
    expect(plan.statusCode, plan.body).toBe(200);
  }, 60_000);
  afterAll(async () => closeTestApp(state.app));
  return state;
}
