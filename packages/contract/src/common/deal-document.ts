import { z } from 'zod';
import { brandCode } from '../endpoints/brands.ts';
import { playerCategory } from './players.ts';

/**
 * The deal document (issue 36): what an affiliate signs up for, as finance and admins write it — a
 * revenue share (flat, tiered or ladder, with rates by product), an admin fee, what happens to a negative
 * month, and a CPA with its qualifiers, tiers and monthly cap. Amounts and rates are decimal strings,
 * never floats. Every part but `name` and `currency` may be left out. Each error is reported on its field
 * (`revenue_share.tiers.1.from`), so the console's form and the CLI can point at what to fix; unknown
 * fields are refused rather than dropped, so a misspelt part is never silently ignored. The brand's
 * existence and currency are the gateway's to check. What the document pays is
 * apps/gateway/src/modules/figures/deal-engine.ts.
 */

export const DEAL_NAME_MAX_LENGTH = 80;

export const DEAL_NAME_NOT_VALID = `Give the deal a name of 1 to ${DEAL_NAME_MAX_LENGTH} characters.`;
export const DEAL_CURRENCY_NOT_VALID = 'Currency must be a 3-letter ISO code in capitals, like EUR.';
export const DEAL_RATE_NOT_VALID = 'A rate is a fraction between 0 and 1 with at most 4 decimals, like 0.30.';
export const DEAL_AMOUNT_NOT_VALID = 'An amount is a decimal number of at most 2 decimals, like 100.00.';
export const DEAL_POSITIVE_AMOUNT_NOT_VALID = 'An amount above 0 with at most 2 decimals, like 5000.00.';
export const DEAL_MODE_NOT_VALID = 'A revenue share is "flat", "tiered" or "ladder".';
export const DEAL_TIER_BY_NOT_VALID = 'Tiers are reached by "ngr" or by "first_depositors".';
export const DEAL_TIERS_REQUIRED = 'Give the revenue share at least one tier, from 0.';
export const DEAL_FLAT_ONE_TIER = 'A flat revenue share has exactly one tier, from 0.';
export const DEAL_FIRST_TIER_FROM_ZERO = 'The first tier starts from 0.';
export const DEAL_TIERS_ASCENDING = 'Each tier starts above the one before it.';
export const DEAL_LADDER_BY_NGR = 'A ladder pays bands of NGR: its tiers are by "ngr".';
export const DEAL_FIRST_DEPOSITORS_WHOLE = 'A number of first depositors is a whole number, like 20.';
export const DEAL_PRODUCT_NOT_VALID = `A product rate is for one of: ${playerCategory.options.join(', ')}.`;
export const DEAL_CARRY_OVER_NOT_VALID =
  'Negative carry-over is "carry", "reset" or a cap like { "cap": "5000.00" }.';
export const DEAL_WINDOW_DAYS_NOT_VALID = 'The qualifying window is a whole number of days from 1 to 365.';
export const DEAL_CPA_TIER_FROM_NOT_VALID =
  'A CPA tier starts from a number of qualified players, 1 or more.';
export const DEAL_CPA_TIERS_NOT_VALID = 'CPA tiers are a list like [{ "from": 20, "amount": "120.00" }].';
export const DEAL_CPA_TIERS_ASCENDING = 'Each CPA tier starts above the one before it.';
export const DEAL_MONTHLY_CAP_NOT_VALID = 'The monthly cap is a whole number of players, 1 or more.';
export const DEAL_OBJECT_EXPECTED = 'Expected an object here.';
export const DEAL_SUB_MONTHS_NOT_VALID =
  'The months a sub-affiliate earns for are a whole number from 1 to 120.';
export const DEAL_SUB_SHARE_OF_NOT_VALID = 'A share of a sub-affiliate is of "commission" or of "ngr".';
export const DEAL_SUB_SHAPE_NOT_VALID =
  'A sub-affiliates part is { "share_of": "commission" | "ngr", "rate": "0.05", "months": 12 } or { "per_qualified_player": "10.00", "months": 12 }.';
export const DEAL_SUB_NOT_FOR_BRAND =
  "A deal for one brand has no sub-affiliates part: it belongs to the affiliate's deal for all brands.";

/** An unknown field is named in the error, so a typo does not pass for a missing part. */
const strict = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}.`
        : DEAL_OBJECT_EXPECTED,
  });

/** A fraction between 0 and 1, at most 4 decimals like today's plans (numeric(6,4)). */
export const dealRate = z
  .string({ error: DEAL_RATE_NOT_VALID })
  .regex(/^(0(\.\d{1,4})?|1(\.0{1,4})?)$/, DEAL_RATE_NOT_VALID);

/** A non-negative amount of at most 2 decimals. */
export const dealAmount = z
  .string({ error: DEAL_AMOUNT_NOT_VALID })
  .regex(/^\d{1,15}(\.\d{1,2})?$/, DEAL_AMOUNT_NOT_VALID);

const positiveAmount = z
  .string({ error: DEAL_POSITIVE_AMOUNT_NOT_VALID })
  .regex(/^\d{1,15}(\.\d{1,2})?$/, DEAL_POSITIVE_AMOUNT_NOT_VALID)
  .refine((value) => /[1-9]/.test(value), DEAL_POSITIVE_AMOUNT_NOT_VALID);

/**
 * Refinements run even when a field inside failed (zod reports every issue at once), so they read the
 * value defensively: an amount that is not valid was already reported and is not compared.
 */
const isAmount = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{1,15}(\.\d{1,2})?$/.test(value);

/** Amounts of at most 2 decimals compared exactly, in cents. */
const cents = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole + fraction.padEnd(2, '0'));
};

export const revenueShareTier = strict({
  /** Where the tier starts: an NGR amount (tier_by ngr) or a number of first depositors. */
  from: dealAmount,
  rate: dealRate,
});

const revenueShareTiers = z
  .array(revenueShareTier, { error: DEAL_TIERS_REQUIRED })
  .min(1, DEAL_TIERS_REQUIRED)
  .superRefine((tiers, ctx) => {
    const from = tiers.map((tier) => (isAmount(tier?.from) ? cents(tier.from) : null));
    if (from[0] != null && from[0] !== 0n)
      ctx.addIssue({ code: 'custom', path: [0, 'from'], message: DEAL_FIRST_TIER_FROM_ZERO });
    for (let index = 1; index < from.length; index++) {
      const [before, here] = [from[index - 1], from[index]];
      if (before != null && here != null && here <= before)
        ctx.addIssue({ code: 'custom', path: [index, 'from'], message: DEAL_TIERS_ASCENDING });
    }
  });

/** Rates by product (the player's category): that product's NGR is paid at its rate instead of the tier's. */
const productRates = z
  .record(z.string(), dealRate, { error: DEAL_OBJECT_EXPECTED })
  .superRefine((rates, ctx) => {
    for (const product of Object.keys(rates))
      if (!(playerCategory.options as readonly string[]).includes(product))
        ctx.addIssue({ code: 'custom', path: [product], message: DEAL_PRODUCT_NOT_VALID });
  })
  .pipe(z.partialRecord(playerCategory, dealRate));

export const dealRevenueShare = strict({
  mode: z.enum(['flat', 'tiered', 'ladder'], { error: DEAL_MODE_NOT_VALID }),
  /** What reaches a tier: the base (NGR, the default) or the month's first depositors. Ladders are by NGR only. */
  tier_by: z.enum(['ngr', 'first_depositors'], { error: DEAL_TIER_BY_NOT_VALID }).optional(),
  tiers: revenueShareTiers,
  product_rates: productRates.optional(),
}).superRefine((share, ctx) => {
  const tiers = Array.isArray(share.tiers) ? share.tiers : [];
  if (share.mode === 'flat' && tiers.length > 1)
    ctx.addIssue({ code: 'custom', path: ['tiers'], message: DEAL_FLAT_ONE_TIER });
  if (share.mode === 'ladder' && share.tier_by === 'first_depositors')
    ctx.addIssue({ code: 'custom', path: ['tier_by'], message: DEAL_LADDER_BY_NGR });
  if (share.tier_by === 'first_depositors')
    tiers.forEach((tier, index) => {
      if (isAmount(tier?.from) && !/^\d+(\.0{1,2})?$/.test(tier.from))
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', index, 'from'],
          message: DEAL_FIRST_DEPOSITORS_WHOLE,
        });
    });
});

/** `carry`: a negative base is carried into the next month; `reset`: never; `{ cap }`: carried, at most the cap. */
export const negativeCarryOver = z.union([z.enum(['carry', 'reset']), strict({ cap: positiveAmount })], {
  error: DEAL_CARRY_OVER_NOT_VALID,
});

const playerCount = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(1_000_000_000, message);

/** Criteria a player must all meet, within `window_days` of registering (the registration day is day 1). */
export const cpaQualify = strict({
  /** The deposits of the player's first day with deposits. */
  first_deposit_min: dealAmount.optional(),
  /** Deposits since registration. */
  deposits_min: dealAmount.optional(),
  /** Turnover since registration. */
  turnover_min: dealAmount.optional(),
  window_days: z
    .number({ error: DEAL_WINDOW_DAYS_NOT_VALID })
    .int(DEAL_WINDOW_DAYS_NOT_VALID)
    .min(1, DEAL_WINDOW_DAYS_NOT_VALID)
    .max(365, DEAL_WINDOW_DAYS_NOT_VALID)
    .optional(),
});

export const cpaTier = strict({
  /** The month's count of qualified players from which every paid player gets `amount`. */
  from: playerCount(DEAL_CPA_TIER_FROM_NOT_VALID),
  amount: dealAmount,
});

export const dealCpa = strict({
  /** Paid per qualified player (below the first tier, or without tiers). */
  amount: dealAmount,
  qualify: cpaQualify.optional(),
  tiers: z
    .array(cpaTier, { error: DEAL_CPA_TIERS_NOT_VALID })
    .superRefine((tiers, ctx) => {
      for (let index = 1; index < tiers.length; index++)
        if (
          Number.isInteger(tiers[index - 1]?.from) &&
          Number.isInteger(tiers[index]?.from) &&
          tiers[index]!.from <= tiers[index - 1]!.from
        )
          ctx.addIssue({ code: 'custom', path: [index, 'from'], message: DEAL_CPA_TIERS_ASCENDING });
    })
    .optional(),
  /** Qualified players past this count in a month are not paid. */
  monthly_cap: playerCount(DEAL_MONTHLY_CAP_NOT_VALID).optional(),
});

const subMonths = z
  .number({ error: DEAL_SUB_MONTHS_NOT_VALID })
  .int(DEAL_SUB_MONTHS_NOT_VALID)
  .min(1, DEAL_SUB_MONTHS_NOT_VALID)
  .max(120, DEAL_SUB_MONTHS_NOT_VALID);

/** A share of each sub-affiliate's commission (after the sub's own close) or NGR of the month. */
export const subAffiliateShare = strict({
  share_of: z.enum(['commission', 'ngr'], { error: DEAL_SUB_SHARE_OF_NOT_VALID }),
  rate: dealRate,
  months: subMonths,
});

/** An amount for each of the sub-affiliate's players who qualified for the CPA in the month. */
export const subAffiliatePerPlayer = strict({
  per_qualified_player: dealAmount,
  months: subMonths,
});

/**
 * What an affiliate earns on its direct sub-affiliates (one level), for `months` months counted from
 * each sub's approval (its approval month is the first). Exactly one of the two shapes: the key that
 * names the shape (`share_of` or `per_qualified_player`) chooses which one the rest is checked against.
 * What it pays is apps/gateway/src/modules/figures/sub-affiliate-share.ts.
 */
export const dealSubAffiliates = z.union([subAffiliateShare, subAffiliatePerPlayer], {
  error: DEAL_SUB_SHAPE_NOT_VALID,
});

export const dealDocument = strict({
  name: z
    .string({ error: DEAL_NAME_NOT_VALID })
    .trim()
    .min(1, DEAL_NAME_NOT_VALID)
    .max(DEAL_NAME_MAX_LENGTH, DEAL_NAME_NOT_VALID),
  currency: z.string({ error: DEAL_CURRENCY_NOT_VALID }).regex(/^[A-Z]{3}$/, DEAL_CURRENCY_NOT_VALID),
  /** The brand the deal is for; left out, it is for every brand. */
  brand: brandCode.optional(),
  /** Left out: no revenue share. */
  revenue_share: dealRevenueShare.optional(),
  /** A fraction of win/loss taken off NGR; left out: none. */
  admin_fee_rate: dealRate.optional(),
  /** Left out: "carry", as today's plans do by default. */
  negative_carry_over: negativeCarryOver.optional(),
  /** Left out: no CPA. */
  cpa: dealCpa.optional(),
  /** Left out: nothing on sub-affiliates. Only in a deal for all brands. */
  sub_affiliates: dealSubAffiliates.optional(),
}).superRefine((deal, ctx) => {
  if (deal.brand !== undefined && deal.sub_affiliates !== undefined)
    ctx.addIssue({ code: 'custom', path: ['sub_affiliates'], message: DEAL_SUB_NOT_FOR_BRAND });
});

export type DealDocument = z.infer<typeof dealDocument>;
export type DealRevenueShare = z.infer<typeof dealRevenueShare>;
export type NegativeCarryOver = z.infer<typeof negativeCarryOver>;
export type DealCpa = z.infer<typeof dealCpa>;
export type DealSubAffiliates = z.infer<typeof dealSubAffiliates>;
