import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { NEW_DETAILS_REVIEW_MS } from '../src/modules/payments/payout-details-repository.ts';
import { HOLD_OVERRIDDEN_NOTE } from '../src/modules/statements/history-service.ts';
import { tokenFingerprint } from '../src/http/operator-access.ts';
import {
  advanceClock,
  buildTestApp,
  closeTestApp,
  DEMO,
  OPERATOR_TOKEN,
  operatorHeaders,
  signIn,
  type SignedIn,
} from './helpers.ts';
import {
  balanceOf,
  expectLedgerInvariants,
  fund,
  affiliateIdOf,
  withdraw,
  withdrawalCode,
} from './withdrawal-helpers.ts';

/** `2026-11-28T09:00:00.000Z` as a message writes it: `11/28/2026 09:00 UTC`. */
function asMessageTime(iso: string): string {
  const [, y, m, d, hh, mi] = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)/.exec(iso)!;
  return `${m}/${d}/${y} ${hh}:${mi} UTC`;
}

/**
 * The review hold of new payout details: a withdrawal to details younger than 24 hours may be approved
 * (the review) but not paid before the hold ends, unless the operator overrides it with a reason.
 */
describe(`withdrawal review hold (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let demo: SignedIn;
  let demoId: number;
  const actor = `operator:${createHash('sha256').update(OPERATOR_TOKEN).digest('hex').slice(0, 8)}`;

  beforeAll(async () => {
    app = await buildTestApp();
    demo = await signIn(app, DEMO.username, DEMO.password);
    demoId = await affiliateIdOf(app, demo);
    await fund(app, demoId, '2000.00');
  });
  afterAll(async () => {
    await expectLedgerInvariants(app.ctx.db);
    await closeTestApp(app);
  });

  /** A Skrill withdrawal to a new account (new details each time, so each is held 24 hours from now). */
  let accounts = 0;
  async function heldAndApproved(): Promise<{ id: number; hold_until: string }> {
    const response = await withdraw(app, demo, {
      payment_option_type: 'SKRILL',
      amount: '100.00',
      account: `demo-skrill-${++accounts}@example.com`,
      code: await withdrawalCode(app, demo, DEMO.email),
    });
    expect(response.statusCode, response.body).toBe(201);
    const requested = response.json().data;
    const approved = await act(requested.id, 'approve');
    // Approving is the review itself: allowed while the hold lasts.
    expect(approved.statusCode, approved.body).toBe(200);
    return approved.json().data;
  }
  const act = (id: number, action: 'approve' | 'reject' | 'pay', payload?: object) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/operator/withdrawals/${id}/${action}`,
      headers: operatorHeaders,
      ...(payload && { payload }),
    });
  const events = async (id: number) =>
    (
      await app.ctx.db.query<{ status: string; actor: string; note: string | null }>(
        'SELECT status, actor, note FROM withdrawal_events WHERE withdrawal_id = $1 ORDER BY id',
        [id],
      )
    ).rows;

  it('refuses to pay one second after the request (409 naming the end of the hold), and says when it ends everywhere', async () => {
    const requestedAt = app.ctx.config.now().getTime();
    const w = await heldAndApproved();
    const holdEnd = new Date(w.hold_until).getTime();
    // The details were saved with the request: the hold ends 24 hours after it.
    expect(holdEnd - requestedAt).toBeGreaterThanOrEqual(NEW_DETAILS_REVIEW_MS);
    expect(holdEnd - requestedAt).toBeLessThan(NEW_DETAILS_REVIEW_MS + 60_000);

    advanceClock(app, 1000);
    const refused = await act(w.id, 'pay', { payout_reference: 'SKR-EARLY' });
    expect(refused.statusCode).toBe(409);
    // The end as every message writes a time: MM/DD/YYYY hh:mm UTC, read off the ISO string.
    expect(refused.json()).toEqual({
      message: `This withdrawal is on hold for the review of new payout details until ${asMessageTime(w.hold_until)} and cannot be paid before then. To pay it now, override the hold with a reason.`,
      code: 40900,
    });
    // Nothing moved: still approved and held.
    const queue = await app.inject({
      url: `/api/v1/operator/withdrawals?status=approved&member_id=${demoId}`,
      headers: operatorHeaders,
    });
    expect(queue.json().data.find((x: { id: number }) => x.id === w.id)).toMatchObject({
      status: 'approved',
      hold_until: w.hold_until,
    });
    expect(await events(w.id)).toHaveLength(2);

    // The affiliate reads the same end in its withdrawals and in the transaction's detail.
    const own = await app.inject({ url: '/api/v1/bo/me/withdrawals', headers: demo.headers });
    expect(own.json().data.find((x: { id: number }) => x.id === w.id).hold_until).toBe(w.hold_until);
    const detail = await app.inject({ url: `/api/v1/bo/me/transactions/w-${w.id}`, headers: demo.headers });
    expect(detail.json().data).toMatchObject({ status: 'approved', hold_until: w.hold_until });
  });

  it('refuses an override without a reason (422 on the field)', async () => {
    const w = await heldAndApproved();
    for (const override_hold of [{}, { reason: '' }, { reason: '  ' }, true]) {
      const response = await act(w.id, 'pay', { payout_reference: 'SKR-0001', override_hold });
      expect(response.statusCode, JSON.stringify(override_hold)).toBe(422);
      expect(Object.keys(response.json().errors ?? {}).some((k) => k.startsWith('override_hold'))).toBe(true);
    }
    expect((await act(w.id, 'pay', { payout_reference: 'SKR-0001' })).statusCode).toBe(409);
  });

  it('pays with an override and its reason: recorded with who, shown to the affiliate as an operator step', async () => {
    const w = await heldAndApproved();
    const before = await balanceOf(app.ctx.db, demoId);
    const reason = 'Affiliate confirmed the new account by phone.';
    const paid = await act(w.id, 'pay', { payout_reference: 'SKR-OVERRIDE', override_hold: { reason } });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'paid', hold_until: w.hold_until });
    expect((await balanceOf(app.ctx.db, demoId)).held).toBe((Number(before.held) - 100).toFixed(2));
    expect(await events(w.id)).toEqual([
      { status: 'requested', actor: 'member', note: expect.stringContaining('New payout details') },
      { status: 'approved', actor, note: null },
      {
        status: 'hold_overridden',
        actor,
        note: `Paid before the review hold ended (${asMessageTime(w.hold_until)}): ${reason}`,
      },
      { status: 'paid', actor, note: 'SKR-OVERRIDE' },
    ]);
    const audit = await app.ctx.db.query<{
      detail: Record<string, unknown>;
      operator_machine: string | null;
    }>(
      "SELECT detail, operator_machine FROM audit_events WHERE event = 'withdrawal.hold_overridden' AND member_id = $1",
      [demoId],
    );
    // Recorded as done by the operator who paid (here the machine's token), not only named in the detail.
    expect(audit.rows).toEqual([
      {
        detail: { withdrawalId: w.id, actor, holdUntil: w.hold_until, reason },
        operator_machine: tokenFingerprint(OPERATOR_TOKEN),
      },
    ]);

    const detail = (
      await app.inject({ url: `/api/v1/bo/me/transactions/w-${w.id}`, headers: demo.headers })
    ).json().data;
    expect(detail.timeline.map((e: { status: string; actor: string }) => [e.status, e.actor])).toEqual([
      ['requested', 'you'],
      ['approved', 'operator'],
      ['hold_overridden', 'operator'],
      ['paid', 'operator'],
    ]);
    // The brand's reason stays with the brand.
    expect(detail.timeline[2].note).toBe(HOLD_OVERRIDDEN_NOTE);
  });

  it('lets exactly one of an overriding pay and a reject racing on a held withdrawal through', async () => {
    const w = await heldAndApproved();
    const override_hold = { reason: 'Checked with the affiliate.' };
    const answers = await Promise.all([
      act(w.id, 'pay', { payout_reference: 'SKR-RACE-1', override_hold }),
      act(w.id, 'reject', { reason: 'The account name does not match yours.' }),
      act(w.id, 'pay', { payout_reference: 'SKR-RACE-2', override_hold }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const moves = await app.ctx.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_transactions WHERE withdrawal_id = $1 AND kind <> 'withdrawal_hold'",
      [w.id],
    );
    expect(moves.n).toBe(1);
    const overrides = (await events(w.id)).filter((e) => e.status === 'hold_overridden');
    const paidWon = answers[0]!.statusCode === 200 || answers[2]!.statusCode === 200;
    expect(overrides).toHaveLength(paidWon ? 1 : 0);
  });

  it('pays without an override once the hold has ended on the app clock', async () => {
    const w = await heldAndApproved();
    advanceClock(app, new Date(w.hold_until).getTime() - app.ctx.config.now().getTime() + 1000);
    const paid = await act(w.id, 'pay', { payout_reference: 'SKR-AFTER' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.status).toBe('paid');
    expect((await events(w.id)).map((e) => e.status)).toEqual(['requested', 'approved', 'paid']);
  });
});
