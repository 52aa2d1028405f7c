import type { DealDocument, PlayerCategory } from '@affiliate/contract';
import type { LateActivityValue } from './calculate.ts';
import { amountCents, fromCents, RATE_PLACES, RATE_UNIT, rateUnits } from './cents.ts';

/**
 * One affiliate's month under a deal (issue 36): what closing the month would pay. Pure, and in integer
 * cents (BigInt) with rates as integers of ten decimal places, so that a close can run it for 10,000
 * affiliates at about the cost of today's flat plan; a deal document is read into that form once
 * (`dealTerms`, remembered per document object), not once per affiliate. On today's flat plans
 * (flat-plan-deal.ts) it answers exactly what calculate.ts answers.
 *
 * The rule, for one month:
 * - Admin fee = admin_fee_rate × win/loss; NGR = win/loss − bonuses − admin fee. Base = NGR + late NGR of
 *   closed months + the negative carried in.
 * - No revenue share at all on a base of 0 or less (every line below then pays 0.00).
 * - Product rates: each rated product's NGR is its win/loss − its bonuses − admin_fee_rate × its win/loss
 *   (its own admin fee, rounded on its own) and is paid at its product rate, whatever its sign (a product
 *   that lost money takes back at its own rate). The rest of the base (base − the rated products' NGR:
 *   other products, the admin fee's rounding, late NGR and the negative carried in, which belong to no
 *   product) is paid at the tier's rate, or over the ladder's bands.
 * - Flat: the rest at the one rate. Tiered: the rest at the rate of the highest tier whose `from` the
 *   measure reaches; the measure is the whole base (tier_by "ngr", products included, as the issue says
 *   "the measure is the base") or the month's first depositors. The first tier always applies (a base
 *   below 0 is on it).
 * - Ladder (by NGR): the rest is laid over the bands from 0; each band's part is paid at its rate. The
 *   tier reached (the highest band whose `from` the rest reaches) and what is left to the next are
 *   measured on that rest. A negative rest (rated
 *   products above the whole base) sits in the first band, at its rate.
 * - The revenue share is the sum of its lines and never below 0 (rated products winning while the rest
 *   loses can sum below 0; the lines are then shown as computed and the revenue share is 0.00).
 * - Negative carry-over: a negative base is carried out whole ("carry", and when the deal says nothing,
 *   as today's plans default to), not at all ("reset"), or up to the cap ({ cap }: never below −cap).
 * - CPA: every qualified player of the month counts for the tier (the highest CPA tier whose `from` the
 *   month's count reaches, otherwise `cpa.amount`); past `monthly_cap` a qualified player is not paid.
 *   CPA total = amount each × players paid + late CPA of closed months, whatever the NGR (a hybrid). A
 *   deal without CPA pays none.
 * - Amount = revenue share + CPA total, never below 0 (a commission never debits).
 * - Rounding: each line (an admin fee, a product's admin fee, a product's part, the rest's part, a
 *   band's part) is rate × amount computed exactly, rounded half-up (ties away from zero, like
 *   PostgreSQL's round(numeric, 2)) to the cent once; everything else is sums of cents, exact.
 */

/** The month's win/loss and bonuses of one product (the players' category). */
export interface ProductActivity {
  product: PlayerCategory;
  winloss: string;
  bonuses: string;
}

export interface DealMonthInputs {
  /** The month's totals over every product, as 2-decimal amounts. */
  winloss: string;
  bonuses: string;
  /** The same month by product; only the products the deal rates are read. */
  products: readonly ProductActivity[];
  /** Players whose first deposit is in the month (the measure of tier_by "first_depositors"). */
  first_depositors: number;
  /** Activity of closed months received after they closed, already valued under their own deal. */
  late: readonly LateActivityValue[];
  /** The negative base the previous closed month carried out (0 or below). */
  carry_in: string;
  /** Players who qualified for the CPA in the month (over the cap included). */
  cpa_qualified: number;
}

export interface LadderBand {
  from: string;
  /** Where the next band starts; null for the last, open band. */
  to: string | null;
  /** The part of the laid amount in this band. */
  amount: string;
  rate: string;
  paid: string;
}

export interface ProductPart {
  product: PlayerCategory;
  ngr: string;
  rate: string;
  paid: string;
}

export interface DealMonthFigures {
  admin_fee: string;
  ngr: string;
  late_ngr: string;
  carry_in: string;
  base: string;
  tier_by: 'ngr' | 'first_depositors';
  /** The rate of the tier reached (a ladder: of the highest band the rest reaches); 0.00 without revenue share. */
  tier_rate: string;
  /** The next tier: where it starts and what is left to reach it (amounts for NGR, counts for first depositors). */
  next_tier: { from: string; left: string } | null;
  revenue_share: {
    amount: string;
    /** The base less the rated products' NGR, paid at tier_rate or over the bands. */
    rest: string;
    rest_paid: string;
    /** A ladder's bands, every one of them (unreached ones at 0.00); null for flat and tiered. */
    bands: LadderBand[] | null;
    products: ProductPart[];
  };
  carry_out: string;
  cpa_amount_each: string;
  cpa_paid_count: number;
  cpa_over_cap_count: number;
  late_cpa_amount: string;
  cpa_total: string;
  amount: string;
}

/** A deal document read once into integers: what the engine runs on. */
export interface DealTerms {
  adminFeeRate: bigint;
  mode: 'flat' | 'tiered' | 'ladder' | null;
  tierBy: 'ngr' | 'first_depositors';
  /** `from` in cents (by NGR) or in first depositors. */
  tiers: ReadonlyArray<{ from: bigint; rate: bigint }>;
  productRates: ReadonlyArray<{ product: PlayerCategory; rate: bigint }>;
  /** How far a negative base may be carried out: null for no limit, 0n for none. */
  carryLimit: bigint | null;
  cpa: {
    amount: bigint;
    tiers: ReadonlyArray<{ from: number; amount: bigint }>;
    monthlyCap: number | null;
  } | null;
}

const terms = new WeakMap<DealDocument, DealTerms>();

/** The deal's terms, read from its (validated) document once per document object. */
export function dealTerms(deal: DealDocument): DealTerms {
  let read = terms.get(deal);
  if (!read) {
    read = readTerms(deal);
    terms.set(deal, read);
  }
  return read;
}

function readTerms(deal: DealDocument): DealTerms {
  const share = deal.revenue_share;
  const tierBy = share?.tier_by ?? 'ngr';
  if (share?.mode === 'ladder' && tierBy !== 'ngr') throw new Error('a ladder is tiered by NGR only');
  const carry = deal.negative_carry_over ?? 'carry';
  return {
    adminFeeRate: rateUnits(deal.admin_fee_rate ?? '0'),
    mode: share?.mode ?? null,
    tierBy,
    tiers: (share?.tiers ?? []).map((tier) => ({
      // A count of first depositors is a whole number (validated), possibly written "20.00".
      from: tierBy === 'ngr' ? amountCents(tier.from) : amountCents(tier.from) / 100n,
      rate: rateUnits(tier.rate),
    })),
    productRates: Object.entries(share?.product_rates ?? {}).map(([product, rate]) => ({
      product: product as PlayerCategory,
      rate: rateUnits(rate),
    })),
    carryLimit: carry === 'carry' ? null : carry === 'reset' ? 0n : amountCents(carry.cap),
    cpa: deal.cpa
      ? {
          amount: amountCents(deal.cpa.amount),
          tiers: (deal.cpa.tiers ?? []).map((tier) => ({
            from: tier.from,
            amount: amountCents(tier.amount),
          })),
          monthlyCap: deal.cpa.monthly_cap ?? null,
        }
      : null,
  };
}

/** rate × cents, rounded half away from zero to the cent: each line of a deal, and a share of a sub-affiliate. */
export function line(rate: bigint, cents: bigint): bigint {
  const exact = rate * cents;
  const quotient = exact / RATE_UNIT;
  const remainder = exact % RATE_UNIT;
  if (2n * (remainder < 0n ? -remainder : remainder) < RATE_UNIT) return quotient;
  return exact < 0n ? quotient - 1n : quotient + 1n;
}

/** A scaled rate as a decimal string of at least 2 decimals: 0.30, 0.275. */
function rateText(rate: bigint): string {
  const digits = rate.toString().padStart(RATE_PLACES + 1, '0');
  const fraction = digits.slice(-RATE_PLACES).replace(/0+$/, '').padEnd(2, '0');
  return `${digits.slice(0, -RATE_PLACES)}.${fraction}`;
}

/** The index of the highest tier whose `from` the measure reaches; the first tier always applies. */
function tierReached(tiers: DealTerms['tiers'], measure: bigint): number {
  let reached = 0;
  for (let index = 1; index < tiers.length; index++) if (tiers[index]!.from <= measure) reached = index;
  return reached;
}

const maxBig = (a: bigint, b: bigint) => (a > b ? a : b);
const minBig = (a: bigint, b: bigint) => (a < b ? a : b);

export function calculateDealMonth(deal: DealDocument, inputs: DealMonthInputs): DealMonthFigures {
  const t = dealTerms(deal);
  const winloss = amountCents(inputs.winloss);
  const adminFee = line(t.adminFeeRate, winloss);
  const ngr = winloss - amountCents(inputs.bonuses) - adminFee;
  let lateNgr = 0n;
  let lateCpa = 0n;
  for (const late of inputs.late) {
    lateNgr += amountCents(late.ngr);
    lateCpa += amountCents(late.cpa_amount);
  }
  const carryIn = amountCents(inputs.carry_in);
  const base = ngr + lateNgr + carryIn;
  const paying = base > 0n;

  // Rated products: their own NGR at their own rate.
  let productsNgr = 0n;
  let productsPaid = 0n;
  const products: ProductPart[] = t.productRates.map(({ product, rate }) => {
    let productWinloss = 0n;
    let productBonuses = 0n;
    for (const activity of inputs.products)
      if (activity.product === product) {
        productWinloss += amountCents(activity.winloss);
        productBonuses += amountCents(activity.bonuses);
      }
    const productNgr = productWinloss - productBonuses - line(t.adminFeeRate, productWinloss);
    const paid = paying ? line(rate, productNgr) : 0n;
    productsNgr += productNgr;
    productsPaid += paid;
    return { product, ngr: fromCents(productNgr), rate: rateText(rate), paid: fromCents(paid) };
  });
  const rest = base - productsNgr;

  // The rest: at the tier's rate, or over the ladder's bands.
  let restPaid = 0n;
  let tierRate = 0n;
  let nextTier: DealMonthFigures['next_tier'] = null;
  let bands: LadderBand[] | null = null;
  if (t.mode !== null) {
    const byNgr = t.tierBy === 'ngr';
    const measure = t.mode === 'ladder' ? rest : byNgr ? base : BigInt(inputs.first_depositors);
    const reached = tierReached(t.tiers, measure);
    tierRate = t.tiers[reached]!.rate;
    const next = t.tiers[reached + 1];
    if (next) {
      const show = byNgr ? fromCents : (count: bigint) => count.toString();
      nextTier = { from: show(next.from), left: show(next.from - measure) };
    }
    if (t.mode === 'ladder') {
      bands = t.tiers.map((tier, index) => {
        const to = t.tiers[index + 1]?.from ?? null;
        let inBand = 0n;
        if (paying) {
          // The first band also holds a negative rest; the others only what reaches them.
          inBand = index === 0 ? rest : maxBig(0n, rest - tier.from);
          if (to !== null) inBand = minBig(inBand, to - tier.from);
        }
        const paid = line(tier.rate, inBand);
        restPaid += paid;
        return {
          from: fromCents(tier.from),
          to: to === null ? null : fromCents(to),
          amount: fromCents(inBand),
          rate: rateText(tier.rate),
          paid: fromCents(paid),
        };
      });
    } else if (paying) restPaid = line(tierRate, rest);
  }
  const revenueShare = paying ? maxBig(0n, productsPaid + restPaid) : 0n;

  const carryOut = base >= 0n ? 0n : t.carryLimit === null ? base : maxBig(base, -t.carryLimit);

  let cpaEach = 0n;
  let cpaPaid = 0;
  if (t.cpa) {
    cpaEach = t.cpa.amount;
    for (const tier of t.cpa.tiers) if (tier.from <= inputs.cpa_qualified) cpaEach = tier.amount;
    cpaPaid =
      t.cpa.monthlyCap === null ? inputs.cpa_qualified : Math.min(inputs.cpa_qualified, t.cpa.monthlyCap);
  }
  const cpaTotal = cpaEach * BigInt(cpaPaid) + lateCpa;

  return {
    admin_fee: fromCents(adminFee),
    ngr: fromCents(ngr),
    late_ngr: fromCents(lateNgr),
    carry_in: fromCents(carryIn),
    base: fromCents(base),
    tier_by: t.tierBy,
    tier_rate: rateText(tierRate),
    next_tier: nextTier,
    revenue_share: {
      amount: fromCents(revenueShare),
      rest: fromCents(rest),
      rest_paid: fromCents(restPaid),
      bands,
      products,
    },
    carry_out: fromCents(carryOut),
    cpa_amount_each: fromCents(cpaEach),
    cpa_paid_count: cpaPaid,
    cpa_over_cap_count: t.cpa ? inputs.cpa_qualified - cpaPaid : 0,
    late_cpa_amount: fromCents(lateCpa),
    cpa_total: fromCents(cpaTotal),
    amount: fromCents(maxBig(0n, revenueShare + cpaTotal)),
  };
}
