import type { DashboardFigure, ReportFigure } from '@affiliate/contract';
import { boundedMemo } from './bounded-memo.ts';
import type { CommissionPlan } from './figure-row.ts';

/**
 * What each figure means, as the dashboard and the reports show it beside the numbers, so a number can
 * be traced to its inputs. The rule the NGR and commission sentences state is calculate.ts's.
 */

const registrations = 'Players who completed registration, counted on the UTC date of their registration.';
const firstDepositAmount = "Sum of those players' deposits on their first deposit day.";

/**
 * How amounts a brand reports in another currency become the affiliate's (issue 35), stated where the
 * figures are: the rule of modules/ingest/conversion.ts.
 */
export function conversionRule(currency: string): string {
  return (
    `Every amount is in ${currency}. A brand that reports in another currency is converted day by day: each player's day at ` +
    "that day's reference rate set by the program (the latest earlier rate when the day has none of its own), rounded once " +
    'to the cent, half away from zero; a figure is the sum of those converted days. Your statement lists the rates used.'
  );
}

/** How a closed month's commission is shown by brand on the statement: the rule of modules/commission/brand-lines.ts. */
const brandShares =
  "Your statement shows each brand's commission on its own line: the brand's CPA, and its NGR × the revenue share (negative " +
  'for a brand that lost money); the admin fee and the revenue share are split by largest remainders so that the lines add up ' +
  'to the total to the cent. The revenue share of late activity and of a negative carried in belongs to no brand.';

/** How a month is paid under a deal (issue 36): the rule of deal-engine.ts and cpa-status.ts, in words. */
export const dealRule =
  "A month's commission is worked out under your deal, as its close will be (the Commission screen shows every input). " +
  'The base is the month’s NGR plus late NGR of closed months plus a negative carried in. A flat deal pays the base at its rate; ' +
  'a tiered deal pays the whole base at the rate of the highest tier the base (or the month’s first depositors) reaches; a ' +
  'ladder pays each band of the base at its own rate; a product with a rate of its own has its NGR paid at that rate instead. ' +
  'Nothing is paid on a base of 0 or less; each amount is rounded half-up to the cent once. A negative base is carried into ' +
  'the next month whole, up to a cap, or not at all, as your deal says. CPA: a player qualifies on the first day, within the ' +
  'deal’s window counted from registration (day 1), on which every criterion holds (the first deposit, and deposits and ' +
  'turnover since registration, each at least the deal’s minimum); it is paid in the month the player qualifies, at the ' +
  'amount of the CPA tier the month’s qualified players reach, up to the monthly cap, whatever the NGR.';

/** The money figures of the dashboard, whose definitions end with the conversion rule. */
const converted = (definition: string, currency: string) => `${definition} ${conversionRule(currency)}`;

/** A rate stored as a fraction (0.3000) written as a percentage (30%). */
export function percent(rate: string): string {
  const [whole = '0', fraction = ''] = (Number(rate) * 100).toFixed(2).split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return `${whole}${trimmed ? `.${trimmed}` : ''}%`;
}

/**
 * What each dashboard figure means, one sentence each, with the affiliate's own plan filled in, so
 * every number on the dashboard can be traced to its inputs. Few distinct plans exist: their sentences
 * are written once each rather than on every request.
 */
export const figureDefinitions = boundedMemo(
  1_000,
  (plan: CommissionPlan, currency: string) =>
    [
      plan.revenue_share,
      plan.admin_fee_rate,
      plan.cpa_amount,
      plan.cpa_min_deposit,
      plan.negative_carry_over,
      currency,
    ].join('|'),
  (plan, currency): Record<DashboardFigure, string> =>
    Object.freeze({
      clicks:
        'Visits through your tracking links, counted the moment they happen (UTC day of the click); crawlers and link previews are ' +
        'not counted. A click comes before a player picks a product, so the category filter does not narrow it.',
      signups: 'Players who signed up through your links, counted on the day they joined (date_joined).',
      registrations,
      first_depositors:
        'Players whose first deposit (their first day with deposits above zero) falls in the bucket.',
      first_deposit_amount: converted(firstDepositAmount, currency),
      deposits: converted("Sum of your players' deposits.", currency),
      turnover: converted('Sum of the stakes your players placed.', currency),
      winloss: converted(
        "The house's win/loss on your players: stakes minus payouts, negative when players won.",
        currency,
      ),
      bonuses: converted('Bonuses granted to your players.', currency),
      ngr: `Net gaming revenue: win/loss minus bonuses minus the admin fee of ${percent(plan.admin_fee_rate)} of win/loss (rounded to cents).`,
      estimated_commission:
        `Per bucket: NGR × your deal's first rate of ${percent(plan.revenue_share)} (rounded to cents; nothing when NGR is negative) plus ${plan.cpa_amount} ${currency} CPA ` +
        `for each first depositor whose first deposit was at least ${plan.cpa_min_deposit} ${currency}, with the deal of the range's last month. ` +
        'For the current period from its first day, the total is what closing the period would credit now, under your whole deal: late activity of closed periods ' +
        (plan.negative_carry_over
          ? 'and a negative NGR carried in from the last closed period count too. '
          : 'counts too; your deal carries no negative NGR from one period to the next. ') +
        'An estimate until the period is closed. ' +
        dealRule +
        ' ' +
        brandShares,
    }),
);

/**
 * The report's definitions: the dashboard's figures, split by where the traffic came from. A report's
 * rows are priced with the plan of the range's last month, so the sentences name no rates.
 */
export const reportDefinitions: Readonly<
  Record<ReportFigure | 'source' | 'brand' | 'product' | 'currency', string>
> = Object.freeze({
  source:
    "A player's source is the click the brand fed back with the player (its code, sub-IDs, banner and campaign) and the player's " +
    'country; a player without a click counts under the referral code with no sub-IDs, banner or campaign. A click counts under the country of ' +
    'the visitor\'s address ("Not known" when the address is not public or no country is known for it); the address itself is not kept.',
  brand:
    "A player's brand is the brand of the referral code the player came through, a click's the brand of its link's code: " +
    'grouped or filtered by brand, a row counts the players and clicks of your codes of that brand.',
  product:
    "A player's product is the category the brand reports the player in (casino, sports, live casino, poker). " +
    'Clicks come before a player picks a product: grouped by product they do not apply (n/a).',
  clicks:
    'Visits through your tracking links on the UTC day of the click; crawlers and link previews are not counted.',
  signups: 'Players who signed up through your links, counted on the day they joined.',
  registrations,
  first_depositors:
    'Players whose first deposit (their first day with deposits above zero) falls in the period.',
  first_deposit_amount: firstDepositAmount,
  deposits: "Sum of the players' deposits.",
  ngr: 'Net gaming revenue: win/loss minus bonuses minus the admin fee of your plan on win/loss (rounded to cents).',
  commission:
    "NGR × your deal's first rate (nothing when a row's NGR is negative) plus the CPA for each first depositor who qualified, " +
    "with the deal of the period's last month. Before tiers and carry-over: what a closed month credits is on your statement. " +
    dealRule +
    ' ' +
    brandShares,
  currency: conversionRule('your currency'),
});
