import Decimal from 'decimal.js';
import type { PaymentOptionType } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../src/db/database.ts';
import { closeNextBatch } from '../src/modules/commission/close-period.ts';
import { postLedgerTransaction, type LedgerAccount, type LedgerKind } from '../src/modules/ledger/service.ts';
import { lockMember } from '../src/modules/members/repository.ts';
import { insertDetails } from '../src/modules/payments/payout-details-repository.ts';

/**
 * Money written exactly as the product writes it, at chosen times, for the history and statement
 * tests: withdrawals as the withdrawal module places and moves them (the row, its timeline and the
 * hold, then paid or released postings), adjustments and fees as the operator posts them, and
 * commissions by closing a period through the commission module's own batch.
 */

type Entries = { account: LedgerAccount; amount: string }[];

async function post(tx: Queryable, memberId: number, kind: LedgerKind, entries: Entries, description: string, at: Date, extra: { withdrawalId?: number; createdBy?: string } = {}) {
  const { currency } = await tx.one<{ currency: string }>('SELECT trim(currency) AS currency FROM members WHERE id = $1', [memberId]);
  await lockMember(tx, memberId);
  return postLedgerTransaction(tx, { memberId, currency, kind, entries, description, withdrawalId: extra.withdrawalId ?? null, createdBy: extra.createdBy ?? 'system', at });
}

export interface PlacedWithdrawal {
  id: number;
  memberId: number;
  amount: string;
  fee: string;
}

const optionNames: Record<PaymentOptionType, string> = {
  BITCOIN: 'Bitcoin',
  NETELLER: 'Neteller',
  SKRILL: 'Skrill',
  USDTTRC20: 'USDT (TRC20)',
  USDTERC20: 'USDT (ERC20)',
  USDC: 'USDC',
};

/** A withdrawal request: its row, the 'requested' event by the affiliate and the hold (available to held). */
export async function placeWithdrawal(
  app: FastifyInstance,
  memberId: number,
  w: { type: PaymentOptionType; amount: string; fee?: string; destination: string; at: Date; rate?: string; reviewReason?: string },
): Promise<PlacedWithdrawal> {
  const crypto = w.rate !== undefined;
  const fee = w.fee ?? '0.00';
  return app.ctx.db.transaction(async (tx) => {
    const field = crypto ? 'wallet_address' : 'account';
    const details = await insertDetails(tx, { memberId, type: w.type, details: { [field]: w.destination }, proof: 'test', at: new Date(w.at.getTime() - 3 * 86_400_000) });
    const { currency } = await tx.one<{ currency: string }>('SELECT trim(currency) AS currency FROM members WHERE id = $1', [memberId]);
    const net = new Decimal(w.amount).minus(fee);
    const payout = crypto ? net.div(w.rate!).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(8) : net.toFixed(2);
    const { id } = await tx.one<{ id: number }>(
      `INSERT INTO withdrawals (member_id, payment_option_type, payout_details_id, amount, currency, fee, payout_amount, unit, rate, rate_source, rate_observed_at, review_reason, created_at, updated_at)
       VALUES ($1, $2, $3, $4::numeric, $5, $6::numeric, $7::numeric, $8, $9::numeric, $10, $11, $12, $13, $13) RETURNING id::int`,
      [memberId, w.type, details.id, w.amount, currency, fee, payout, crypto ? 'USDT' : currency, w.rate ?? null, crypto ? 'operator' : null, crypto ? w.at : null, w.reviewReason ?? null, w.at],
    );
    await post(tx, memberId, 'withdrawal_hold', [
      { account: 'affiliate_available', amount: `-${w.amount}` },
      { account: 'affiliate_held', amount: w.amount },
    ], `Withdrawal #${id} requested (${optionNames[w.type]})`, w.at, { withdrawalId: id, createdBy: 'member' });
    await tx.query(`INSERT INTO withdrawal_events (withdrawal_id, status, actor, note, at) VALUES ($1, 'requested', 'member', $2, $3)`, [id, w.reviewReason ?? null, w.at]);
    return { id, memberId, amount: w.amount, fee };
  });
}

/** The next status, as the withdrawal module moves it: paying posts payout and fee, rejecting or cancelling releases the hold. */
export async function moveWithdrawal(
  app: FastifyInstance,
  w: PlacedWithdrawal,
  move: { to: 'approved' | 'paid' | 'rejected' | 'cancelled'; at: Date; actor: string; reason?: string; payoutReference?: string },
): Promise<void> {
  await app.ctx.db.transaction(async (tx) => {
    if (move.to === 'paid') {
      await post(tx, w.memberId, 'withdrawal_paid', [
        { account: 'affiliate_held', amount: `-${w.amount}` },
        { account: 'brand_payouts', amount: new Decimal(w.amount).minus(w.fee).toFixed(2) },
        { account: 'brand_fees', amount: w.fee },
      ], `Withdrawal #${w.id} paid (reference ${move.payoutReference})`, move.at, { withdrawalId: w.id, createdBy: move.actor });
    } else if (move.to !== 'approved') {
      await post(tx, w.memberId, 'withdrawal_released', [
        { account: 'affiliate_held', amount: `-${w.amount}` },
        { account: 'affiliate_available', amount: w.amount },
      ], `Withdrawal #${w.id} ${move.to}: amount released`, move.at, { withdrawalId: w.id, createdBy: move.actor });
    }
    await tx.query(
      `UPDATE withdrawals SET status = $2, updated_at = $3, reject_reason = coalesce($4, reject_reason), payout_reference = coalesce($5, payout_reference) WHERE id = $1`,
      [w.id, move.to, move.at, move.reason ?? null, move.payoutReference ?? null],
    );
    await tx.query('INSERT INTO withdrawal_events (withdrawal_id, status, actor, note, at) VALUES ($1, $2, $3, $4, $5)', [w.id, move.to, move.actor, move.reason ?? move.payoutReference ?? null, move.at]);
  });
}

/** An operator's adjustment (signed) or fee (negative), with the reason the affiliate reads. */
export async function adjust(app: FastifyInstance, memberId: number, kind: 'adjustment' | 'fee', amount: string, reason: string, at: Date, actor = 'operator:alice'): Promise<number> {
  const posting = await app.ctx.db.transaction((tx) =>
    post(tx, memberId, kind, [
      { account: 'affiliate_available', amount },
      { account: kind === 'fee' ? 'brand_fees' : 'brand_adjustments', amount: new Decimal(amount).neg().toFixed(2) },
    ], reason, at, { createdBy: actor }),
  );
  return posting.transactionId;
}

/** A month's figures in the rollup the close reads ('all' category), replacing what was there. */
export async function monthFigures(app: FastifyInstance, memberId: number, month: string, f: { turnover: string; winloss: string; bonuses: string; cpaQualified?: number }) {
  await app.ctx.db.query(
    `INSERT INTO affiliate_monthly_figures (member_id, month, category, signups, first_depositors, cpa_qualified, deposits, turnover, winloss, bonuses)
     VALUES ($1, $2::date, 'all', 3, 2, $3, 500, $4, $5, $6)
     ON CONFLICT (member_id, month, category) DO UPDATE SET turnover = excluded.turnover, winloss = excluded.winloss, bonuses = excluded.bonuses, cpa_qualified = excluded.cpa_qualified`,
    [memberId, `${month}-01`, f.cpaQualified ?? 0, f.turnover, f.winloss, f.bonuses],
  );
}

/** Closes a month through the commission module's batches, as if the operator did it at `at`. */
export async function closeMonth(app: FastifyInstance, month: string, at: Date): Promise<void> {
  for (;;) {
    const batch = await app.ctx.db.transaction((tx) => closeNextBatch(tx, { start: `${month}-01`, now: at, closedBy: 'operator:alice', announce: async () => undefined }));
    if (batch.done) return;
  }
}

export async function memberId(app: FastifyInstance, username: string): Promise<number> {
  return (await app.ctx.db.one<{ id: number }>('SELECT id FROM members WHERE username = $1', [username])).id;
}

/** What the ledger's entries say the affiliate held (available + held) before `end`. */
export async function ledgerBalanceBefore(app: FastifyInstance, memberId: number, end: Date): Promise<string> {
  const row = await app.ctx.db.one<{ total: string }>(
    `SELECT coalesce(sum(e.amount), 0)::numeric(18,2)::text AS total FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE e.member_id = $1 AND e.account IN ('affiliate_available', 'affiliate_held') AND t.created_at < $2`,
    [memberId, end],
  );
  return row.total;
}
