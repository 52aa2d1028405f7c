import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/http/api-error.ts';
import { closePeriod } from '../src/modules/commission/service.ts';
import { INSUFFICIENT_FUNDS } from '../src/modules/ledger/service.ts';
import { rejectWithdrawal } from '../src/modules/withdrawals/operator-service.ts';
import { monthFigures } from './money-history-helpers.ts';
import { moneyLockAffiliate } from './money-lock-fixture.ts';
import { balanceOf, expectLedgerInvariants } from './withdrawal-helpers.ts';

/**
 * Every movement of one affiliate's money takes the affiliate's lock (`lockAffiliate`): a commission
 * close crediting it, operator adjustments and fees, withdrawals placed and moved. This races all of them
 * at once and checks the ledger afterwards (on PGlite they queue on its one connection; on the PostgreSQL
 * server they really run in parallel). test/pg/money-lock-held.test.ts checks, on the server, that each
 * movement waits while another transaction holds the lock.
 */
describe(`one affiliate's money under concurrent movements (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  const affiliate = moneyLockAffiliate();

  it('keeps the ledger exact when a commission close, adjustments, a fee, rejections and 40 withdrawals of one affiliate race', async () => {
    await monthFigures(affiliate.app, affiliate.affiliateId, '2026-08', {
      turnover: '5000.00',
      winloss: '1000.00',
      bonuses: '0',
    });
    expect((await affiliate.adjust('500.00')).statusCode).toBe(201);
    const toReject = [await affiliate.placeOne(), await affiliate.placeOne()];
    affiliate.clock = new Date('2026-09-02T09:00:00Z');
    const before = await affiliate.ledgerCount();

    const [close, credit, debit, fee, ...rest] = await Promise.allSettled([
      closePeriod(affiliate.app.ctx, '2026-08', 'operator:test'),
      affiliate.adjust('80.00'),
      affiliate.adjust('-50.00'),
      affiliate.adjust('-5.00', 'fee'),
      ...toReject.map((w) => rejectWithdrawal(affiliate.app.ctx, w.id, 'Race rejection', 'operator:test')),
      ...Array.from({ length: 40 }, () => affiliate.placeOne()),
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
    const commission = (await affiliate.commissionOf('2026-08'))!;
    // August on the default plan (the test's own plan starts in September): 1000.00 win/loss, 10% admin fee, 30%.
    expect(commission.amount).toBe('270.00');
    const credits = await affiliate.app.ctx.db.query<{ id: number }>(
      "SELECT id::int AS id FROM ledger_transactions WHERE member_id = $1 AND kind = 'commission'",
      [affiliate.affiliateId],
    );
    expect(credits.rows).toEqual([{ id: commission.ledger_transaction_id }]);

    // Nothing lost, nothing twice: the money is what the answers say moved, and the withdrawals placed
    // hold no more than there was.
    const total = new Decimal(500)
      .plus(commission.amount)
      .plus(80)
      .minus(debited ? 50 : 0)
      .minus(charged ? 5 : 0);
    const held = new Decimal(100).times(placed.length);
    expect(await balanceOf(affiliate.app.ctx.db, affiliate.affiliateId)).toEqual({
      available: total.minus(held).toFixed(2),
      held: held.toFixed(2),
    });
    expect(held.lte(total)).toBe(true);
    expect(placed.length).toBeGreaterThan(0);
    // One posting per movement that went through: the close, the credit, the debit and fee if taken,
    // the two releases and one hold per withdrawal placed.
    expect((await affiliate.ledgerCount()) - before).toBe(
      1 + 1 + Number(debited) + Number(charged) + toReject.length + placed.length,
    );
    await affiliate.expectRunningBalances();
    await expectLedgerInvariants(affiliate.app.ctx.db);
  });
});
