import type { FastifyInstance } from 'fastify';
import {
  adjust,
  closeMonth,
  monthFigures,
  moveWithdrawal,
  placeWithdrawal,
} from './money-history-helpers.ts';
import { affiliateIdOf } from './payment-helpers.ts';

const at = (iso: string) => new Date(`${iso}Z`);

/** A reason typed by an operator that a spreadsheet would run as a formula. */
export const FORMULA_REASON = '=HYPERLINK("http://evil.example","Fee")';

/**
 * The known ledger of the history and statement tests, posted in time order (balance_after follows
 * the postings). Demo, in EUR:
 *
 *   2026-04-02  March commission credited           +1,290.00   (win/loss 5,000, bonuses 200, admin fee 10 %, 30 %)
 *   2026-04-10  withdrawal A, Neteller 300.00        requested, approved 04-11, paid 04-12 (ref NT-7781)
 *   2026-04-15  adjustment +50.00 (goodwill)
 *   2026-04-20  withdrawal B, USDT (TRC20) 200.00    fee 1.50, rejected 04-21 (released)
 *   2026-04-25  fee -10.00 (reason written as a formula)
 *   2026-05-02  April commission credited            +780.00 (NGR 1,700 + late March NGR 900 = 2,600 × 30 %)
 *   2026-05-05  withdrawal C, Skrill 100.00          pending
 *
 * April closes at 1,030.00; May at 1,810.00. Rival has its own March commission and a withdrawal.
 */
export async function postKnownLedger(app: FastifyInstance) {
  const demo = await affiliateIdOf(app, 'demo');
  const rival = await affiliateIdOf(app, 'rival');
  await monthFigures(app, demo, '2026-03', { turnover: '80000.00', winloss: '5000.00', bonuses: '200.00' });
  await monthFigures(app, rival, '2026-03', { turnover: '9000.00', winloss: '700.00', bonuses: '0.00' });
  await closeMonth(app, '2026-03', at('2026-04-02T06:00:00'));
  // March activity that arrives after March closed: carried into April as a late line.
  await monthFigures(app, demo, '2026-03', { turnover: '90000.00', winloss: '6000.00', bonuses: '200.00' });

  const a = await placeWithdrawal(app, demo, {
    type: 'NETELLER',
    amount: '300.00',
    destination: 'demo.wallet@example.com',
    at: at('2026-04-10T09:00:00'),
  });
  await moveWithdrawal(app, a, { to: 'approved', at: at('2026-04-11T09:00:00'), actor: 'operator:alice' });
  await moveWithdrawal(app, a, {
    to: 'paid',
    at: at('2026-04-12T09:00:00'),
    actor: 'operator:alice',
    payoutReference: 'NT-7781',
  });
  const rivalW = await placeWithdrawal(app, rival, {
    type: 'SKRILL',
    amount: '40.00',
    destination: 'rival@example.com',
    at: at('2026-04-13T12:00:00'),
  });
  const goodwill = await adjust(
    app,
    demo,
    'adjustment',
    '50.00',
    'Goodwill credit for the tracking outage',
    at('2026-04-15T12:00:00'),
  );
  const b = await placeWithdrawal(app, demo, {
    type: 'USDTTRC20',
    amount: '200.00',
    fee: '1.50',
    rate: '0.92',
    destination: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    at: at('2026-04-20T08:30:00'),
  });
  await moveWithdrawal(app, b, {
    to: 'rejected',
    at: at('2026-04-21T10:00:00'),
    actor: 'operator:alice',
    reason: 'The wallet does not belong to the account holder.',
  });
  const fee = await adjust(app, demo, 'fee', '-10.00', FORMULA_REASON, at('2026-04-25T12:00:00'));

  await monthFigures(app, demo, '2026-04', { turnover: '30000.00', winloss: '2000.00', bonuses: '100.00' });
  await closeMonth(app, '2026-04', at('2026-05-02T06:00:00'));
  const c = await placeWithdrawal(app, demo, {
    type: 'SKRILL',
    amount: '100.00',
    destination: 'demo@example.com',
    at: at('2026-05-05T15:00:00'),
  });

  const commissions = await app.ctx.db.query<{ id: string; period: string }>(
    `SELECT t.id::text, to_char(c.period, 'YYYY-MM') AS period FROM ledger_transactions t JOIN commissions c ON c.id = t.commission_id WHERE t.member_id = $1 ORDER BY t.id`,
    [demo],
  );
  const [march, april] = commissions.rows.map((r) => r.id) as [string, string];
  return { demo, rival, a, b, c, rivalW, goodwill, fee, march, april };
}
