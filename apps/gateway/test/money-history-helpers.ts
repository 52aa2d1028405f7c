import Decimal from 'decimal.js';
import { payoutOptions, type PaymentOptionType } from '@affiliate/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../src/app-context.ts';
import type { Queryable } from '../src/db/database.ts';
import { closeNextBatch } from '../src/modules/commission/close-period.ts';
import { postLedgerTransaction, type LedgerAccount, type LedgerKind } from '../src/modules/ledger/service.ts';
import { lockExistingAffiliate } from '../src/modules/members/affiliate-lock.ts';
import { insertDetails } from '../src/modules/payments/payout-details-repository.ts';
import {
  approveWithdrawal,
  cancelWithdrawalForAffiliate,
  payWithdrawal,
  rejectWithdrawal,
} from '../src/modules/withdrawals/operator-service.ts';
import * as withdrawals from '../src/modules/withdrawals/repository.ts';

/**
 * Money written by the product's own code, at chosen times, for the history and statement tests:
 * withdrawals through the withdrawal module's repository and the operator's status changes (with the
 * app's clock stopped at the chosen time), adjustments and fees as the operator posts them, and
 * commissions by closing a period through the commission module's own batch.
 */

type Entries = { account: LedgerAccount; amount: string }[];

async function post(
  tx: Queryable,
  affiliateId: number,
  kind: LedgerKind,
  entries: Entries,
  description: string,
  at: Date,
  extra: { withdrawalId?: number; createdBy?: string } = {},
) {
  const affiliate = await lockExistingAffiliate(tx, affiliateId);
  return postLedgerTransaction(tx, affiliate, {
    kind,
    entries,
    description,
    withdrawalId: extra.withdrawalId ?? null,
    createdBy: extra.createdBy ?? 'system',
    at,
  });
}

export interface PlacedWithdrawal {
  id: number;
  affiliateId: number;
  amount: string;
  fee: string;
}

/** The app's context with its clock stopped at `at`: the product's own code writes money at a chosen time. */
const clockAt = (app: FastifyInstance, when: Date): AppContext => ({
  ...app.ctx,
  config: { ...app.ctx.config, now: () => when },
});

/**
 * A withdrawal request written by the withdrawal module's repository: its row, the hold (available to
 * held) and the 'requested' event. The fee and rate are the test's (the request path would derive them
 * from the option's network fee and the current rate, which these figures are chosen independently of).
 */
export async function placeWithdrawal(
  app: FastifyInstance,
  affiliateId: number,
  w: {
    type: PaymentOptionType;
    amount: string;
    fee?: string;
    destination: string;
    at: Date;
    rate?: string;
    reviewReason?: string;
  },
): Promise<PlacedWithdrawal> {
  const option = payoutOptions[w.type];
  const fee = w.fee ?? '0.00';
  return app.ctx.db.transaction(async (tx) => {
    const details = await insertDetails(tx, {
      affiliateId,
      type: w.type,
      details: { [option.field]: w.destination },
      proof: 'test',
      at: new Date(w.at.getTime() - 3 * 86_400_000),
    });
    const { currency } = await tx.one<{ currency: string }>(
      'SELECT trim(currency) AS currency FROM members WHERE id = $1',
      [affiliateId],
    );
    const net = new Decimal(w.amount).minus(fee);
    const id = await withdrawals.insertWithdrawal(tx, {
      affiliateId,
      type: w.type,
      payoutDetailsId: details.id,
      amount: w.amount,
      currency,
      fee,
      payoutAmount: w.rate
        ? net.div(w.rate).toDecimalPlaces(option.decimals, Decimal.ROUND_DOWN).toFixed(option.decimals)
        : net.toFixed(2),
      unit: option.rateAsset ? option.unit : currency,
      rate: w.rate ? { rate: w.rate, source: 'operator', observedAt: w.at } : null,
      reviewReason: w.reviewReason ?? null,
      at: w.at,
    });
    await post(
      tx,
      affiliateId,
      'withdrawal_hold',
      [
        { account: 'affiliate_available', amount: `-${w.amount}` },
        { account: 'affiliate_held', amount: w.amount },
      ],
      `Withdrawal #${id} requested (${option.name})`,
      w.at,
      { withdrawalId: id, createdBy: 'member' },
    );
    await withdrawals.insertEvent(tx, {
      withdrawalId: id,
      status: 'requested',
      actor: 'member',
      note: w.reviewReason ?? null,
      at: w.at,
    });
    return { id, affiliateId, amount: w.amount, fee };
  });
}

/** The next status, moved by the operator's own actions (payout and fee, or the release), at `move.at`. */
export async function moveWithdrawal(
  app: FastifyInstance,
  w: PlacedWithdrawal,
  move: {
    to: 'approved' | 'paid' | 'rejected' | 'cancelled';
    at: Date;
    actor: string;
    reason?: string;
    payoutReference?: string;
  },
): Promise<void> {
  const ctx = clockAt(app, move.at);
  if (move.to === 'approved') await approveWithdrawal(ctx, w.id, move.actor);
  else if (move.to === 'paid') await payWithdrawal(ctx, w.id, move.payoutReference!, move.actor);
  else if (move.to === 'rejected') await rejectWithdrawal(ctx, w.id, move.reason!, move.actor);
  else await cancelWithdrawalForAffiliate(ctx, w.id, move.reason!, move.actor);
}

/** An operator's adjustment (signed) or fee (negative), with the reason the affiliate reads. */
export async function adjust(
  app: FastifyInstance,
  affiliateId: number,
  kind: 'adjustment' | 'fee',
  amount: string,
  reason: string,
  at: Date,
  actor = 'operator:alice',
): Promise<number> {
  const posting = await app.ctx.db.transaction((tx) =>
    post(
      tx,
      affiliateId,
      kind,
      [
        { account: 'affiliate_available', amount },
        {
          account: kind === 'fee' ? 'brand_fees' : 'brand_adjustments',
          amount: new Decimal(amount).neg().toFixed(2),
        },
      ],
      reason,
      at,
      { createdBy: actor },
    ),
  );
  return posting.transactionId;
}

/** A month's figures in the rollup the close reads ('all' category), replacing what was there. */
export async function monthFigures(
  app: FastifyInstance,
  affiliateId: number,
  month: string,
  f: { turnover: string; winloss: string; bonuses: string; cpaQualified?: number },
) {
  await app.ctx.db.query(
    `INSERT INTO affiliate_monthly_figures (member_id, month, category, signups, first_depositors, cpa_qualified, deposits, turnover, winloss, bonuses)
     VALUES ($1, $2::date, 'all', 3, 2, $3, 500, $4, $5, $6)
     ON CONFLICT (member_id, month, category) DO UPDATE SET turnover = excluded.turnover, winloss = excluded.winloss, bonuses = excluded.bonuses, cpa_qualified = excluded.cpa_qualified`,
    [affiliateId, `${month}-01`, f.cpaQualified ?? 0, f.turnover, f.winloss, f.bonuses],
  );
}

/** Closes a month through the commission module's batches, as if the operator did it at `at`. */
export async function closeMonth(app: FastifyInstance, month: string, at: Date): Promise<void> {
  for (;;) {
    const batch = await app.ctx.db.transaction((tx) =>
      closeNextBatch(tx, {
        start: `${month}-01`,
        now: at,
        closedBy: 'operator:alice',
        announce: async () => undefined,
      }),
    );
    if (batch.done) return;
  }
}

/**
 * What the ledger's entries say the affiliate held before `end`: available + held, or only the
 * available balance (`available`).
 */
export async function ledgerBalanceBefore(
  app: FastifyInstance,
  affiliateId: number,
  end: Date,
  accounts: 'available' | 'available and held' = 'available and held',
): Promise<string> {
  const row = await app.ctx.db.one<{ total: string }>(
    `SELECT coalesce(sum(e.amount), 0)::numeric(18,2)::text AS total FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE e.member_id = $1 AND e.account = ANY($3::text[]) AND t.created_at < $2`,
    [
      affiliateId,
      end,
      accounts === 'available' ? ['affiliate_available'] : ['affiliate_available', 'affiliate_held'],
    ],
  );
  return row.total;
}
