import type { DealDocument } from './deal-document.ts';

/**
 * What a deal pays, in plain words, a sentence a line: the console's Deals screen, the CLI's `deals
 * list`, the portal's Commission screen and the API all say it the same way. Rates are percentages,
 * amounts money in the deal's currency. English here; the gateway writes the same phrases in an
 * affiliate's language for the portal (issue 37), through `DealWords`.
 */

/** "0.275" → "27.5%": the decimal string shifted two places, never through a float. */
export function dealPercent(rate: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const digits = `${whole}${fraction.padEnd(2, '0')}`;
  const integer = digits.slice(0, whole.length + 2).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(whole.length + 2).replace(/0+$/, '');
  return `${integer}${rest ? `.${rest}` : ''}%`;
}

const formats = new Map<string, Intl.NumberFormat>();

/** "5000" in EUR → "€5,000.00". */
export function dealMoney(amount: string, currency: string): string {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en', { style: 'currency', currency, minimumFractionDigits: 2 });
    formats.set(currency, format);
  }
  return format.format(Number(amount));
}

/**
 * The phrases a deal's summary is made of, with what each is given: the gateway writes them in an
 * affiliate's language from its catalogs (keys `deal.<phrase>`); these are the English ones, which the
 * console, the CLI and an integration read.
 */
export const englishDealPhrases = {
  noRevenueShare: () => 'No revenue share.',
  flat: (v: { rate: string }) => `Revenue share: ${v.rate} of NGR.`,
  tiered: (v: { rate: string; steps: string }) =>
    `Revenue share, tiered: ${v.rate} of NGR; ${v.steps}. The whole month is paid at the tier reached.`,
  tierStep: (v: { rate: string; threshold: string }) => `${v.rate} from ${v.threshold}`,
  thresholdDepositors: (v: { count: number }) => `${v.count} first depositors in the month`,
  thresholdNgr: (v: { amount: string }) => `${v.amount} of NGR`,
  ladder: (v: { bands: string }) =>
    `Revenue share by bands of NGR: ${v.bands}. Each band is paid at its own rate.`,
  band: (v: { rate: string; from: string; to: string }) => `${v.rate} from ${v.from} to ${v.to}`,
  bandAbove: (v: { rate: string; from: string }) => `${v.rate} above ${v.from}`,
  productRates: (v: { products: string }) => `${v.products}, instead of the tier’s rate.`,
  productRate: (v: { product: string; rate: string }) => `${v.product} NGR at ${v.rate}`,
  adminFee: (v: { rate: string }) => `Admin fee: ${v.rate} of win/loss, taken off NGR.`,
  noAdminFee: () => 'No admin fee.',
  carry: () => 'A negative month is carried into the next and earned back before revenue share is paid.',
  reset: () => 'A negative month is not carried over: each month starts from zero.',
  carryCap: (v: { amount: string }) => `A negative month is carried into the next, up to ${v.amount}.`,
  noCpa: () => 'No CPA.',
  firstDepositMin: (v: { amount: string }) => `makes a first deposit of at least ${v.amount}`,
  firstDeposit: () => 'makes a first deposit',
  depositsMin: (v: { amount: string }) => `deposits at least ${v.amount} in all`,
  turnoverMin: (v: { amount: string }) => `wagers at least ${v.amount}`,
  cpa: (v: { amount: string; criteria: string }) => `CPA: ${v.amount} per player who ${v.criteria}.`,
  cpaWithin: (v: { amount: string; days: number; criteria: string }) =>
    `CPA: ${v.amount} per player who within ${v.days} day${v.days === 1 ? '' : 's'} of registering (the registration day is day 1) ${v.criteria}.`,
  cpaTier: (v: { count: number; amount: string }) =>
    `From ${v.count} qualified players in a month, every one is paid ${v.amount}.`,
  cap: (v: { count: number }) =>
    v.count === 1
      ? 'At most 1 player is paid a month; the rest are over the cap.'
      : `At most ${v.count} players are paid a month; the rest are over the cap.`,
  cpaWhateverNgr: () => 'The CPA is paid whatever the NGR.',
  subShareCommission: (v: { rate: string; months: number }) =>
    `Sub-affiliates: ${v.rate} of each sub-affiliate’s commission, for ${v.months} month${v.months === 1 ? '' : 's'} from their approval.`,
  subShareNgr: (v: { rate: string; months: number }) =>
    `Sub-affiliates: ${v.rate} of each sub-affiliate’s NGR, for ${v.months} month${v.months === 1 ? '' : 's'} from their approval.`,
  subPerPlayer: (v: { amount: string; months: number }) =>
    `Sub-affiliates: ${v.amount} for each of a sub-affiliate’s players who qualifies for the CPA, for ${v.months} month${v.months === 1 ? '' : 's'} from their approval.`,
};

export type DealPhrase = keyof typeof englishDealPhrases;
type PhraseValues<P extends DealPhrase> = Parameters<(typeof englishDealPhrases)[P]>[0];

/** How a summary is written: its phrases, rates, money, lists and products, in one language. */
export interface DealWords {
  say<P extends DealPhrase>(
    phrase: P,
    ...values: PhraseValues<P> extends undefined ? [] : [PhraseValues<P>]
  ): string;
  percent(rate: string): string;
  money(amount: string, currency: string): string;
  /** "a, b and c". */
  list(items: readonly string[]): string;
  /** A product (player category) as the summary names it: "Casino". */
  product(product: string): string;
}

export const englishDealWords: DealWords = {
  say: (phrase, ...values) => (englishDealPhrases[phrase] as (v?: unknown) => string)(values[0]),
  percent: dealPercent,
  money: dealMoney,
  list: (items) =>
    items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`,
  product: (product) => product.charAt(0).toUpperCase() + product.slice(1),
};

function revenueShareWords(deal: DealDocument, w: DealWords): string[] {
  const share = deal.revenue_share;
  if (!share) return [w.say('noRevenueShare')];
  const money = (amount: string) => w.money(amount, deal.currency);
  const tiers = share.tiers;
  const byDepositors = share.tier_by === 'first_depositors';
  const threshold = (from: string) =>
    byDepositors
      ? w.say('thresholdDepositors', { count: Number(from) })
      : w.say('thresholdNgr', { amount: money(from) });
  const lines: string[] = [];
  if (share.mode === 'flat' || tiers.length === 1)
    lines.push(w.say('flat', { rate: w.percent(tiers[0]!.rate) }));
  else if (share.mode === 'tiered')
    lines.push(
      w.say('tiered', {
        rate: w.percent(tiers[0]!.rate),
        steps: tiers
          .slice(1)
          .map((tier) => w.say('tierStep', { rate: w.percent(tier.rate), threshold: threshold(tier.from) }))
          .join('; '),
      }),
    );
  else
    lines.push(
      w.say('ladder', {
        bands: tiers
          .map((tier, index) => {
            const next = tiers[index + 1];
            return next
              ? w.say('band', { rate: w.percent(tier.rate), from: money(tier.from), to: money(next.from) })
              : w.say('bandAbove', { rate: w.percent(tier.rate), from: money(tier.from) });
          })
          .join('; '),
      }),
    );
  const products = Object.entries(share.product_rates ?? {});
  if (products.length > 0)
    lines.push(
      w.say('productRates', {
        products: w.list(
          products.map(([product, rate]) =>
            w.say('productRate', { product: w.product(product), rate: w.percent(rate!) }),
          ),
        ),
      }),
    );
  return lines;
}

function carryWords(deal: DealDocument, w: DealWords): string {
  const carry = deal.negative_carry_over ?? 'carry';
  if (carry === 'carry') return w.say('carry');
  if (carry === 'reset') return w.say('reset');
  return w.say('carryCap', { amount: w.money(carry.cap, deal.currency) });
}

function cpaWords(deal: DealDocument, w: DealWords): string[] {
  const cpa = deal.cpa;
  // A CPA of 0.00 with no tier paying more is no CPA (today's plans without one became such deals).
  if (!cpa || !dealPaysCpa(deal)) return [w.say('noCpa')];
  const money = (amount: string) => w.money(amount, deal.currency);
  const qualify = cpa.qualify ?? {};
  const criteria: string[] = [];
  criteria.push(
    qualify.first_deposit_min && /[1-9]/.test(qualify.first_deposit_min)
      ? w.say('firstDepositMin', { amount: money(qualify.first_deposit_min) })
      : w.say('firstDeposit'),
  );
  if (qualify.deposits_min) criteria.push(w.say('depositsMin', { amount: money(qualify.deposits_min) }));
  if (qualify.turnover_min) criteria.push(w.say('turnoverMin', { amount: money(qualify.turnover_min) }));
  const amount = money(cpa.amount);
  const lines = [
    qualify.window_days
      ? w.say('cpaWithin', { amount, days: qualify.window_days, criteria: w.list(criteria) })
      : w.say('cpa', { amount, criteria: w.list(criteria) }),
  ];
  for (const tier of cpa.tiers ?? [])
    lines.push(w.say('cpaTier', { count: tier.from, amount: money(tier.amount) }));
  if (cpa.monthly_cap) lines.push(w.say('cap', { count: cpa.monthly_cap }));
  lines.push(w.say('cpaWhateverNgr'));
  return lines;
}

/** Whether the deal pays any CPA: an amount, or a CPA tier's amount, above 0. */
export function dealPaysCpa(deal: DealDocument): boolean {
  const cpa = deal.cpa;
  return (
    !!cpa &&
    [cpa.amount, ...(cpa.tiers ?? []).map((tier) => tier.amount)].some((amount) => /[1-9]/.test(amount))
  );
}

/** What the deal pays, a sentence a line, in English or in the words given. */
export function dealSummary(deal: DealDocument, w: DealWords = englishDealWords): string[] {
  const fee =
    deal.admin_fee_rate && /[1-9]/.test(deal.admin_fee_rate)
      ? w.say('adminFee', { rate: w.percent(deal.admin_fee_rate) })
      : w.say('noAdminFee');
  return [
    ...revenueShareWords(deal, w),
    fee,
    carryWords(deal, w),
    ...cpaWords(deal, w),
    ...subAffiliateWords(deal, w),
  ];
}

/** What the deal pays on sub-affiliates, if anything. */
function subAffiliateWords(deal: DealDocument, w: DealWords): string[] {
  const part = deal.sub_affiliates;
  if (!part) return [];
  if ('per_qualified_player' in part)
    return [
      w.say('subPerPlayer', {
        amount: w.money(part.per_qualified_player, deal.currency),
        months: part.months,
      }),
    ];
  return [
    w.say(part.share_of === 'commission' ? 'subShareCommission' : 'subShareNgr', {
      rate: w.percent(part.rate),
      months: part.months,
    }),
  ];
}
