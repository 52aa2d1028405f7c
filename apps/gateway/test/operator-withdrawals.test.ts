import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { INSUFFICIENT_FUNDS } from '../src/modules/ledger/service.ts';
import { FEE_MUST_BE_NEGATIVE } from '../src/modules/ledger/adjustment-service.ts';
import { IDEMPOTENCY_KEY_REUSED } from '../src/modules/idempotency/service.ts';
import { NEW_DETAILS_REVIEW_MS } from '../src/modules/payments/payout-details-repository.ts';
import {
  advanceClock,
  buildTestApp,
  closeTestApp,
  DEMO,
  OPERATOR_TOKEN,
  operatorHeaders,
  RIVAL,
  signIn,
  type SignedIn,
} from './helpers.ts';
import { mailsTo, notificationsOf } from './two-factor-helpers.ts';
import {
  ADDRESSES,
  balanceOf,
  expectLedgerInvariants,
  fund,
  affiliateIdOf,
  setRate,
  withdraw,
  withdrawalCode,
} from './withdrawal-helpers.ts';

/** The operator's side of withdrawals and the ledger: the review queue, every status change, adjustments. */
describe(`operator withdrawals (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let demo: SignedIn;
  let demoId: number;
  const actor = `operator:${createHash('sha256').update(OPERATOR_TOKEN).digest('hex').slice(0, 8)}`;

  beforeAll(async () => {
    app = await buildTestApp();
    demo = await signIn(app, DEMO.username, DEMO.password);
    demoId = await affiliateIdOf(app, demo);
    await fund(app, demoId, '2000.00');
    await setRate(app, 'BITCOIN', '60000');
  });
  afterAll(async () => {
    await expectLedgerInvariants(app.ctx.db);
    await closeTestApp(app);
  });

  async function requested(
    option: 'SKRILL' | 'BITCOIN' = 'SKRILL',
    amount = '100.00',
  ): Promise<{ id: number }> {
    const details =
      option === 'SKRILL' ? { account: 'demo-skrill@example.com' } : { wallet_address: ADDRESSES.BITCOIN };
    const response = await withdraw(app, demo, {
      payment_option_type: option,
      amount,
      ...details,
      code: await withdrawalCode(app, demo, DEMO.email),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  }
  const act = (id: number, action: 'approve' | 'reject' | 'pay' | 'cancel', payload?: object) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/operator/withdrawals/${id}/${action}`,
      headers: operatorHeaders,
      ...(payload && { payload }),
    });
  const sums = async (transactionKind: string, withdrawalId: number) =>
    (
      await app.ctx.db.query<{ account: string; amount: string }>(
        `SELECT e.account, e.amount::text FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
         WHERE t.kind = $1 AND t.withdrawal_id = $2 ORDER BY e.account`,
        [transactionKind, withdrawalId],
      )
    ).rows;

  it('approves and pays: the held amount leaves as the payout and the fee, and each step is told', async () => {
    const w = await requested('BITCOIN', '100.00');
    const before = await balanceOf(app.ctx.db, demoId);
    expect((await act(w.id, 'pay', { payout_reference: 'too-early' })).statusCode).toBe(409);
    const approved = await act(w.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'approved',
      member_id: demoId,
      username: 'demo',
      destination_full: ADDRESSES.BITCOIN,
    });
    expect((await act(w.id, 'approve')).statusCode).toBe(409);
    // The Bitcoin details were new: the withdrawal is paid once their review hold has ended.
    advanceClock(app, NEW_DETAILS_REVIEW_MS);
    demo = await signIn(app, DEMO.username, DEMO.password); // a day later, the session has expired
    const paid = await act(w.id, 'pay', {
      payout_reference: 'f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({
      status: 'paid',
      payout_reference: 'f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16',
      fee: '3.00',
    });
    expect(await sums('withdrawal_paid', w.id)).toEqual([
      { account: 'affiliate_held', amount: '-100.00' },
      { account: 'brand_fees', amount: '3.00' },
      { account: 'brand_payouts', amount: '97.00' },
    ]);
    expect(await balanceOf(app.ctx.db, demoId)).toEqual({
      available: before.available,
      held: (Number(before.held) - 100).toFixed(2),
    });
    const events = await app.ctx.db.query(
      'SELECT status, actor, note FROM withdrawal_events WHERE withdrawal_id = $1 ORDER BY id',
      [w.id],
    );
    expect(events.rows).toEqual([
      { status: 'requested', actor: 'member', note: expect.stringContaining('New payout details') },
      { status: 'approved', actor, note: null },
      { status: 'paid', actor, note: 'f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16' },
    ]);
    const [latest, previous] = (await notificationsOf(app, demo)).filter((n) => n.kind === 'withdrawal');
    expect(latest).toMatchObject({ title: 'Withdrawal paid' });
    expect(latest!.body).toBe(
      `Your withdrawal #${w.id} of €100.00 by Bitcoin was paid: 0.00161666 BTC sent. Payout reference: f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16.`,
    );
    expect(previous).toMatchObject({ title: 'Withdrawal approved' });
    const subjects = (await mailsTo(app, DEMO.email)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Goldline Partners: Withdrawal approved',
        'Goldline Partners: Withdrawal paid',
      ]),
    );
    expect((await act(w.id, 'reject', { reason: 'Too late to reject' })).statusCode).toBe(409);
  });

  it('rejects with a reason: the amount is released and the affiliate reads why', async () => {
    const w = await requested();
    const before = await balanceOf(app.ctx.db, demoId);
    const response = await act(w.id, 'reject', { reason: 'The account name does not match yours.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'rejected',
      reject_reason: 'The account name does not match yours.',
    });
    expect(await balanceOf(app.ctx.db, demoId)).toEqual({
      available: (Number(before.available) + 100).toFixed(2),
      held: (Number(before.held) - 100).toFixed(2),
    });
    expect(await sums('withdrawal_released', w.id)).toEqual([
      { account: 'affiliate_available', amount: '100.00' },
      { account: 'affiliate_held', amount: '-100.00' },
    ]);
    const [note] = (await notificationsOf(app, demo)).filter((n) => n.kind === 'withdrawal');
    expect(note).toMatchObject({
      title: 'Withdrawal rejected',
      body: `Your withdrawal #${w.id} of €100.00 by Skrill was rejected: The account name does not match yours. The amount is back in your available balance.`,
    });
    expect((await act(w.id, 'cancel', { reason: 'again' })).statusCode).toBe(409);
  });

  it('cancels an approved withdrawal for the affiliate, releasing it', async () => {
    const w = await requested();
    await act(w.id, 'approve');
    const before = await balanceOf(app.ctx.db, demoId);
    const response = await act(w.id, 'cancel', { reason: 'Cancelled at your request by phone.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('cancelled');
    expect((await balanceOf(app.ctx.db, demoId)).available).toBe((Number(before.available) + 100).toFixed(2));
    expect((await notificationsOf(app, demo))[0]).toMatchObject({
      kind: 'withdrawal',
      title: 'Withdrawal cancelled',
    });
    // The affiliate cannot cancel what is approved or finished.
    const own = await app.inject({
      method: 'POST',
      url: `/api/v1/bo/me/withdrawals/${w.id}/cancel`,
      headers: demo.headers,
    });
    expect(own.statusCode).toBe(409);
  });

  it('lets only one of a pay and a reject racing on one withdrawal through', async () => {
    const w = await requested();
    await act(w.id, 'approve');
    // Past the review hold of the Skrill details saved above, so either pay could win the race.
    advanceClock(app, NEW_DETAILS_REVIEW_MS);
    demo = await signIn(app, DEMO.username, DEMO.password); // a day later, the session has expired
    const [pay, reject, payAgain] = await Promise.all([
      act(w.id, 'pay', { payout_reference: 'SKR-0001' }),
      act(w.id, 'reject', { reason: 'Changed our mind' }),
      act(w.id, 'pay', { payout_reference: 'SKR-0002' }),
    ]);
    expect([pay, reject, payAgain].map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const moves = await app.ctx.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE withdrawal_id = $1 AND kind <> 'withdrawal_hold'`,
      [w.id],
    );
    expect(moves.n).toBe(1);
    await expectLedgerInvariants(app.ctx.db);
  });

  it('lists the queue oldest first, by status and affiliate', async () => {
    const pending = await app.inject({
      method: 'GET',
      url: '/api/v1/operator/withdrawals?status=pending&per_page=100',
      headers: operatorHeaders,
    });
    expect(pending.statusCode, pending.body).toBe(200);
    const ids = pending.json().data.map((w: { id: number }) => w.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(pending.json().data.every((w: { status: string }) => w.status === 'pending')).toBe(true);
    const all = (
      await app.inject({
        method: 'GET',
        url: `/api/v1/operator/withdrawals?member_id=${demoId}&per_page=2`,
        headers: operatorHeaders,
      })
    ).json();
    expect(all.meta).toMatchObject({ per_page: 2, current_page: 1 });
    expect(all.meta.total).toBeGreaterThanOrEqual(4);
    expect(all.meta.next_page_url).toContain(`member_id=${demoId}`);
    const rivalId = await affiliateIdOf(app, await signIn(app, RIVAL.username, RIVAL.password));
    const none = (
      await app.inject({
        method: 'GET',
        url: `/api/v1/operator/withdrawals?member_id=${rivalId}`,
        headers: operatorHeaders,
      })
    ).json();
    expect(none.data).toEqual([]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/operator/withdrawals', headers: demo.headers }))
        .statusCode,
    ).toBe(401);
    expect((await act(999_999, 'approve')).statusCode).toBe(404);
  });

  it('credits and debits with adjustments, charges fees, refuses an overdraft, and tells the affiliate', async () => {
    const rival = await signIn(app, RIVAL.username, RIVAL.password);
    const rivalId = await affiliateIdOf(app, rival);
    const post = (payload: object, key?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/operator/adjustments',
        headers: { ...operatorHeaders, ...(key && { 'idempotency-key': key }) },
        payload,
      });

    const credit = await post(
      { member_id: rivalId, amount: '250.00', reason: 'Chargeback reversed for March.' },
      'adj-rival-1',
    );
    expect(credit.statusCode, credit.body).toBe(201);
    expect(credit.json().data).toMatchObject({
      member_id: rivalId,
      kind: 'adjustment',
      amount: '250.00',
      balance_after: '250.00',
      available_after: '250.00',
    });
    const replay = await post(
      { member_id: rivalId, amount: '250', reason: 'Chargeback reversed for March.' },
      'adj-rival-1',
    );
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(credit.json());
    const reused = await post(
      { member_id: rivalId, amount: '251.00', reason: 'Chargeback reversed for March.' },
      'adj-rival-1',
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(await balanceOf(app.ctx.db, rivalId)).toEqual({ available: '250.00', held: '0.00' });

    const fee = await post({
      member_id: rivalId,
      amount: '-15.50',
      kind: 'fee',
      reason: 'Bank transfer fee.',
    });
    expect(fee.statusCode, fee.body).toBe(201);
    expect(fee.json().data).toMatchObject({ kind: 'fee', amount: '-15.50', available_after: '234.50' });
    const positiveFee = await post({
      member_id: rivalId,
      amount: '15.50',
      kind: 'fee',
      reason: 'Bank transfer fee.',
    });
    expect(positiveFee.json().errors.amount).toEqual([FEE_MUST_BE_NEGATIVE]);
    const overdraft = await post({ member_id: rivalId, amount: '-234.51', reason: 'Too much.' });
    expect(overdraft.statusCode).toBe(422);
    expect(overdraft.json().errors.amount).toEqual([INSUFFICIENT_FUNDS]);
    const debit = await post({ member_id: rivalId, amount: '-34.50', reason: 'Duplicate CPA removed.' });
    expect(debit.json().data.available_after).toBe('200.00');
    const unknown = await post({ member_id: 999_999, amount: '1.00', reason: 'Nobody.' });
    expect(unknown.statusCode).toBe(422);

    const entries = await app.ctx.db.query<{ account: string; total: string }>(
      `SELECT account, sum(amount)::text AS total FROM ledger_entries WHERE member_id = $1 GROUP BY account ORDER BY account`,
      [rivalId],
    );
    expect(entries.rows).toEqual([
      { account: 'affiliate_available', total: '200.00' },
      { account: 'brand_adjustments', total: '-215.50' },
      { account: 'brand_fees', total: '15.50' },
    ]);
    const notes = (await notificationsOf(app, rival)).filter((n) => n.kind === 'commission').slice(0, 3);
    expect(notes.map((n) => n.title)).toEqual([
      'Your balance was debited',
      'A fee was charged',
      'Your balance was credited',
    ]);
    expect(notes[2]!.body).toBe(
      'Credited £250.00: Chargeback reversed for March. Your available balance is now £250.00.',
    );
    expect((await mailsTo(app, RIVAL.email)).map((m) => m.subject)).toContain(
      'Goldline Partners: A fee was charged',
    );
  });
});
