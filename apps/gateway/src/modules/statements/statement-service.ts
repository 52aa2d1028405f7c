import type { Statement } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { KeptStatement } from '../../caches/statement-cache.ts';
import { addDays, addMonths, toIsoDate } from '../../calendar/utc-dates.ts';
import { sessionExpired } from '../../http/api-error.ts';
import { fromCents, toCents } from '../figures/cents.ts';
import * as repo from './statement-repository.ts';

type Line = Statement['lines'][number];

/** What a line points at: the withdrawal (and what the payout was sent as), or the commission's period. */
function referenceOf(
  kind: string,
  withdrawalId: string | null,
  payoutReference: string | null,
  period: string | null,
): string | null {
  if (withdrawalId !== null) {
    const id = `w-${withdrawalId}`;
    return kind === 'withdrawal_paid' && payoutReference ? `${id} (${payoutReference})` : id;
  }
  return period;
}

/** The month of `month` (YYYY-MM) as [start, end) in UTC. */
export function monthRange(month: string): { start: Date; end: Date } {
  return {
    start: new Date(`${month}-01T00:00:00Z`),
    end: new Date(`${addMonths(`${month}-01`, 1)}T00:00:00Z`),
  };
}

/**
 * Lines and their totals in one pass, in integer cents (exact; a decimal object per line was most of the
 * CPU): the available balance runs from the opening, and `held` sums what the lines put aside for
 * withdrawals (held, less paid out or returned).
 */
function linesAndTotals(postings: repo.PostingTuple[], opening: bigint) {
  const sums = { commission: 0n, withdrawals: 0n, adjustments: 0n, fees: 0n, held: 0n };
  let available = opening;
  const lines: Line[] = new Array(postings.length);
  for (let i = 0; i < postings.length; i++) {
    const [
      kind,
      date,
      description,
      amount,
      availableChange,
      balanceAfter,
      withdrawalId,
      payoutReference,
      period,
    ] = postings[i]!;
    const cents = toCents(amount);
    const availableCents = toCents(availableChange);
    available += availableCents;
    sums.held += cents - availableCents;
    if (kind === 'commission') sums.commission += cents;
    else if (kind === 'adjustment') sums.adjustments += cents;
    else if (kind === 'fee') sums.fees += cents;
    else sums.withdrawals += cents;
    lines[i] = {
      date,
      type: kind,
      description,
      amount,
      available_change: availableChange,
      balance_after: balanceAfter,
      available_after: fromCents(available),
      reference: referenceOf(kind, withdrawalId, payoutReference, period),
    };
  }
  return { lines, sums };
}

/**
 * What of the statement depends on when it is asked: the last day it covers (today while the month
 * runs, so the screen says "so far" and the PDF's period ends today) and when it was made.
 */
export function statementTimes(
  month: string,
  now: Date,
): Pick<Statement, 'as_of' | 'running' | 'generated_at'> {
  const { start, end } = monthRange(month);
  const running = start <= now && now < end;
  return {
    as_of: running ? toIsoDate(now) : addDays(toIsoDate(end), -1),
    running,
    generated_at: now.toISOString(),
  };
}

/**
 * The signed-in affiliate's statement for a calendar month (UTC), in available balances, the one the
 * dashboard and the withdrawal screen show: the opening balance is the available balance after its last
 * posting before the month, every posting of the month follows in order with the available balance
 * after it, and the closing balance is the opening plus the totals, money still held for pending
 * withdrawals at the end counted as its own total, which is the available balance after the month's last
 * posting: the figures are the ledger's, to the cent. Only `affiliateId`'s rows are read; there is no
 * other input.
 *
 * A statement made before is answered again only when what it is made of, read afresh, is unchanged
 * (caches/statement-cache.ts); the answer is shared: callers must not change it.
 */
export async function statementOf(ctx: AppContext, affiliateId: number, month: string): Promise<Statement> {
  const { start, end } = monthRange(month);
  const kept = ctx.statements.kept(affiliateId, month);
  if (kept) {
    const source = await repo.statementSource(ctx.db, affiliateId, start, end);
    if (source === null) throw sessionExpired();
    if (source === kept.source) return { ...kept.value, ...statementTimes(month, ctx.config.now()) };
  }
  const read = await repo.statementRows(ctx.db, affiliateId, start, end);
  if (!read) throw sessionExpired();
  const statement = statementFrom(month, read.head, read.postings);
  ctx.statements.keep(affiliateId, month, read.source, statement, statement.lines.length);
  return { ...statement, ...statementTimes(month, ctx.config.now()) };
}

function statementFrom(
  month: string,
  head: repo.StatementHead,
  postings: repo.PostingTuple[],
): KeptStatement {
  const opening = toCents(head.opening ?? '0.00');
  const heldOpening = toCents(head.held_opening ?? '0.00');
  const { lines, sums } = linesAndTotals(postings, opening);
  const heldClosing = heldOpening + sums.held;
  const held = -sums.held;
  return {
    month,
    currency: head.currency,
    affiliate: {
      id: head.id,
      username: head.username,
      name: `${head.first_name} ${head.last_name}`.trim(),
      email: head.email,
      country: head.country,
    },
    opening_balance: fromCents(opening),
    closing_balance: fromCents(
      opening + sums.commission + sums.withdrawals + sums.adjustments + sums.fees + held,
    ),
    held: { opening: fromCents(heldOpening), closing: fromCents(heldClosing) },
    totals: {
      commission: fromCents(sums.commission),
      withdrawals: fromCents(sums.withdrawals),
      adjustments: fromCents(sums.adjustments),
      fees: fromCents(sums.fees),
      held: fromCents(held),
    },
    commissions: head.commissions,
    rates_used: head.rates_used,
    lines,
  };
}
