import { errorCodes } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcMinute } from '../src/modules/withdrawals/lost-race.ts';
import { buildTestApp, closeTestApp, DEMO, operatorHeaders, signIn, type SignedIn } from './helpers.ts';
import { consoleOperator, type ConsoleOperator } from './operator-console-helpers.ts';
import { fund, affiliateIdOf, withdraw, withdrawalCode } from './withdrawal-helpers.ts';

/** Two managers on one withdrawal: the one who loses the race is told who won, what they did and when. */
describe(`operator withdrawals: a lost race names the winner (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let demo: SignedIn;
  let anna: ConsoleOperator;
  let ben: ConsoleOperator;

  beforeAll(async () => {
    app = await buildTestApp();
    demo = await signIn(app, DEMO.username, DEMO.password);
    await fund(app, await affiliateIdOf(app, demo), '1000.00');
    anna = await consoleOperator(app, 'finance', 'anna@brand.example');
    ben = await consoleOperator(app, 'admin', 'ben@brand.example');
  });
  afterAll(async () => closeTestApp(app));

  async function pendingWithdrawal(): Promise<number> {
    const response = await withdraw(app, demo, {
      payment_option_type: 'SKRILL',
      amount: '25.00',
      account: 'demo-skrill@example.com',
      code: await withdrawalCode(app, demo, DEMO.email),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data.id;
  }
  const act = (
    headers: Record<string, string>,
    id: number,
    action: 'approve' | 'reject' | 'pay' | 'cancel',
    payload?: object,
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/operator/withdrawals/${id}/${action}`,
      headers,
      ...(payload && { payload }),
    });
  /** The recorded time of the withdrawal's move to `status`, as the message writes it. */
  async function movedAt(id: number, status: string): Promise<string> {
    const { at } = await app.ctx.db.one<{ at: Date }>(
      'SELECT at FROM withdrawal_events WHERE withdrawal_id = $1 AND status = $2',
      [id, status],
    );
    return utcMinute(at);
  }

  it('writes the time as MM/DD/YYYY hh:mm UTC, to the minute', () => {
    expect(utcMinute(new Date('2026-11-27T14:02:59.999Z'))).toBe('11/27/2026 14:02 UTC');
    expect(utcMinute(new Date('2027-01-05T03:09:00Z'))).toBe('01/05/2027 03:09 UTC');
  });

  it('lets one of an approve and a reject of what was seen pending through, and tells the other who won and when', async () => {
    const id = await pendingWithdrawal();
    // The console sends the status its operator saw: a reject meant for a pending withdrawal must not reject an approved one.
    const [approve, reject] = await Promise.all([
      act(anna.headers, id, 'approve'),
      act(ben.headers, id, 'reject', { reason: 'Duplicate request', seen_status: 'pending' }),
    ]);
    expect([approve.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const approved = approve.statusCode === 200;
    const lost = approved ? reject : approve;
    const [status, winner] = approved ? ['approved', anna.email] : ['rejected', ben.email];
    expect(lost.json()).toEqual({
      message: `Already ${status} by ${winner} at ${await movedAt(id, status)}.`,
      code: errorCodes.conflict,
    });
  });

  it('still rejects or cancels an approved withdrawal when no seen status is given (the CLI, machines)', async () => {
    const id = await pendingWithdrawal();
    expect((await act(anna.headers, id, 'approve')).statusCode).toBe(200);
    const stale = await act(ben.headers, id, 'cancel', {
      reason: 'Asked by the affiliate',
      seen_status: 'pending',
    });
    expect(stale.json().message).toBe(
      `Already approved by ${anna.email} at ${await movedAt(id, 'approved')}.`,
    );
    expect((await act(ben.headers, id, 'cancel', { reason: 'Asked by the affiliate' })).statusCode).toBe(200);
  });

  it('names a machine token as such, never by its fingerprint', async () => {
    const id = await pendingWithdrawal();
    expect((await act(operatorHeaders, id, 'approve')).statusCode).toBe(200);
    const late = await act(anna.headers, id, 'approve');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      `Already approved by a machine token at ${await movedAt(id, 'approved')}.`,
    );
  });

  it('names the affiliate who cancelled, and tells the affiliate only the status, never an operator', async () => {
    const cancelledByAffiliate = await pendingWithdrawal();
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1/bo/me/withdrawals/${cancelledByAffiliate}/cancel`,
          headers: demo.headers,
        })
      ).statusCode,
    ).toBe(200);
    const late = await act(ben.headers, cancelledByAffiliate, 'approve');
    expect(late.json().message).toBe(
      `Already cancelled by the affiliate at ${await movedAt(cancelledByAffiliate, 'cancelled')}.`,
    );

    const id = await pendingWithdrawal();
    expect((await act(anna.headers, id, 'approve')).statusCode).toBe(200);
    const own = await app.inject({
      method: 'POST',
      url: `/api/v1/bo/me/withdrawals/${id}/cancel`,
      headers: demo.headers,
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe('This withdrawal is approved and can no longer be cancelled.');
    expect(own.body).not.toContain(anna.email);
  });

  it('keeps the plain message when nothing moved it: paying a pending withdrawal', async () => {
    const id = await pendingWithdrawal();
    const early = await act(anna.headers, id, 'pay', { payout_reference: 'SK-0001' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This withdrawal is pending and can no longer be paid.');
  });
});
