import type { DealDocument } from './deal-document.ts';

/**
 * What a deal pays, in plain words, a sentence a line: the console's Deals screen, the CLI's `deals
 * list`, the portal's Commission screen and the API all say it the same way. Rates are percentages,
 * amounts money in the deal's currency (English, as the rest of the product is until the languages
 * issue).
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

const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const productName = (product: string) => product.charAt(0).toUpperCase() + product.slice(1);

function revenueShareWords(deal: DealDocument): string[] {
  const share = deal.revenue_share;
  if (!share) return ['No revenue share.'];
  const money = (amount: string) => dealMoney(amount, deal.currency);
  const tiers = share.tiers;
  const byDepositors = share.tier_by === 'first_depositors';
  const threshold = (from: string) =>
    byDepositors ? `${Number(from)} first depositors in the month` : `${money(from)} of NGR`;
  const lines: string[] = [];
  if (share.mode === 'flat' || tiers.length === 1)
    lines.push(`Revenue share: ${dealPercent(tiers[0]!.rate)} of NGR.`);
  else if (share.mode === 'tiered')
    lines.push(
      `Revenue share, tiered: ${dealPercent(tiers[0]!.rate)} of NGR; ${tiers
        .slice(1)
        .map((tier) => `${dealPercent(tier.rate)} from ${threshold(tier.from)}`)
        .join('; ')}. The whole month is paid at the tier reached.`,
    );
  else
    lines.push(
      `Revenue share by bands of NGR: ${tiers
        .map((tier, index) => {
          const next = tiers[index + 1];
          return next
            ? `${dealPercent(tier.rate)} from ${money(tier.from)} to ${money(next.from)}`
            : `${dealPercent(tier.rate)} above ${money(tier.from)}`;
        })
        .join('; ')}. Each band is paid at its own rate.`,
    );
  const products = Object.entries(share.product_rates ?? {});
  if (products.length > 0)
    lines.push(
      `${listed(products.map(([product, rate]) => `${productName(product)} NGR at ${dealPercent(rate!)}`))}, instead of the tier’s rate.`,
    );
  return lines;
}

function carryWords(deal: DealDocument): string {
  const carry = deal.negative_carry_over ?? 'carry';
  if (carry === 'carry')
    return 'A negative month is carried into the next and earned back before revenue share is paid.';
  if (carry === 'reset') return 'A negative month is not carried over: each month starts from zero.';
  return `A negative month is carried into the next, up to ${dealMoney(carry.cap, deal.currency)}.`;
}

function cpaWords(deal: DealDocument): string[] {
  const cpa = deal.cpa;
  // A CPA of 0.00 with no tier paying more is no CPA (today's plans without one became such deals).
  if (!cpa || !dealPaysCpa(deal)) return ['No CPA.'];
  const money = (amount: string) => dealMoney(amount, deal.currency);
  const qualify = cpa.qualify ?? {};
  const criteria: string[] = [];
  criteria.push(
    qualify.first_deposit_min && /[1-9]/.test(qualify.first_deposit_min)
      ? `makes a first deposit of at least ${money(qualify.first_deposit_min)}`
      : 'makes a first deposit',
  );
  if (qualify.deposits_min) criteria.push(`deposits at least ${money(qualify.deposits_min)} in all`);
  if (qualify.turnover_min) criteria.push(`wagers at least ${money(qualify.turnover_min)}`);
  const within = qualify.window_days
    ? ` within ${qualify.window_days} day${qualify.window_days === 1 ? '' : 's'} of registering (the registration day is day 1)`
    : '';
  const lines = [`CPA: ${money(cpa.amount)} per player who${within} ${listed(criteria)}.`];
  for (const tier of cpa.tiers ?? [])
    lines.push(`From ${tier.from} qualified players in a month, every one is paid ${money(tier.amount)}.`);
  if (cpa.monthly_cap)
    lines.push(
      cpa.monthly_cap === 1
        ? 'At most 1 player is paid a month; the rest are over the cap.'
        : `At most ${cpa.monthly_cap} players are paid a month; the rest are over the cap.`,
    );
  lines.push('The CPA is paid whatever the NGR.');
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

/** What the deal pays, a sentence a line. */
export function dealSummary(deal: DealDocument): string[] {
  const fee =
    deal.admin_fee_rate && /[1-9]/.test(deal.admin_fee_rate)
      ? `Admin fee: ${dealPercent(deal.admin_fee_rate)} of win/loss, taken off NGR.`
      : 'No admin fee.';
  return [...revenueShareWords(deal), fee, carryWords(deal), ...cpaWords(deal)];
}
