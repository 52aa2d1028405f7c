import type { Statement } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { KeptStatement } from '../../caches/statement-cache.ts';
import { addMonths } from '../../calendar/utc-dates.ts';
import { sessionExpired } from '../../http/api-error.ts';
import { fromCents, toCents } from './cents.ts';
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

/** Lines and their totals in one pass, in integer cents (exact; a decimal object per line was most of the CPU). */
function linesAndTotals(postings: repo.PostingTuple[]) {
  const sums = { commission: 0n, withdrawals: 0n, adjustments: 0n, fees: 0n };
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
      reference: referenceOf(kind, withdrawalId, payoutReference, period),
    };
  }
  return { lines, sums };
}

/**
 * The signed-in affiliate's statement for a calendar month (UTC): the opening balance is balance_after
 * of its last posting before the month, every posting of the month follows in order, and the closing
 * balance is the opening plus the lines, which is balance_after of the month's last posting: the
 * figures are the ledger's, to the cent. Only `affiliateId`'s rows are read; there is no other input.
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
    if (source === kept.source) return { ...kept.value, generated_at: ctx.config.now().toISOString() };
  }
  const read = await repo.statementRows(ctx.db, affiliateId, start, end);
  if (!read) throw sessionExpired();
  const statement = statementFrom(month, read.head, read.postings);
  ctx.statements.keep(affiliateId, month, read.source, statement, statement.lines.length);
  return { ...statement, generated_at: ctx.config.now().toISOString() };
}

function statementFrom(
  month: string,
  head: repo.StatementHead,
  postings: repo.PostingTuple[],
): KeptStatement {
  const { lines, sums } = linesAndTotals(postings);
  const opening = toCents(head.opening ?? '0.00');
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
    closing_balance: fromCents(opening + sums.commission + sums.withdrawals + sums.adjustments + sums.fees),
    totals: {
      commission: fromCents(sums.commission),
      withdrawals: fromCents(sums.withdrawals),
      adjustments: fromCents(sums.adjustments),
      fees: fromCents(sums.fees),
    },
    commissions: head.commissions,
    lines,
  };
}
