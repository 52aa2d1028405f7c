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

export interface Posting {
  kind: repo.LedgerKind;
  entries: readonly { account: repo.LedgerAccount; amount: string }[];
  description: string;
  withdrawalId?: number | null;
  commissionId?: number | null;
  createdBy: string;
  at: Date;
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
  posting: Posting,
): Promise<LedgerPosting> {
  const [posted] = await postLedgerTransactions(tx, [{ affiliate, ...posting }]);
  return posted!;
}

/**
 * `postLedgerTransaction` for many affiliates at once, one transaction each (a month close's batch): the
 * same rules, in four statements whatever the count, so a close costs what its rows cost rather than a
 * round trip per affiliate. An affiliate appears once: its balance_after is its total after its one
 * posting. Answers the postings in the order given.
 */
export async function postLedgerTransactions(
  tx: Queryable,
  postings: ReadonlyArray<Posting & { affiliate: LockedAffiliate }>,
): Promise<LedgerPosting[]> {
  if (postings.length === 0) return [];
  if (new Set(postings.map((p) => p.affiliate.affiliateId)).size !== postings.length)
    throw new Error('one ledger posting per affiliate per call');
  const entriesOf = postings.map((posting) => {
    const entries = posting.entries.filter((e) => !new Decimal(e.amount).isZero());
    const total = entries.reduce((sum, e) => sum.plus(e.amount), new Decimal(0));
    if (!total.isZero()) throw new Error(`ledger transaction does not balance: ${total.toFixed(2)}`);
    return entries;
  });
  const side = (
    entries: readonly { account: repo.LedgerAccount; amount: string }[],
    account: repo.LedgerAccount,
  ) =>
    entries
      .filter((e) => e.account === account)
      .reduce((sum, e) => sum.plus(e.amount), new Decimal(0))
      .toFixed(2);

  const moves = postings.map((p, i) => ({
    affiliate: p.affiliate,
    available: side(entriesOf[i]!, 'affiliate_available'),
    held: side(entriesOf[i]!, 'affiliate_held'),
    at: p.at,
  }));
  let after: Map<number, { available: string; held: string }>;
  try {
    after = await repo.moveBalances(tx, moves);
  } catch (error) {
    if ((error as { code?: string }).code === '23514') throw insufficientFunds();
    throw error;
  }
  const results = postings.map((p) => {
    const totals = after.get(p.affiliate.affiliateId)!;
    return {
      affiliateId: p.affiliate.affiliateId,
      balanceAfter: new Decimal(totals.available).plus(totals.held).toFixed(2),
      availableAfter: totals.available,
      heldAfter: totals.held,
    };
  });
  const ids = await repo.insertTransactions(
    tx,
    postings.map((p, i) => ({
      affiliateId: p.affiliate.affiliateId,
      kind: p.kind,
      currency: p.affiliate.currency,
      balanceAfter: results[i]!.balanceAfter,
      heldAfter: results[i]!.heldAfter,
      availableChange: moves[i]!.available,
      heldChange: moves[i]!.held,
      description: p.description,
      withdrawalId: p.withdrawalId ?? null,
      commissionId: p.commissionId ?? null,
      createdBy: p.createdBy,
      at: p.at,
    })),
  );
  await repo.insertEntries(
    tx,
    postings.flatMap((p, i) =>
      entriesOf[i]!.map((e) => ({
        transactionId: ids.get(p.affiliate.affiliateId)!,
        affiliateId: p.affiliate.affiliateId,
        ...e,
      })),
    ),
  );
  return results.map(({ affiliateId, ...r }) => ({ transactionId: ids.get(affiliateId)!, ...r }));
}

export const INSUFFICIENT_FUNDS = 'The amount is more than your available balance.';

export function insufficientFunds(): ApiError {
  return new ApiError(422, INSUFFICIENT_FUNDS, errorCodes.validationFailed, { amount: [INSUFFICIENT_FUNDS] });
}

/** The affiliate's balance, available balance and held withdrawals. */
export async function readBalance(db: Queryable, affiliateId: number): Promise<MemberBalance | null> {
  const row = await repo.findBalance(db, affiliateId);
  if (!row) return null;
  return {
    currency: row.currency,
    balance: new Decimal(row.available).plus(row.held).toFixed(2),
    available: new Decimal(row.available).toFixed(2),
    held: new Decimal(row.held).toFixed(2),
  };
}
