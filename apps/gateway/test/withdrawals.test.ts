import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutMessageIn, payoutRefusals } from '../src/modules/payments/payout-messages.ts';
import type { FastifyInstance } from 'fastify';
import { INSUFFICIENT_FUNDS } from '../src/modules/ledger/service.ts';
import { IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_REUSED } from '../src/modules/idempotency/service.ts';
import { emailedCodeInvalid } from '../src/modules/totp/action-code.ts';
import { advanceClock, buildTestApp, closeTestApp, DEMO, RIVAL, signIn, type SignedIn } from './helpers.ts';
import { mailsTo, newAccount, notificationsOf, signInAccount } from './two-factor-helpers.ts';
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

/** A payout option's refusal in the contract's English (no Accept-Language). */
const english = (refusal: Parameters<typeof payoutMessageIn>[1]) => payoutMessageIn('en', refusal);

/**
 * The affiliate's withdrawals over HTTP: the code, the hold, idempotency, limits, rates, review of new
 * details, cancel, and that nobody sees or cancels another affiliate's withdrawal.
 */
describe(`withdrawals (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let demo: SignedIn;
  let demoId: number;
  const neteller = { payment_option_type: 'NETELLER', account: 'demo.wallet@example.com' };

  beforeAll(async () => {
    app = await buildTestApp();
    demo = await signIn(app, DEMO.username, DEMO.password);
    demoId = await affiliateIdOf(app, demo);
    await fund(app, demoId, '1000.00');
  });
  afterAll(async () => {
    await expectLedgerInvariants(app.ctx.db);
    await closeTestApp(app);
  });

  const code = () => withdrawalCode(app, demo, DEMO.email);

  it('holds the amount, records a pending withdrawal to new details under review, and tells the affiliate', async () => {
    const response = await withdraw(app, demo, { ...neteller, amount: '100', code: await code() });
    expect(response.statusCode, response.body).toBe(201);
    const w = response.json().data;
    expect(w).toMatchObject({
      status: 'pending',
      payment_option_type: 'NETELLER',
      amount: '100.00',
      currency: 'EUR',
      fee: '0.00',
      payout_amount: '100.00',
      unit: 'EUR',
      rate: null,
    });
    expect(w.destination).toBe('d•••@example.com');
    expect(w.review_reason).toMatch(
      /^New payout details: this withdrawal waits for our review until \d\d\/\d\d\/\d{4} \d\d:\d\d UTC\.$/,
    );
    expect(await balanceOf(app.ctx.db, demoId)).toEqual({ available: '900.00', held: '100.00' });

    const notes = await notificationsOf(app, demo);
    expect(notes.find((n) => n.kind === 'withdrawal')).toMatchObject({ title: 'Withdrawal requested' });
    expect(notes.find((n) => n.kind === 'security')?.title).toBe('New payout details for Neteller');
    const mails = await mailsTo(app, DEMO.email);
    const subjects = mails.map((m) => m.subject);
    expect(subjects).toContain('Goldline Partners: Withdrawal requested');
    // An affiliate event's email says when as every date a person reads: MM/DD/YYYY hh:mm UTC.
    expect(mails.find((m) => m.subject === 'Goldline Partners: Withdrawal requested')!.text).toMatch(
      /\n\nWhen: \d\d\/\d\d\/\d{4} \d\d:\d\d UTC$/,
    );
    expect(subjects).toContain('Goldline Partners: New payout details for Neteller');
    const events = await app.ctx.db.query(
      'SELECT status, actor FROM withdrawal_events WHERE withdrawal_id = $1',
      [w.id],
    );
    expect(events.rows).toEqual([{ status: 'requested', actor: 'member' }]);
  });

  it('does not review details saved more than 24 hours ago, and keeps them when the request repeats them', async () => {
    advanceClock(app, 25 * 60 * 60 * 1000);
    demo = await signIn(app, DEMO.username, DEMO.password);
    const before = await app.ctx.db.one<{ n: number }>(
      'SELECT count(*)::int AS n FROM payout_details WHERE member_id = $1',
      [demoId],
    );
    const response = await withdraw(app, demo, { ...neteller, amount: '50.00', code: await code() });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.review_reason).toBeNull();
    expect(
      (
        await app.ctx.db.one<{ n: number }>(
          'SELECT count(*)::int AS n FROM payout_details WHERE member_id = $1',
          [demoId],
        )
      ).n,
    ).toBe(before.n);
  });

  it('replays an Idempotency-Key: the first answer, one hold; other parameters with it are refused', async () => {
    const payload = { ...neteller, amount: '20.00', code: await code() };
    const first = await withdraw(app, demo, payload, 'retry-me-7f3a');
    expect(first.statusCode, first.body).toBe(201);
    const afterFirst = await balanceOf(app.ctx.db, demoId);
    // The retry carries the code the first request spent; it is answered from the kept answer.
    const again = await withdraw(app, demo, { ...payload, amount: '20' }, 'retry-me-7f3a');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await balanceOf(app.ctx.db, demoId)).toEqual(afterFirst);
    const holds = await app.ctx.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE withdrawal_id = $1`,
      [first.json().data.id],
    );
    expect(holds.n).toBe(1);

    const other = await withdraw(app, demo, { ...payload, amount: '21.00' }, 'retry-me-7f3a');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(await balanceOf(app.ctx.db, demoId)).toEqual(afterFirst);
  });

  it('leaves no key behind when a request fails, so the corrected request can use it', async () => {
    const c = await code();
    const tooSmall = await withdraw(app, demo, { ...neteller, amount: '5.00', code: c }, 'fix-and-retry');
    expect(tooSmall.statusCode).toBe(422);
    const wrong = await withdraw(
      app,
      demo,
      { ...neteller, amount: '25.00', code: '000000' === c ? '111111' : '000000' },
      'fix-and-retry',
    );
    expect(wrong.statusCode).toBe(422);
    // The amount was refused after the code was accepted: that rolled back too, so the same code still works.
    const fixed = await withdraw(app, demo, { ...neteller, amount: '25.00', code: c }, 'fix-and-retry');
    expect(fixed.statusCode, fixed.body).toBe(201);
  });

  it('refuses an Idempotency-Key that is not 1 to 200 visible ASCII characters', async () => {
    for (const key of ['x'.repeat(201), 'has space', 'ünïcode']) {
      const response = await withdraw(app, demo, { ...neteller, amount: '20.00', code: '123456' }, key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json().message).toBe(IDEMPOTENCY_KEY_INVALID);
    }
  });

  it("applies the option's minimum and maximum, naming the limit", async () => {
    await setRate(app, 'USDTTRC20', '0.92');
    const low = await withdraw(app, demo, {
      payment_option_type: 'USDTTRC20',
      wallet_address: ADDRESSES.USDTTRC20,
      amount: '19.99',
      code: await code(),
    });
    expect(low.statusCode).toBe(422);
    expect(low.json().errors.amount).toEqual(['The minimum for USDT (TRC20) is 20.00 EUR.']);
    const high = await withdraw(app, demo, { ...neteller, amount: '5000.01', code: await code() });
    expect(high.statusCode).toBe(422);
    expect(high.json().errors.amount).toEqual(['The maximum for Neteller is 5000.00 EUR.']);
  });

  it('refuses more than the available balance', async () => {
    const { available } = await balanceOf(app.ctx.db, demoId);
    const response = await withdraw(app, demo, {
      ...neteller,
      amount: (Number(available) + 1).toFixed(2),
      code: await code(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.amount).toEqual([INSUFFICIENT_FUNDS]);
    expect((await balanceOf(app.ctx.db, demoId)).available).toBe(available);
  });

  it('converts crypto at the rate, rounding down to 8 decimals, less the Bitcoin adjustment', async () => {
    await setRate(app, 'BITCOIN', '60000');
    const response = await withdraw(app, demo, {
      payment_option_type: 'BITCOIN',
      wallet_address: ADDRESSES.BITCOIN,
      amount: '100.00',
      code: await code(),
    });
    expect(response.statusCode, response.body).toBe(201);
    // 100 / 60000 = 0.0016666666...: down to 0.00166666 (to the nearest would be ...67), less 0.00005 = 0.00161666 BTC;
    // the fee is 0.00005 BTC x 60000 = 3.00 EUR.
    expect(response.json().data).toMatchObject({
      amount: '100.00',
      payout_amount: '0.00161666',
      unit: 'BTC',
      fee: '3.00',
      rate: '60000.00000000',
    });
    expect(response.json().data.destination).toBe('bc1q…f3t4');
  });

  it('pauses crypto withdrawals on a stale rate, but not e-wallets', async () => {
    await setRate(app, 'USDC', '0.93');
    advanceClock(app, 6 * 60 * 60 * 1000 + 1000);
    demo = await signIn(app, DEMO.username, DEMO.password);
    const crypto = await withdraw(app, demo, {
      payment_option_type: 'USDC',
      wallet_address: ADDRESSES.USDC,
      amount: '60.00',
      code: await code(),
    });
    expect(crypto.statusCode).toBe(422);
    expect(crypto.json().errors.payment_option_type).toEqual([
      english(payoutRefusals.rateStale('USDC (ERC20)')),
    ]);
    const never = await withdraw(app, demo, {
      payment_option_type: 'USDTERC20',
      wallet_address: ADDRESSES.USDTERC20,
      amount: '60.00',
      code: await code(),
    });
    expect(never.json().errors.payment_option_type).toEqual([
      english(payoutRefusals.rateStale('USDT (ERC20)')),
    ]);
    const eWallet = await withdraw(app, demo, { ...neteller, amount: '20.00', code: await code() });
    expect(eWallet.statusCode, eWallet.body).toBe(201);
  });

  it('refuses a disabled option on payment_option_type', async () => {
    await app.ctx.db.query(`UPDATE payment_options SET enabled = false WHERE type = 'SKRILL'`);
    const response = await withdraw(app, demo, {
      payment_option_type: 'SKRILL',
      account: 'demo@example.com',
      amount: '20.00',
      code: await code(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.payment_option_type).toEqual([english(payoutRefusals.disabled('Skrill'))]);
    await app.ctx.db.query(`UPDATE payment_options SET enabled = true WHERE type = 'SKRILL'`);
  });

  it('refuses a wrong, an expired and a reused code', async () => {
    const before = await balanceOf(app.ctx.db, demoId);
    const right = await code();
    const wrong = await withdraw(app, demo, {
      ...neteller,
      amount: '20.00',
      code: right === '999999' ? '999998' : '999999',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.code).toEqual([emailedCodeInvalid]);

    advanceClock(app, 10 * 60 * 1000 + 1000);
    demo = await signIn(app, DEMO.username, DEMO.password);
    const expired = await withdraw(app, demo, { ...neteller, amount: '20.00', code: right });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.code).toEqual([emailedCodeInvalid]);

    const fresh = await code();
    expect((await withdraw(app, demo, { ...neteller, amount: '20.00', code: fresh })).statusCode).toBe(201);
    const reused = await withdraw(app, demo, { ...neteller, amount: '20.00', code: fresh });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.code).toEqual([emailedCodeInvalid]);
    expect((await balanceOf(app.ctx.db, demoId)).held).toBe((Number(before.held) + 20).toFixed(2));
  });

  it('lists the open withdrawals newest first, or all, with the pagination meta', async () => {
    const open = await app.inject({
      method: 'GET',
      url: '/api/v1/bo/me/withdrawals?per_page=2',
      headers: demo.headers,
    });
    expect(open.statusCode, open.body).toBe(200);
    const body = open.json();
    expect(body.data).toHaveLength(2);
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 2, from: 1, to: 2 });
    expect(body.meta.total).toBeGreaterThanOrEqual(6);
    expect(body.data[0].id).toBeGreaterThan(body.data[1].id);
    expect(body.meta.next_page_url).toContain('status=open');
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/v1/bo/me/withdrawals/${body.data[0].id}/cancel`,
      headers: demo.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    const openAfter = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/bo/me/withdrawals?per_page=100',
        headers: demo.headers,
      })
    ).json();
    expect(openAfter.data.map((w: { id: number }) => w.id)).not.toContain(body.data[0].id);
    const all = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/bo/me/withdrawals?per_page=100&status=all',
        headers: demo.headers,
      })
    ).json();
    expect(all.data.find((w: { id: number }) => w.id === body.data[0].id).status).toBe('cancelled');
  });

  it('lets the affiliate cancel a pending withdrawal: the amount is released, once', async () => {
    const created = (await withdraw(app, demo, { ...neteller, amount: '30.00', code: await code() })).json()
      .data;
    const before = await balanceOf(app.ctx.db, demoId);
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/bo/me/withdrawals/${created.id}/cancel`,
      headers: demo.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.status).toBe('cancelled');
    expect(await balanceOf(app.ctx.db, demoId)).toEqual({
      available: (Number(before.available) + 30).toFixed(2),
      held: (Number(before.held) - 30).toFixed(2),
    });
    const again = await app.inject({
      method: 'POST',
      url: `/api/v1/bo/me/withdrawals/${created.id}/cancel`,
      headers: demo.headers,
    });
    expect(again.statusCode).toBe(409);
    expect((await notificationsOf(app, demo))[0]).toMatchObject({
      kind: 'withdrawal',
      title: 'Withdrawal cancelled',
    });
    const events = await app.ctx.db.query(
      'SELECT status, actor FROM withdrawal_events WHERE withdrawal_id = $1 ORDER BY id',
      [created.id],
    );
    expect(events.rows).toEqual([
      { status: 'requested', actor: 'member' },
      { status: 'cancelled', actor: 'member' },
    ]);
  });

  it("neither shows nor cancels another affiliate's withdrawal", async () => {
    const mine = (await withdraw(app, demo, { ...neteller, amount: '20.00', code: await code() })).json()
      .data;
    const rival = await signIn(app, RIVAL.username, RIVAL.password);
    const list = (
      await app.inject({
        method: 'GET',
        url: '/api/v1/bo/me/withdrawals?status=all&per_page=100',
        headers: rival.headers,
      })
    ).json();
    expect(list.data).toEqual([]);
    expect(list.meta.total).toBe(0);
    const cancel = await app.inject({
      method: 'POST',
      url: `/api/v1/bo/me/withdrawals/${mine.id}/cancel`,
      headers: rival.headers,
    });
    expect(cancel.statusCode).toBe(404);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/v1/bo/me/withdrawals/999999/cancel',
      headers: rival.headers,
    });
    expect(cancel.json()).toEqual(unknown.json());
    expect(
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/bo/me/withdrawals?per_page=100',
          headers: demo.headers,
        })
      ).json().data[0],
    ).toMatchObject({ id: mine.id, status: 'pending' });
  });

  it('pays crypto only from a EUR balance', async () => {
    const account = await newAccount(app, 'dollar-partner');
    await app.ctx.db.query(`UPDATE members SET currency = 'USD' WHERE username = $1`, [account.username]);
    const session = await signInAccount(app, account);
    await fund(app, await affiliateIdOf(app, session), '500.00');
    await setRate(app, 'USDTTRC20', '0.92');
    const response = await withdraw(app, session, {
      payment_option_type: 'USDTTRC20',
      wallet_address: ADDRESSES.USDTTRC20,
      amount: '50.00',
      code: await withdrawalCode(app, session, account.email),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.payment_option_type).toEqual([
      english(payoutRefusals.notEur('USDT (TRC20)', 'USD')),
    ]);
  });
});
