import Decimal from 'decimal.js';
import {
  errorCodes,
  PLAYER_MONTHS_MAX,
  type PlayerMonth,
  type PlayerMonthsResponse,
  type PlayerMonthTotals,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../http/api-error.ts';
import { playerCpaStatuses } from '../commission/player-cpa.ts';
import { findAffiliatePlayer, playerMonths } from './player-months-repository.ts';

export const PLAYER_NOT_FOUND = 'No player with this id was referred by you.';

/** What each figure of a player's month means; the rule is the month's commission's (figures/calculate.ts). */
export const playerMonthDefinitions: Readonly<Record<keyof PlayerMonthTotals, string>> = Object.freeze({
  deposits: "The player's deposits in the month (UTC).",
  withdrawals: "The player's withdrawals in the month.",
  turnover: 'The stakes the player placed in the month.',
  winloss: "The house's win/loss on the player: stakes minus payouts, negative when the player won.",
  bonuses: 'Bonuses granted to the player in the month.',
  admin_fee: "Your plan's admin fee for the month on the player's win/loss (rounded to cents).",
  ngr: "The player's net gaming revenue: win/loss minus bonuses minus the admin fee.",
  revenue_share:
    "The player's NGR × your revenue share of the month (rounded to cents). Negative when the player's NGR is: such a player " +
    "lowers the revenue share the month pays, which is worked out on all your players' NGR together (nothing is paid on a " +
    'negative month, and your plan may carry it into the next). The month as credited is on your statement.',
  cpa: "Your plan's CPA, in the month of the player's first deposit, when that deposit was at least the plan's minimum.",
  earned: 'Revenue share plus CPA: what the player brought you in the month.',
});

const SUMMED = [
  'deposits',
  'withdrawals',
  'turnover',
  'winloss',
  'bonuses',
  'admin_fee',
  'ngr',
  'revenue_share',
  'cpa',
  'earned',
] as const satisfies ReadonlyArray<keyof PlayerMonthTotals>;

function totalsOf(months: readonly PlayerMonth[]): PlayerMonthTotals {
  const totals = {} as PlayerMonthTotals;
  for (const figure of SUMMED)
    totals[figure] = months.reduce((sum, m) => sum.plus(m[figure]), new Decimal(0)).toFixed(2);
  return totals;
}

/** The player's page (playerMonths' answer), or 404 when the affiliate referred no such player. */
export async function buildPlayerMonths(
  ctx: AppContext,
  affiliateId: number,
  customerId: number,
): Promise<PlayerMonthsResponse> {
  const player = await findAffiliatePlayer(ctx.db, affiliateId, customerId);
  if (!player) throw new ApiError(404, PLAYER_NOT_FOUND, errorCodes.notFound);
  const [months, statuses] = await Promise.all([
    playerMonths(ctx.db, affiliateId, player.id, PLAYER_MONTHS_MAX),
    playerCpaStatuses(ctx.db, affiliateId, [customerId], ctx.config.now(), ctx.figures),
  ]);
  return {
    data: { player: player.record, cpa: statuses?.get(customerId) ?? null, months, totals: totalsOf(months) },
    meta: { currency: player.currency, definitions: playerMonthDefinitions },
  };
}

/** buildPlayerMonths' answer, kept until the affiliate's figures change (caches/figures-cache.ts). */
export function cachedPlayerMonths(
  ctx: AppContext,
  affiliateId: number,
  customerId: number,
): Promise<PlayerMonthsResponse> {
  // The CPA status is as of today (its days left): kept for the day at most.
  return ctx.figures.answerOfTheDay(
    affiliateId,
    `player-months:${affiliateId}:${customerId}`,
    ctx.config.now(),
    () => buildPlayerMonths(ctx, affiliateId, customerId),
    (answer) => answer.data.months.length,
  );
}
