import Decimal from 'decimal.js';
import type { MemberBalance } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { errorCodes } from '@affiliate/contract';
import type { LockedAffiliate } from '../members/affiliate-lock.ts';
import * as repo from './repository.ts';

export type { LedgerAccount, LedgerKind } from './repository.ts';

export interface LedgerPosting {
  transactionId: number;
  /** Available plus held, after the transaction. */
  balanceAfter: string;
  availableAfter: string;
  heldAfter: string;
}

/**
 * Posts one double-entry transaction about one affiliate, in the affiliate's currency. `affiliate` is
 * the proof that `tx` holds the affiliate's lock (`lockAffiliate`), so the affiliate's postings happen
 * one at a time across replicas and `balance_after` is exact. The entries must sum to zero (the
 * database checks it again at commit); the affiliate's side moves its running totals, which can never
 * go below zero: an overdraft answers 422 on `amount` and the caller's transaction rolls back.
 */
export async function postLedgerTransaction(
  tx: Queryable,
  affiliate: LockedAffiliate,
  posting: {
    kind: repo.LedgerKind;
    entries: readonly { account: repo.LedgerAccount; amount: string }[];
    description: string;
    withdrawalId?: number | null;
    commissionId?: number | null;
    createdBy: string;
    at: Date;
  },
): Promise<LedgerPosting> {
  const entries = posting.entries.filter((e) => !new Decimal(e.amount).isZero());
  const total = entries.reduce((sum, e) => sum.plus(e.amount), new Decimal(0));
  if (!total.isZero()) throw new Error(`ledger transaction does not balance: ${total.toFixed(2)}`);
  const side = (account: repo.LedgerAccount) =>
    entries.filter((e) => e.account === account).reduce((sum, e) => sum.plus(e.amount), new Decimal(0)).toFixed(2);

  let after: { available: string; held: string };
  try {
    after = await repo.moveBalance(tx, affiliate, side('affiliate_available'), side('affiliate_held'), posting.at);
  } catch (error) {
    if ((error as { code?: string }).code === '23514') throw insufficientFunds();
    throw error;
  }
  const balanceAfter = new Decimal(after.available).plus(after.held).toFixed(2);
  const transactionId = await repo.insertTransaction(tx, {
    memberId: affiliate.affiliateId,
    kind: posting.kind,
    currency: affiliate.currency,
    balanceAfter,
    heldAfter: after.held,
    description: posting.description,
    withdrawalId: posting.withdrawalId ?? null,
    commissionId: posting.commissionId ?? null,
    createdBy: posting.createdBy,
    at: posting.at,
  });
  await repo.insertEntries(tx, transactionId, affiliate.affiliateId, entries);
  return { transactionId, balanceAfter, availableAfter: after.available, heldAfter: after.held };
}

export const INSUFFICIENT_FUNDS = 'The amount is more than your available balance.';

export function insufficientFunds(): ApiError {
  return new ApiError(422, INSUFFICIENT_FUNDS, errorCodes.validationFailed, { amount: [INSUFFICIENT_FUNDS] });
}

/** The affiliate's balance, available balance and held withdrawals. */
export async function readBalance(db: Queryable, memberId: number): Promise<MemberBalance | null> {
  const row = await repo.findBalance(db, memberId);
  if (!row) return null;
  return {
    currency: row.currency,
    balance: new Decimal(row.available).plus(row.held).toFixed(2),
    available: new Decimal(row.available).toFixed(2),
    held: new Decimal(row.held).toFixed(2),
  };
}
