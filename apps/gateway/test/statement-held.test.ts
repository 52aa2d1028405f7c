import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, closeTestApp, type SignedIn } from './helpers.ts';
import { newAccount, signInAccount } from './two-factor-helpers.ts';
import { affiliateIdOf, fund, withdraw, withdrawalCode } from './withdrawal-helpers.ts';

/**
 * The statement of account meets the balance the dashboard and the withdrawal screen show: money held
 * for a pending withdrawal is its own line, so the closing balance is the available balance; the
 * running month is a statement so far, its PDF's period ending today.
 */
describe(`statement with a pending withdrawal (${process.env.DATABASE_URL ? 'pg' : 'pglite'})`, () => {
  let app: FastifyInstance;
  let session: SignedIn;
  let now: Date;
  const month = () => now.toISOString().slice(0, 7);
  const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

  beforeAll(async () => {
    app = await buildTestApp();
    now = app.ctx.config.now();
    const account = await newAccount(app, 'heldstatement');
    session = await signInAccount(app, account);
    await fund(app, await affiliateIdOf(app, session), '500.00');
    const code = await withdrawalCode(app, session, account.email);
    const placed = await withdraw(app, session, {
      payment_option_type: 'NETELLER',
      account: 'held.statement@example.com',
      amount: '120',
      code,
    });
    expect(placed.statusCode, placed.body).toBe(201);
  });
  afterAll(() => closeTestApp(app));

  const get = async (url: string) => {
    const response = await app.inject({ url, headers: session.headers });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };

  it('closes at the available balance while a withdrawal is pending, the held money its own line', async () => {
    const balance = (await get('/api/v1/bo/me/balance')).json().data;
    expect(balance).toMatchObject({ available: '380.00', held: '120.00', balance: '500.00' });
    const s = (await get(`/api/v1/bo/me/statement?month=${month()}`)).json().data;
    expect(s.closing_balance).toBe(balance.available);
    expect(s.held).toEqual({ opening: '0.00', closing: '120.00' });
    expect(s.totals).toMatchObject({ adjustments: '500.00', withdrawals: '0.00', held: '-120.00' });
    // The running balance of the lines is the available one, ending where the statement closes.
    expect(
      s.lines.map((l: { type: string; available_after: string }) => [l.type, l.available_after]),
    ).toEqual([
      ['adjustment', '500.00'],
      ['withdrawal_hold', '380.00'],
    ]);
  });

  it('says the running month is so far, to today, and its PDF and CSV end today', async () => {
    const today = now.toISOString().slice(0, 10);
    const s = (await get(`/api/v1/bo/me/statement?month=${month()}`)).json().data;
    expect([s.running, s.as_of]).toEqual([true, today]);
    const pdf = await get(`/api/v1/bo/me/statement/download?month=${month()}&format=pdf`);
    const doc = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const text = (await extractText(doc, { mergePages: true })).text;
    expect(text).toContain(`${usDay(`${month()}-01`)} – ${usDay(today)}`);
    expect(text).toContain('Held for pending withdrawals');
    const csv = (await get(`/api/v1/bo/me/statement/download?month=${month()}&format=csv`)).body.split(
      '\r\n',
    );
    const inWords = now.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    expect(csv).toContain(`Period,${inWords},"so far, on ${usDay(today)}"`);
    expect(csv).toContain('Held for pending withdrawals,-120.00');
    expect(csv).toContain('Closing balance,380.00');
    // The first PDF starts the worker pool: slow on a busy machine.
  }, 60_000);

  it('a finished month runs to its last day', async () => {
    const s = (await get('/api/v1/bo/me/statement?month=2026-02')).json().data;
    expect([s.running, s.as_of]).toEqual([false, '2026-02-28']);
  });
});
