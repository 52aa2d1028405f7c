import Decimal from 'decimal.js';
import type { Statement } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { addMonths } from '../../calendar/utc-dates.ts';
import { sessionExpired } from '../../http/api-error.ts';
import * as repo from './statement-repository.ts';

type Line = Statement['lines'][number];

const money = (value: Decimal.Value) => new Decimal(value).toFixed(2);

/** What a line points at: the withdrawal (and what the payout was sent as), or the commission's period. */
function referenceOf(p: repo.PostingRow): string | null {
  if (p.withdrawal_id !== null) {
    const id = `w-${p.withdrawal_id}`;
    return p.kind === 'withdrawal_paid' && p.payout_reference ? `${id} (${p.payout_reference})` : id;
  }
  return p.period;
}

function toLine(p: repo.PostingRow): Line {
  return {
    date: p.created_at.toISOString(),
    type: p.kind,
    description: p.description,
    amount: money(new Decimal(p.available).plus(p.held)),
    available_change: money(p.available),
    balance_after: money(p.balance_after),
    reference: referenceOf(p),
  };
}

const totalOf = (lines: Line[], match: (type: Line['type']) => boolean) =>
  money(lines.filter((l) => match(l.type)).reduce((sum, l) => sum.plus(l.amount), new Decimal(0)));

/**
 * The signed-in affiliate's statement for a calendar month (UTC): the opening balance is balance_after
 * of its last posting before the month, every posting of the month follows in order, and the closing
 * balance is the opening plus the lines, which is balance_after of the month's last posting: the
 * figures are the ledger's, to the cent. Only `memberId`'s rows are read; there is no other input.
 */
export async function statementOf(ctx: AppContext, memberId: number, month: string): Promise<Statement> {
  const start = new Date(`${month}-01T00:00:00Z`);
  const end = new Date(`${addMonths(`${month}-01`, 1)}T00:00:00Z`);
  const [affiliate, opening, postings, commissions] = await Promise.all([
    repo.findAffiliate(ctx.db, memberId),
    repo.balanceBefore(ctx.db, memberId, start),
    repo.postingsBetween(ctx.db, memberId, start, end),
    repo.commissionsBetween(ctx.db, memberId, start, end),
  ]);
  if (!affiliate) throw sessionExpired();
  const late = await repo.lateActivityOf(
    ctx.db,
    commissions.map((c) => c.id),
  );
  const lines = postings.map(toLine);
  const openingBalance = money(opening ?? 0);
  const closing = lines.reduce((sum, l) => sum.plus(l.amount), new Decimal(openingBalance));
  return {
    month,
    currency: affiliate.currency,
    affiliate: {
      id: affiliate.id,
      username: affiliate.username,
      name: `${affiliate.first_name} ${affiliate.last_name}`.trim(),
      email: affiliate.email,
      country: affiliate.country,
    },
    opening_balance: openingBalance,
    closing_balance: money(closing),
    totals: {
      commission: totalOf(lines, (t) => t === 'commission'),
      withdrawals: totalOf(lines, (t) => t.startsWith('withdrawal_')),
      adjustments: totalOf(lines, (t) => t === 'adjustment'),
      fees: totalOf(lines, (t) => t === 'fee'),
    },
    commissions: commissions.map((c) => ({
      period: c.period,
      turnover: money(c.turnover),
      winloss: money(c.winloss),
      bonuses: money(c.bonuses),
      admin_fee_rate: new Decimal(c.admin_fee_rate).toFixed(4),
      admin_fee: money(c.admin_fee),
      ngr: money(c.ngr),
      revenue_share: new Decimal(c.revenue_share).toFixed(4),
      revenue_share_amount: money(c.revenue_share_amount),
      carry_in: money(c.carry_in),
      carry_out: money(c.carry_out),
      cpa_count: c.cpa_count,
      cpa_amount: money(c.cpa_amount_each),
      cpa_total: money(c.cpa_total),
      late_adjustments: late
        .filter((l) => l.commission_id === c.id)
        .map((l) => ({ source_period: l.source_period, ngr: money(l.ngr), cpa_count: l.cpa_count, reason: l.reason })),
      amount: money(c.amount),
      credited_at: c.credited_at?.toISOString() ?? null,
    })),
    lines,
    generated_at: ctx.config.now().toISOString(),
  };
}
