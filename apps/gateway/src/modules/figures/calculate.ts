import Decimal from 'decimal.js';

/**
 * The rule of NGR and commission, in TypeScript: the commission of one affiliate for one month, from its
 * recorded inputs. Pure: the close, the close's preview, the dashboard's estimate of the running month
 * and the tests all call this, so the estimate is what the close pays. The same rule in SQL, for the
 * figures the database sums (the dashboard's and the reports' NGR and per-bucket estimate, the
 * overview's program rollup), is calculate-sql.ts; test/figures-rule.test.ts holds the two to the same
 * answers.
 *
 * Money is rounded to cents half-up (ties away from zero, like PostgreSQL's round(numeric, 2)) at two
 * points only: the admin fee (rate × win/loss) and the revenue share (rate × base). Everything else is
 * sums of cent amounts, which are exact.
 */

export interface CommissionTerms {
  /** Fractions as decimal strings (0.30 = 30 %). */
  revenue_share: string;
  admin_fee_rate: string;
  cpa_amount: string;
  negative_carry_over: boolean;
}

/** Activity of an earlier closed month received after it closed, already valued with that month's plan. */
export interface LateActivityValue {
  ngr: string;
  cpa_amount: string;
}

export interface CommissionInputs {
  winloss: string;
  bonuses: string;
  /** Qualified first depositors of the month (first deposit in the month, at least the plan's minimum). */
  cpa_count: number;
  /** The negative NGR the previous closed month carried out (0 or below). */
  carry_in: string;
  late: readonly LateActivityValue[];
}

export interface CommissionFigures {
  admin_fee: string;
  ngr: string;
  late_ngr: string;
  revenue_share_amount: string;
  carry_out: string;
  cpa_total: string;
  late_cpa_amount: string;
  amount: string;
}

const cents = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** round(rate × winloss, 2): the admin fee is a share of win/loss. */
export function adminFee(adminFeeRate: string, winloss: string): Decimal {
  return cents(new Decimal(adminFeeRate).times(winloss));
}

/** NGR = win/loss - bonuses - admin fee. */
export function netGamingRevenue(adminFeeRate: string, winloss: string, bonuses: string): Decimal {
  return new Decimal(winloss).minus(bonuses).minus(adminFee(adminFeeRate, winloss));
}

export function calculateCommission(terms: CommissionTerms, inputs: CommissionInputs): CommissionFigures {
  const fee = adminFee(terms.admin_fee_rate, inputs.winloss);
  const ngr = netGamingRevenue(terms.admin_fee_rate, inputs.winloss, inputs.bonuses);
  const lateNgr = inputs.late.reduce((sum, line) => sum.plus(line.ngr), new Decimal(0));
  const lateCpa = inputs.late.reduce((sum, line) => sum.plus(line.cpa_amount), new Decimal(0));
  // What revenue share is paid on: this month, late activity of closed months, and the negative
  // carried in. A negative base pays no revenue share; it is carried out only when the plan says so.
  const base = ngr.plus(lateNgr).plus(inputs.carry_in);
  const revenueShare =
    base.isPositive() && !base.isZero() ? cents(base.times(terms.revenue_share)) : new Decimal(0);
  const carryOut = base.isNegative() && !base.isZero() && terms.negative_carry_over ? base : new Decimal(0);
  const cpaTotal = new Decimal(terms.cpa_amount).times(inputs.cpa_count).plus(lateCpa);
  // CPA is paid whatever the NGR; only late CPA reversals (a first deposit moved out of a closed month)
  // could take the total below zero, and a commission never debits: it stops at 0.
  const amount = Decimal.max(0, revenueShare.plus(cpaTotal));
  return {
    admin_fee: fee.toFixed(2),
    ngr: ngr.toFixed(2),
    late_ngr: lateNgr.toFixed(2),
    revenue_share_amount: revenueShare.toFixed(2),
    carry_out: carryOut.toFixed(2),
    cpa_total: cpaTotal.toFixed(2),
    late_cpa_amount: lateCpa.toFixed(2),
    amount: amount.toFixed(2),
  };
}
