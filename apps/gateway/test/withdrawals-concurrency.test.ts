import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../src/http/api-error.ts';
import { INSUFFICIENT_FUNDS } from '../src/modules/ledger/service.ts';
import { brandName } from '../src/modules/settings/service.ts';
import { emailedCodeInvalid } from '../src/modules/totp/action-code.ts';
import { lockExistingAffiliate } from '../src/modules/members/affiliate-lock.ts';
import { readFactor } from '../src/modules/totp/repository.ts';
import { placeWithdrawal } from '../src/modules/withdrawals/place-withdrawal.ts';
import { advanceClock, buildTestApp, closeTestApp, type SignedIn } from './helpers.ts';
import { newAccount, signInAccount, type Account } from './two-factor-helpers.ts';
import {
  balanceOf,
  expectLedgerInvariants,
  fund,
  affiliateIdOf,
  withdraw,
  withdrawalCode,
} from './withdrawal-helpers.ts';

/**
 * Money under concurrent requests, on the driver the suite runs on (PGlite, and the PostgreSQL server
 * with DATABASE_URL, where the requests really run in parallel on a pool of connections).
 *
 * Every HTTP withdrawal needs a single-use second-factor code, and an affiliate has one emailed code at
 * a time: 100 concurrent HTTP requests cannot all carry a valid code, so they would test the code, not
 * the balance. The service is split for this: the route's transaction locks the affiliate, checks the
 * code, and then calls `placeWithdrawal(ctx, tx, ...)`, the part that moves money. The first test races
 * 100 transactions through that same path (lock, then placeWithdrawal; only the code check left out)
 * against a balance that covers exactly 7; the second races HTTP requests carrying one valid code.
 */
describe(`concurrent withdrawals (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let account: Account;
  let session: SignedIn;
  let affiliateId: number;
  const request = { payment_option_type: 'SKRILL' as const, account: 'racer@example.com', amount: '100.00' };

  beforeAll(async () => {
    app = await buildTestApp();
    account = await newAccount(app, 'racer');
    session = await signInAccount(app, account);
    affiliateId = await affiliateIdOf(app, session);
    await fund(app, affiliateId, '750.00');
  });
  afterAll(async () => closeTestApp(app));

  it('lets exactly 7 of 100 concurrent withdrawals of 100.00 through a balance of 750.00', async () => {
    const brand = await brandName(app.ctx);
    const attempts = Array.from({ length: 100 }, () =>
      app.ctx.db.transaction(async (tx) => {
        const factor = await readFactor(tx, await lockExistingAffiliate(tx, affiliateId));
        return placeWithdrawal(app.ctx, tx, factor, request, 'emailed-code', brand);
      }),
    );
    const results = await Promise.allSettled(attempts);
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(placed).toHaveLength(7);
    expect(refused).toHaveLength(93);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(ApiError);
      expect(r.reason).toMatchObject({ statusCode: 422, errors: { amount: [INSUFFICIENT_FUNDS] } });
    }
    expect(await balanceOf(app.ctx.db, affiliateId)).toEqual({ available: '50.00', held: '700.00' });
    const rows = await app.ctx.db.one<{ withdrawals: number; holds: number; events: number }>(
      `SELECT (SELECT count(*)::int FROM withdrawals WHERE member_id = $1) AS withdrawals,
              (SELECT count(*)::int FROM ledger_transactions WHERE member_id = $1 AND kind = 'withdrawal_hold') AS holds,
              (SELECT count(*)::int FROM withdrawal_events e JOIN withdrawals w ON w.id = e.withdrawal_id WHERE w.member_id = $1) AS events`,
      [affiliateId],
    );
    expect(rows).toEqual({ withdrawals: 7, holds: 7, events: 7 });
    await expectLedgerInvariants(app.ctx.db);
  });

  it('lets one of several concurrent HTTP requests with the same code through; the others are refused on the code, past the account’s wrong-code window with 429', async () => {
    await fund(app, affiliateId, '1000.00');
    const code = await withdrawalCode(app, session, account.email);
    const before = await balanceOf(app.ctx.db, affiliateId);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => withdraw(app, session, { ...request, code })),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(7);
    // The tries take the account's window row one at a time: the first spends the code and clears the
    // window, the next five are wrong codes (422 on the code), and the two after them are past the window.
    const wrong = refused.filter((r) => r.statusCode === 422);
    expect(wrong).toHaveLength(5);
    for (const r of wrong) expect(r.json().errors.code).toEqual([emailedCodeInvalid]);
    const limited = refused.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(2);
    for (const r of limited) expect(Number(r.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(await balanceOf(app.ctx.db, affiliateId)).toEqual({
      available: (Number(before.available) - 100).toFixed(2),
      held: (Number(before.held) + 100).toFixed(2),
    });
    await expectLedgerInvariants(app.ctx.db);
  });

  it('answers concurrent duplicates with one Idempotency-Key once: one hold, the same answer for all', async () => {
    // Past the wrong-code window the test above filled (the session is renewed: its access token expired).
    advanceClock(app, 15 * 60_000);
    session = await signInAccount(app, account);
    const code = await withdrawalCode(app, session, account.email);
    const before = await balanceOf(app.ctx.db, affiliateId);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => withdraw(app, session, { ...request, code }, 'double-click-4711')),
    );
    for (const r of responses) expect(r.statusCode, r.body).toBe(201);
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    expect((await balanceOf(app.ctx.db, affiliateId)).held).toBe((Number(before.held) + 100).toFixed(2));
    await expectLedgerInvariants(app.ctx.db);
  });
});
