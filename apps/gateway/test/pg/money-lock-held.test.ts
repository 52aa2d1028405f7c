import { describe, expect, it } from 'vitest';
import { closePeriod } from '../../src/modules/commission/service.ts';
import { lockExistingAffiliate } from '../../src/modules/members/affiliate-lock.ts';
import { rejectWithdrawal } from '../../src/modules/withdrawals/operator-service.ts';
import { moneyLockAffiliate } from '../money-lock-fixture.ts';
import { monthFigures } from '../money-history-helpers.ts';
import { signInAccount } from '../two-factor-helpers.ts';
import { expectLedgerInvariants, withdraw, withdrawalCode } from '../withdrawal-helpers.ts';

/**
 * Only with a PostgreSQL server (DATABASE_URL; vitest.config includes this folder then): PGlite has one
 * connection, so a transaction holding the lock would block every other statement, not just money. It
 * holds the affiliate's lock in an open transaction and checks that each movement of its money waits for
 * it: a path that forgot the lock would post while it is held.
 */
describe("one affiliate's money while another transaction holds its lock", () => {
  const affiliate = moneyLockAffiliate();

  it('makes every balance movement of the affiliate wait while another transaction holds its lock', async () => {
    // Periods close in order: August first (nothing of this affiliate's in it).
    affiliate.clock = new Date('2026-09-02T09:00:00Z');
    await closePeriod(affiliate.app.ctx, '2026-08', 'operator:test');
    await monthFigures(affiliate.app, affiliate.affiliateId, '2026-09', {
      turnover: '1000.00',
      winloss: '200.00',
      bonuses: '0',
    });
    affiliate.clock = new Date('2026-10-02T09:00:00Z');
    expect((await affiliate.adjust('300.00')).statusCode).toBe(201);
    const pending = await affiliate.placeOne();
    const session = await signInAccount(affiliate.app, affiliate.account);
    const code = await withdrawalCode(affiliate.app, session, affiliate.account.email);
    const before = await affiliate.ledgerCount();

    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = affiliate.app.ctx.db.transaction(async (tx) => {
      await lockExistingAffiliate(tx, affiliate.affiliateId);
      locked();
      await gate;
    });
    await lockTaken;

    const settled: string[] = [];
    const track = <T>(name: string, work: Promise<T>) => work.finally(() => settled.push(name));
    const movements = Promise.all([
      track('commission close', closePeriod(affiliate.app.ctx, '2026-09', 'operator:test')),
      track('adjustment', affiliate.adjust('25.00')),
      track('fee', affiliate.adjust('-2.00', 'fee')),
      track('withdrawal', withdraw(affiliate.app, session, { ...affiliate.request, amount: '50.00', code })),
      track(
        'rejection',
        rejectWithdrawal(affiliate.app.ctx, pending.id, 'Held-lock rejection', 'operator:test'),
      ),
    ]);
    try {
      await new Promise((resolve) => setTimeout(resolve, 750));
      expect(settled).toEqual([]);
      expect(await affiliate.ledgerCount()).toBe(before);
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
    expect((await affiliate.commissionOf('2026-09'))!.amount).toBe('60.00');
    expect((await affiliate.ledgerCount()) - before).toBe(5);
    await affiliate.expectRunningBalances();
    await expectLedgerInvariants(affiliate.app.ctx.db);
  });
});
