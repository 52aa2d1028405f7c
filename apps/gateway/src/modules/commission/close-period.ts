import Decimal from 'decimal.js';
import { errorCodes } from '@affiliate/contract';
import { displayMonthIn } from '../../calendar/display-dates-in.ts';
import { addMonths } from '../../calendar/utc-dates.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { translate, type Language } from '../../i18n/translate.ts';
import { postLedgerTransactions } from '../ledger/service.ts';
import { lockExistingAffiliates } from '../members/affiliate-lock.ts';
import type { AffiliateMessageFor } from '../notifications/member-event.ts';
import { enqueueCommissionCredits } from '../postbacks/enqueue.ts';
import type { DealMonthFigures } from '../figures/deal-engine.ts';
import { workOutDealMonths, type DealMonth } from './deal-month.ts';
import { periodEnd, periodName } from './period-names.ts';
import { formatAmount, formatAmountIn } from '../notifications/money-text.ts';
import { refuseMissingRates } from './missing-rates.ts';
import * as repo from './repository.ts';
import { recordBrandLines } from './brand-lines.ts';
import { lateValues, type LateValue } from './late-values.ts';
import { refuseMissingSubRates } from './sub-affiliate-bases.ts';
import { closeSubAffiliateBatch } from './sub-affiliate-close.ts';

/**
 * Closing a calendar month, one batch of affiliates per transaction. Each batch locks the period's row,
 * takes the next affiliates by id after the recorded progress, records a commission for each one with
 * activity, a carry-over or late activity (inputs, plan terms, late lines), credits the ledger and
 * announces it, then records its progress; once no affiliate is left, batches of parents are credited
 * on their sub-affiliates' month (sub-affiliate-close.ts), and the batch that finds no parent left marks
 * the period closed. The lock, the progress and UNIQUE (member_id, period) make a second or concurrent close
 * credit nobody twice, and an interrupted close resume where it stopped.
 */

export const CLOSE_BATCH_SIZE = 500;

/** Tells the batch's affiliates about their commissions, in the batch's transaction (set-based: one call per batch). */
export type AnnounceCommission = (tx: Queryable, notices: readonly AffiliateMessageFor[]) => Promise<void>;

export interface CloseBatchResult {
  done: boolean;
  /** True for the batch that marked the period closed. */
  closedNow: boolean;
}

const conflict = (message: string) => new ApiError(409, message, errorCodes.conflict);

/** Refuses a month that has not ended or is out of order; nothing when the period may close. */
export async function checkClosable(db: Queryable, start: string, now: Date): Promise<void> {
  if (periodEnd(start) > now)
    throw conflict(
      `${periodName(start)} has not ended yet: a period can be closed once its last day is over.`,
    );
  const neighbours = await repo.periodNeighbours(db, start);
  if (neighbours.later_closed)
    throw conflict(`A period after ${periodName(start)} is already closed: periods close in order.`);
  if (neighbours.any_earlier && !neighbours.previous_closed) {
    throw conflict(`Close ${periodName(addMonths(start, -1))} first: periods close in order.`);
  }
  await refuseMissingRates(db, start);
  await refuseMissingSubRates(db, start);
}

export async function closeNextBatch(
  tx: Queryable,
  input: { start: string; now: Date; closedBy: string; announce: AnnounceCommission; batchSize?: number },
): Promise<CloseBatchResult> {
  const existing = await repo.findPeriod(tx, input.start);
  if (existing?.closed_at) return { done: true, closedNow: false };
  if (!existing) await checkClosable(tx, input.start, input.now);
  const period = await repo.lockPeriod(tx, input.start, input.now);
  if (period.closed_at) return { done: true, closedNow: false };
  const batchSize = input.batchSize ?? CLOSE_BATCH_SIZE;
  if (period.sub_progress_member_id === null) {
    const affiliateIds = await repo.nextAffiliateIds(tx, period.progress_member_id, batchSize);
    if (affiliateIds.length > 0) {
      await closeAffiliates(tx, input, affiliateIds);
      await repo.recordProgress(tx, input.start, affiliateIds.at(-1)!);
      return { done: false, closedNow: false };
    }
  }
  // Every affiliate's own commission is recorded: the parents are credited on their subs' (issue 38).
  const lastParent = await closeSubAffiliateBatch(tx, input, period.sub_progress_member_id ?? 0, batchSize);
  if (lastParent === null) {
    await repo.markClosed(tx, input.start, input.now, input.closedBy);
    return { done: true, closedNow: true };
  }
  await repo.recordSubProgress(tx, input.start, lastParent);
  return { done: false, closedNow: false };
}

/** What closing the period records for `memberIds`: a commission for each one with something to count, and its late lines. Reads only. */
export async function commissionRecords(db: Queryable, start: string, affiliateIds: readonly number[]) {
  const [inputs, deltas] = await Promise.all([
    repo.readCloseInputs(db, start, affiliateIds),
    repo.readLateDeltas(db, start, affiliateIds),
  ]);
  const lateByAffiliate = await lateValues(db, start, affiliateIds, deltas);
  const active = inputs.filter(
    (row) => row.has_activity || !new Decimal(row.carry_in).isZero() || lateByAffiliate.has(row.member_id),
  );
  const months = await workOutDealMonths(db, start, active, lateByAffiliate);
  // A reversed CPA still to take back from an affiliate whose month pays nothing is no commission of its
  // own: it waits, unrecorded, for a month that pays.
  const recorded = active.filter(
    (row) =>
      row.has_activity || !new Decimal(row.carry_in).isZero() || months.get(row.member_id)!.late.length > 0,
  );
  const records: repo.CommissionRecord[] = recorded.map((row) => {
    const month = months.get(row.member_id)!;
    const { deal, figures } = month;
    // With brand deals, the columns naming one rate or amount each are the deal for all brands' (the rest's).
    const rest = month.rest.figures;
    return {
      member_id: row.member_id,
      currency: row.currency,
      plan_effective_from: row.plan_effective_from,
      deal_id: row.deal_id,
      deal_version: row.deal_version,
      turnover: row.turnover,
      winloss: row.winloss,
      bonuses: row.bonuses,
      admin_fee_rate: row.admin_fee_rate,
      // The rate of the tier reached (a flat deal's one rate), written as its column keeps it.
      revenue_share: new Decimal(rest.tier_rate).toFixed(4),
      negative_carry_over: (deal.negative_carry_over ?? 'carry') !== 'reset',
      carry_in: row.carry_in,
      // The players paid, at the amount each of the CPA tier reached; cpa_counted is what late activity is measured against.
      cpa_count: figures.cpa_paid_count,
      cpa_counted: row.cpa_count,
      cpa_min_deposit: row.cpa_min_deposit,
      cpa_amount_each: rest.cpa_amount_each,
      admin_fee: figures.admin_fee,
      ngr: figures.ngr,
      late_ngr: figures.late_ngr,
      revenue_share_amount: figures.revenue_share.amount,
      carry_out: figures.carry_out,
      cpa_total: figures.cpa_total,
      late_cpa_amount: figures.late_cpa_amount,
      amount: figures.amount,
      deal_figures: dealFigures(month),
    };
  });
  return { records, months };
}

/** A deal's own working out, as the breakdown records it. */
const breakdown = (figures: DealMonthFigures, qualified: number) => ({
  tier_by: figures.tier_by,
  tier_rate: figures.tier_rate,
  next_tier: figures.next_tier,
  base: figures.base,
  revenue_share: figures.revenue_share,
  cpa_qualified: qualified,
  cpa_paid_count: figures.cpa_paid_count,
  cpa_over_cap_count: figures.cpa_over_cap_count,
});

/**
 * What the statement shows of how a deal paid beyond the commission's columns, as JSON: a ladder's bands,
 * rated products, players over the cap (the month's, every part's), and each brand deal's own working
 * out. Null where the columns say it all (the base at one rate, every qualified player paid, no brand
 * deal): most commissions, which then cost the close no JSON at all.
 */
function dealFigures(month: DealMonth): string | null {
  const { figures, rest, parts } = month;
  const { bands, products } = rest.figures.revenue_share;
  if (
    bands === null &&
    products.length === 0 &&
    figures.cpa_paid_count === month.qualified &&
    parts.length === 0
  )
    return null;
  return JSON.stringify({
    ...breakdown(rest.figures, rest.qualified),
    cpa_over_cap_count: figures.cpa_over_cap_count,
    ...(parts.length > 0 && {
      brand_deals: parts.map((part) => ({
        brand: part.brand,
        deal_id: part.deal_id,
        deal_version: part.deal_version,
        ...breakdown(part.figures, part.qualified),
      })),
    }),
  });
}

/**
 * Records, credits and announces a batch's commissions in a fixed number of statements whatever its
 * size: the commissions' ids, the affiliates' locks, the ledger postings, the commission rows (naming
 * their postings), the rollup, each brand's lines, the late lines, the notices and mails, the postbacks. A close of 10,000
 * affiliates costs its rows, not a round trip per affiliate.
 */
async function closeAffiliates(
  tx: Queryable,
  input: { start: string; now: Date; closedBy: string; announce: AnnounceCommission },
  affiliateIds: number[],
): Promise<void> {
  const { records, months } = await commissionRecords(tx, input.start, affiliateIds);
  if (records.length === 0) return;
  const name = periodName(input.start);
  const drawn = await repo.drawCommissionIds(tx, records.length);
  const ids = new Map(records.map((r, i) => [r.member_id, drawn[i]!]));
  const credited = records.filter(
    (r) => new Decimal(r.amount).isPositive() && !new Decimal(r.amount).isZero(),
  );
  const amountOf = new Map(credited.map((r) => [r.member_id, r.amount]));
  // Ascending id in one statement, the order every taker of several affiliate locks uses, so two of them
  // cannot deadlock; each lock is held to the batch's commit, and a withdrawal of an affiliate credited
  // here waits for it.
  const affiliates = await lockExistingAffiliates(tx, [...amountOf.keys()]);
  const postings = await postLedgerTransactions(
    tx,
    affiliates.map((affiliate) => ({
      affiliate,
      kind: 'commission' as const,
      entries: [
        {
          account: 'brand_commission' as const,
          amount: new Decimal(amountOf.get(affiliate.affiliateId)!).negated().toFixed(2),
        },
        { account: 'affiliate_available' as const, amount: amountOf.get(affiliate.affiliateId)! },
      ],
      description: `Commission for ${name}`,
      commissionId: ids.get(affiliate.affiliateId)!,
      createdBy: input.closedBy,
      at: input.now,
    })),
  );
  const postingOf = new Map(affiliates.map((a, i) => [a.affiliateId, postings[i]!.transactionId]));
  await repo.insertCommissions(
    tx,
    input.start,
    input.now,
    records.map((r) => ({
      ...r,
      id: ids.get(r.member_id)!,
      ledger_transaction_id: postingOf.get(r.member_id) ?? null,
    })),
  );
  await repo.addPeriodTotals(tx, drawn);
  await recordBrandLines(
    tx,
    input.start,
    records.map((r) => ({ ...r, id: ids.get(r.member_id)! })),
    months,
  );
  await repo.insertLateLines(
    tx,
    records.flatMap((r) =>
      months.get(r.member_id)!.late.map((line) => ({
        ...line,
        commission_id: ids.get(r.member_id)!,
        reason:
          clawBackReason(line, r.currency) ??
          line.reason ??
          `Late activity for ${periodName(line.source_period)} received after it closed` +
            (line.cpa_not_paid > 0
              ? `; ${line.cpa_not_paid} new CPA past that month's cap of ${line.cpa_cap}, not paid`
              : ''),
      })),
    ),
  );
  await input.announce(
    tx,
    [...records]
      .sort((a, b) => a.member_id - b.member_id)
      .map((r) => ({
        affiliateId: r.member_id,
        message: (language: Language) =>
          commissionMessage(displayMonthIn(language, input.start), r, language),
      })),
  );
  await enqueueCommissionCredits(
    tx,
    credited.map((r) => ({ affiliateId: r.member_id, amount: r.amount })),
    input.now,
  );
}

/** A reversed CPA taken back in part says how much of it, the rest waiting for the next close. */
function clawBackReason(line: LateValue, currency: string): string | null {
  if (line.claw_pending === null || line.reason === null) return null;
  const taken = new Decimal(line.cpa_amount).negated();
  return taken.eq(line.claw_pending)
    ? line.reason
    : `${line.reason} (${formatAmount(taken.toFixed(2), currency)} of ${formatAmount(line.claw_pending, currency)} taken back; the rest at the next close)`;
}

export function commissionMessage(
  name: string,
  record: Pick<repo.CommissionRecord, 'amount' | 'currency' | 'carry_out'>,
  language: Language = 'en',
): { title: string; body: string } {
  const money = (amount: Decimal.Value) => formatAmountIn(language, amount, record.currency);
  const sentences = [
    new Decimal(record.amount).isZero()
      ? translate(language, 'notice.commission.zero', { month: name, amount: money(0) })
      : translate(language, 'notice.commission.credited', { month: name, amount: money(record.amount) }),
  ];
  if (!new Decimal(record.carry_out).isZero())
    sentences.push(
      translate(language, 'notice.commission.carried', {
        amount: money(new Decimal(record.carry_out).negated()),
      }),
    );
  sentences.push(translate(language, 'notice.commission.howWorkedOut'));
  return {
    title: translate(language, 'notice.commission.title', { month: name }),
    body: sentences.join(' '),
  };
}
