import type { ReportFigure } from '@affiliate/contract';

/**
 * What each report figure means, so a number can be traced to its inputs. The figures are the
 * dashboard's, split by where the traffic came from.
 */
export const reportDefinitions: Readonly<Record<ReportFigure | 'source', string>> = Object.freeze({
  source:
    "A player's source is the click the brand fed back with the player (its code, sub-IDs, banner and campaign) and the player's " +
    'country; a player without a click counts under the referral code with no sub-IDs, banner or campaign. Clicks have no country.',
  clicks:
    'Visits through your tracking links on the UTC day of the click; crawlers and link previews are not counted.',
  signups: 'Players who signed up through your links, counted on the day they joined.',
  registrations: 'Players who completed registration, counted on the UTC date of their registration.',
  first_depositors:
    'Players whose first deposit (their first day with deposits above zero) falls in the period.',
  first_deposit_amount: "Sum of those players' deposits on their first deposit day.",
  deposits: "Sum of the players' deposits.",
  ngr: 'Net gaming revenue: win/loss minus bonuses minus the admin fee of your plan on win/loss (rounded to cents).',
  commission:
    "NGR × your plan's revenue share (nothing when a row's NGR is negative) plus the CPA for each first depositor who qualified, " +
    "with the plan of the period's last month. Before carry-over: what a closed month credits is on your statement.",
});
