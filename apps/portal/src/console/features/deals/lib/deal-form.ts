import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import {
  DEAL_SUB_MONTHS_NOT_VALID,
  dealDocument,
  type DealDocument,
} from '@affiliate/contract/common/deal-document';
import { playerCategory, type PlayerCategory } from '@affiliate/contract/common/players';
import { percentToRate, rateToPercent, RATE_PERCENT_NOT_VALID } from './rate-percent';

/**
 * The deal form's values and the deal document they make. The form's field names are the document's
 * paths (`revenue_share.tiers.1.from`), so an error the contract or the gateway reports on a path lands
 * on the field of that name; the few parts the form asks for differently (no revenue share, a cap on
 * negative months, a CPA at all) are named in `aliases`. Rates are typed as percentages; every rule is
 * the contract's own schema, run on the document the form makes.
 */

export type RevenueShareMode = 'none' | 'flat' | 'tiered' | 'ladder';
/** What the deal pays on each direct sub-affiliate: nothing, a share of its commission or NGR, or an amount per qualified player. */
export type SubAffiliatesMode = 'none' | 'share' | 'per_player';
export type CarryOverKind = 'carry' | 'reset' | 'cap';

export interface TierRow {
  from: string;
  /** A percentage. */
  rate: string;
}

export interface CpaTierRow {
  /** A number of qualified players, as typed. */
  from: string;
  amount: string;
}

export interface DealFormValues {
  name: string;
  currency: string;
  /** '' for every brand. */
  brand: string;
  revenue_share: {
    mode: RevenueShareMode;
    tier_by: 'ngr' | 'first_depositors';
    tiers: TierRow[];
    /** Percentages by product; '' for the tier's rate. */
    product_rates: Record<PlayerCategory, string>;
  };
  /** A percentage; '' for none. */
  admin_fee_rate: string;
  negative_carry_over: { kind: CarryOverKind; cap: string };
  cpa: {
    enabled: boolean;
    amount: string;
    qualify: { first_deposit_min: string; deposits_min: string; turnover_min: string; window_days: string };
    tiers: CpaTierRow[];
    monthly_cap: string;
  };
  sub_affiliates: {
    mode: SubAffiliatesMode;
    share_of: 'commission' | 'ngr';
    /** A percentage. */
    rate: string;
    per_qualified_player: string;
    /** Months from the sub's approval, as typed. */
    months: string;
  };
}

/** A tier row as it is added: the first tier starts from 0. */
export const emptyTier = (first = false): TierRow => ({ from: first ? '0' : '', rate: '' });
export const emptyCpaTier = (): CpaTierRow => ({ from: '', amount: '' });

const noProductRates = () =>
  Object.fromEntries(playerCategory.options.map((product) => [product, ''])) as Record<
    PlayerCategory,
    string
  >;

export function emptyDealForm(): DealFormValues {
  return {
    name: '',
    currency: '',
    brand: '',
    revenue_share: {
      mode: 'flat',
      tier_by: 'ngr',
      tiers: [emptyTier(true)],
      product_rates: noProductRates(),
    },
    admin_fee_rate: '',
    negative_carry_over: { kind: 'carry', cap: '' },
    cpa: {
      enabled: false,
      amount: '',
      qualify: { first_deposit_min: '', deposits_min: '', turnover_min: '', window_days: '' },
      tiers: [],
      monthly_cap: '',
    },
    sub_affiliates: { mode: 'none', share_of: 'commission', rate: '', per_qualified_player: '', months: '' },
  };
}

/** A deal's document in the form, to edit it: its rates as percentages. */
export function formOf(document: DealDocument): DealFormValues {
  const empty = emptyDealForm();
  const share = document.revenue_share;
  const carry = document.negative_carry_over ?? 'carry';
  const cpa = document.cpa;
  const sub = document.sub_affiliates;
  return {
    name: document.name,
    currency: document.currency,
    brand: document.brand ?? '',
    revenue_share: share
      ? {
          mode: share.mode,
          tier_by: share.tier_by ?? 'ngr',
          tiers: share.tiers.map((tier) => ({ from: tier.from, rate: rateToPercent(tier.rate) })),
          product_rates: {
            ...empty.revenue_share.product_rates,
            ...Object.fromEntries(
              Object.entries(share.product_rates ?? {}).map(([product, rate]) => [
                product,
                rateToPercent(rate),
              ]),
            ),
          },
        }
      : { ...empty.revenue_share, mode: 'none' },
    admin_fee_rate: document.admin_fee_rate ? rateToPercent(document.admin_fee_rate) : '',
    negative_carry_over:
      typeof carry === 'string' ? { kind: carry, cap: '' } : { kind: 'cap', cap: carry.cap },
    cpa: cpa
      ? {
          enabled: true,
          amount: cpa.amount,
          qualify: {
            first_deposit_min: cpa.qualify?.first_deposit_min ?? '',
            deposits_min: cpa.qualify?.deposits_min ?? '',
            turnover_min: cpa.qualify?.turnover_min ?? '',
            window_days: cpa.qualify?.window_days?.toString() ?? '',
          },
          tiers: (cpa.tiers ?? []).map((tier) => ({ from: String(tier.from), amount: tier.amount })),
          monthly_cap: cpa.monthly_cap?.toString() ?? '',
        }
      : empty.cpa,
    sub_affiliates: !sub
      ? empty.sub_affiliates
      : 'per_qualified_player' in sub
        ? {
            ...empty.sub_affiliates,
            mode: 'per_player',
            per_qualified_player: sub.per_qualified_player,
            months: String(sub.months),
          }
        : {
            ...empty.sub_affiliates,
            mode: 'share',
            share_of: sub.share_of,
            rate: rateToPercent(sub.rate),
            months: String(sub.months),
          },
  };
}

/** The document being built, as JSON; a value the form could not read is left as typed, for the contract to name. */
export type DealDraft = Record<string, unknown>;

export interface BuiltDeal {
  draft: DealDraft;
  /**
   * Percentages that are not one, by field: the contract would only see a bad fraction there; and
   * sub-affiliate months that are not a whole number, which the contract's union of two shapes would
   * only call a shape it does not know.
   */
  rateProblems: Array<[field: string, message: string]>;
}

/** A whole number as the document holds counts; anything else as typed, for the contract's message. */
const count = (typed: string) => (/^\d{1,10}$/.test(typed.trim()) ? Number(typed.trim()) : typed.trim());

/** Only the parts given: an empty optional field is left out of the document. */
const given = <T extends Record<string, unknown>>(parts: T) =>
  Object.fromEntries(Object.entries(parts).filter(([, value]) => value !== '' && value !== undefined));

/** The document the form's values make (in the contract's order of fields, as the JSON view shows it). */
export function buildDeal(values: DealFormValues): BuiltDeal {
  const rateProblems: BuiltDeal['rateProblems'] = [];
  const rate = (field: string, typed: string) => {
    const fraction = percentToRate(typed);
    if (fraction === undefined) rateProblems.push([field, RATE_PERCENT_NOT_VALID]);
    return fraction ?? typed.trim();
  };

  const share = values.revenue_share;
  let revenueShare: DealDraft | undefined;
  if (share.mode !== 'none') {
    // A flat share is one tier from 0, whatever rows a tiered one had before; a ladder pays bands of NGR.
    const rows = share.mode === 'flat' ? share.tiers.slice(0, 1) : share.tiers;
    const tiers = rows.map((tier, index) => ({
      from: share.mode === 'flat' ? '0' : tier.from.trim(),
      rate: rate(`revenue_share.tiers.${index}.rate`, tier.rate),
    }));
    const productRates = Object.fromEntries(
      playerCategory.options
        .filter((product) => share.product_rates[product].trim() !== '')
        .map((product) => [
          product,
          rate(`revenue_share.product_rates.${product}`, share.product_rates[product]),
        ]),
    );
    revenueShare = {
      mode: share.mode,
      ...(share.mode !== 'flat' && { tier_by: share.mode === 'ladder' ? 'ngr' : share.tier_by }),
      tiers,
      ...(Object.keys(productRates).length > 0 && { product_rates: productRates }),
    };
  }

  const carry = values.negative_carry_over;
  const cpa = values.cpa;
  let cpaPart: DealDraft | undefined;
  if (cpa.enabled) {
    const qualify = given({
      first_deposit_min: cpa.qualify.first_deposit_min.trim(),
      deposits_min: cpa.qualify.deposits_min.trim(),
      turnover_min: cpa.qualify.turnover_min.trim(),
      window_days: cpa.qualify.window_days.trim() && count(cpa.qualify.window_days),
    });
    cpaPart = {
      amount: cpa.amount.trim(),
      ...(Object.keys(qualify).length > 0 && { qualify }),
      ...(cpa.tiers.length > 0 && {
        tiers: cpa.tiers.map((tier) => ({ from: count(tier.from), amount: tier.amount.trim() })),
      }),
      ...(cpa.monthly_cap.trim() && { monthly_cap: count(cpa.monthly_cap) }),
    };
  }

  const sub = values.sub_affiliates;
  let subPart: DealDraft | undefined;
  if (sub.mode !== 'none') {
    const months = count(sub.months);
    if (typeof months !== 'number') rateProblems.push(['sub_affiliates.months', DEAL_SUB_MONTHS_NOT_VALID]);
    subPart =
      sub.mode === 'share'
        ? { share_of: sub.share_of, rate: rate('sub_affiliates.rate', sub.rate), months }
        : { per_qualified_player: sub.per_qualified_player.trim(), months };
  }

  const draft: DealDraft = {
    name: values.name.trim(),
    currency: values.currency.trim().toUpperCase(),
    ...(values.brand && { brand: values.brand }),
    ...(revenueShare && { revenue_share: revenueShare }),
    ...(values.admin_fee_rate.trim() && { admin_fee_rate: rate('admin_fee_rate', values.admin_fee_rate) }),
    negative_carry_over: carry.kind === 'cap' ? { cap: carry.cap.trim() } : carry.kind,
    ...(cpaPart && { cpa: cpaPart }),
    ...(subPart && { sub_affiliates: subPart }),
  };
  return { draft, rateProblems };
}

/** The form's fields, in the order they stand (the first with an error takes the focus). */
export function dealFormFields(values: DealFormValues): string[] {
  return [
    'name',
    'currency',
    'brand',
    'revenue_share.mode',
    'revenue_share.tier_by',
    'revenue_share.tiers',
    ...values.revenue_share.tiers.flatMap((_, i) => [
      `revenue_share.tiers.${i}.from`,
      `revenue_share.tiers.${i}.rate`,
    ]),
    ...playerCategory.options.map((product) => `revenue_share.product_rates.${product}`),
    'admin_fee_rate',
    'negative_carry_over.kind',
    'negative_carry_over.cap',
    'cpa.amount',
    'cpa.qualify.first_deposit_min',
    'cpa.qualify.deposits_min',
    'cpa.qualify.turnover_min',
    'cpa.qualify.window_days',
    'cpa.tiers',
    ...values.cpa.tiers.flatMap((_, i) => [`cpa.tiers.${i}.from`, `cpa.tiers.${i}.amount`]),
    'cpa.monthly_cap',
    'sub_affiliates.mode',
    'sub_affiliates.share_of',
    'sub_affiliates.rate',
    'sub_affiliates.per_qualified_player',
    'sub_affiliates.months',
  ];
}

/** Document paths the form asks for under another field. */
const aliases: Record<string, string> = {
  '': 'name',
  revenue_share: 'revenue_share.mode',
  'revenue_share.product_rates': 'revenue_share.mode',
  negative_carry_over: 'negative_carry_over.kind',
  cpa: 'cpa.amount',
  'cpa.qualify': 'cpa.amount',
  sub_affiliates: 'sub_affiliates.mode',
};

/**
 * The form field for an error on a document path (`revenue_share.tiers.1.from`): the field of that name,
 * else the nearest part the form has a field for (an unknown product's rate: the revenue share).
 */
export function formFieldOf(path: string, fields: readonly string[]): string {
  const known = new Set(fields);
  let at = path;
  for (;;) {
    if (known.has(at)) return at;
    const alias = aliases[at];
    if (alias) return alias;
    if (at === '') return 'name';
    at = at.includes('.') ? at.slice(0, at.lastIndexOf('.')) : '';
  }
}

export type DealCheck =
  { ok: true; document: DealDocument } | { ok: false; errors: Array<[field: string, message: string]> };

/** The contract's verdict on the values: the document, or each error on its form field (the first per field). */
export function checkDeal(values: DealFormValues): DealCheck {
  const { draft, rateProblems } = buildDeal(values);
  const subProblem = rateProblems.some(([field]) => field === 'sub_affiliates.months');
  // Months the contract could not read make it refuse the part's shape as a whole; checked with a month
  // in their place, the part's other fields still get their own messages.
  const parsed = dealDocument.safeParse(
    subProblem ? { ...draft, sub_affiliates: { ...(draft.sub_affiliates as DealDraft), months: 1 } } : draft,
  );
  if (parsed.success && rateProblems.length === 0) return { ok: true, document: parsed.data };
  const fields = dealFormFields(values);
  const errors = new Map<string, string>(rateProblems);
  for (const issue of parsed.error?.issues ?? []) {
    const field = formFieldOf(issue.path.join('.'), fields);
    if (!errors.has(field)) errors.set(field, issue.message);
  }
  return { ok: false, errors: [...errors] };
}

/** react-hook-form's resolver: the form's values in, the contract's document out. */
export const dealFormResolver: Resolver<DealFormValues, unknown, DealDocument> = (
  values,
  _context,
  options,
) => {
  const checked = checkDeal(values);
  if (checked.ok) return { values: checked.document, errors: {} };
  const flat: Record<string, FieldError> = Object.fromEntries(
    checked.errors.map(([field, message]) => [field, { type: 'contract', message }]),
  );
  return { values: {}, errors: toNestErrors(flat, options) };
};
