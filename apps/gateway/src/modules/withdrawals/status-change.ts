import Decimal from 'decimal.js';
import { errorCodes, payoutOptions, type WithdrawalStatus } from '@affiliate/contract';
import { displayMinute } from '../../calendar/display-dates.ts';
import type { AppContext } from '../../app-context.ts';
import type { Transaction } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { postLedgerTransaction, type LedgerAccount } from '../ledger/service.ts';
import { lockExistingAffiliate, type LockedAffiliate } from '../members/affiliate-lock.ts';
import { notifyAffiliateEvent } from '../notifications/member-event.ts';
import { brandName } from '../settings/service.ts';
import { statusConflict } from './lost-race.ts';
import { withdrawalNotice, type WithdrawalNotice } from './notices.ts';
import { toWithdrawal } from './presenter.ts';
import * as repo from './repository.ts';
import { holdRefusal, holdUntil } from './review-hold.ts';

export const WITHDRAWAL_NOT_FOUND = 'There is no such withdrawal.';

/** A status change: where it may start from, who makes it, and what it tells the affiliate. */
export interface WithdrawalMove {
  to: Exclude<WithdrawalStatus, 'pending'>;
  from: readonly WithdrawalStatus[];
  /** 'member' or 'operator:<name>', kept on the event and the ledger transaction. */
  actor: string;
  /** When set, only this affiliate's withdrawal is found (another's is a 404, as if it did not exist). */
  ownerId?: number;
  notice: WithdrawalNotice;
  rejectReason?: string;
  payoutReference?: string;
  /** Paying before the review hold ends: the operator's reason, required to do so. */
  holdOverride?: string;
}

const verbs: Record<WithdrawalMove['to'], string> = {
  approved: 'approved',
  paid: 'paid',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

/**
 * Moves a withdrawal to its next status in one transaction: the owner affiliate is locked first
 * (the order every money action takes, so none of them deadlock), then the withdrawal row, so two
 * operators, or an operator and the affiliate, acting at once run one after the other and the second
 * finds the new status (409; an operator is told who moved it and when). Paying posts the payout and
 * the fee; rejecting or cancelling releases the held amount to the available balance. The timeline and
 * the affiliate's notice commit with it.
 */
export async function moveWithdrawal(
  ctx: AppContext,
  id: number,
  move: WithdrawalMove,
): Promise<repo.WithdrawalRow> {
  const brand = await brandName(ctx);
  return ctx.db.transaction(async (tx) => {
    const owner = await repo.findOwner(tx, id);
    if (owner === null || (move.ownerId !== undefined && owner !== move.ownerId))
      throw new ApiError(404, WITHDRAWAL_NOT_FOUND, errorCodes.notFound);
    const affiliate = await lockExistingAffiliate(tx, owner);
    const row = (await repo.lockWithdrawal(tx, id))!;
    if (!move.from.includes(row.status)) throw await statusConflict(tx, row, verbs[move.to], move.actor);
    const at = ctx.config.now();
    // Checked on the locked row, so a pay racing a reject still has exactly one winner.
    const until = move.to === 'paid' ? holdUntil(row) : null;
    const overridden = until !== null && until > at;
    if (overridden && move.holdOverride === undefined) throw holdRefusal(until);
    if (overridden) {
      await repo.insertEvent(tx, {
        withdrawalId: id,
        status: 'hold_overridden',
        actor: move.actor,
        note: `Paid before the review hold ended (${displayMinute(until)}): ${move.holdOverride}`,
        at,
      });
    }
    if (move.to !== 'approved') await postMove(tx, affiliate, row, move, at);
    await repo.changeStatus(tx, id, {
      status: move.to,
      at,
      rejectReason: move.rejectReason,
      payoutReference: move.payoutReference,
    });
    const note = move.rejectReason ?? move.payoutReference ?? null;
    await repo.insertEvent(tx, { withdrawalId: id, status: move.to, actor: move.actor, note, at });
    const moved = (await repo.findWithdrawal(tx, id))!;
    await notifyAffiliateEvent(
      ctx,
      tx,
      owner,
      'withdrawal',
      (language) => withdrawalNotice(toWithdrawal(moved), move.notice, language),
      brand,
    );
    return moved;
  });
}

/** The ledger side of a move: the held amount leaves for the payout (and the fee), or back to available. */
async function postMove(
  tx: Transaction,
  affiliate: LockedAffiliate,
  row: repo.WithdrawalRow,
  move: WithdrawalMove,
  at: Date,
): Promise<void> {
  const amount = new Decimal(row.amount);
  const name = payoutOptions[row.payment_option_type].name;
  const paid = move.to === 'paid';
  const entries: { account: LedgerAccount; amount: string }[] = paid
    ? [
        { account: 'affiliate_held', amount: amount.neg().toFixed(2) },
        { account: 'brand_payouts', amount: amount.minus(row.fee).toFixed(2) },
        { account: 'brand_fees', amount: new Decimal(row.fee).toFixed(2) },
      ]
    : [
        { account: 'affiliate_held', amount: amount.neg().toFixed(2) },
        { account: 'affiliate_available', amount: amount.toFixed(2) },
      ];
  await postLedgerTransaction(tx, affiliate, {
    kind: paid ? 'withdrawal_paid' : 'withdrawal_released',
    entries,
    description: paid
      ? `Withdrawal #${row.id} paid (${name}, reference ${move.payoutReference})`
      : `Withdrawal #${row.id} ${verbs[move.to]} (${name}): amount released`,
    withdrawalId: row.id,
    createdBy: move.actor,
    at,
  });
}
