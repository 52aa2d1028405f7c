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
import { translate, type Language } from '../../i18n/translate.ts';
import { boundedMemo } from '../figures/bounded-memo.ts';
import { playerCpaStatuses } from '../commission/player-cpa.ts';
import { findAffiliatePlayer, playerMonths } from './player-months-repository.ts';

export const PLAYER_NOT_FOUND = 'No player with this id was referred by you.';

/**
 * What each figure of a player's month means, in a language (the catalogs' `figures.playerMonth.*`); the
 * rule is the month's commission's (figures/calculate.ts).
 */
export const playerMonthDefinitions = boundedMemo(
  8,
  (language: Language = 'en') => language,
  (language = 'en'): Readonly<Record<keyof PlayerMonthTotals, string>> =>
    Object.freeze({
      deposits: translate(language, 'figures.playerMonth.deposits'),
      withdrawals: translate(language, 'figures.playerMonth.withdrawals'),
      turnover: translate(language, 'figures.playerMonth.turnover'),
      winloss: translate(language, 'figures.playerMonth.winloss'),
      bonuses: translate(language, 'figures.playerMonth.bonuses'),
      admin_fee: translate(language, 'figures.playerMonth.adminFee'),
      ngr: translate(language, 'figures.playerMonth.ngr'),
      revenue_share: translate(language, 'figures.playerMonth.revenueShare'),
      cpa: translate(language, 'figures.playerMonth.cpa'),
      earned: translate(language, 'figures.playerMonth.earned'),
    }),
);

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
  language: Language = 'en',
): Promise<PlayerMonthsResponse> {
  const player = await findAffiliatePlayer(ctx.db, affiliateId, customerId);
  if (!player) throw new ApiError(404, PLAYER_NOT_FOUND, errorCodes.notFound);
  const [months, statuses] = await Promise.all([
    playerMonths(ctx.db, affiliateId, player.id, PLAYER_MONTHS_MAX),
    playerCpaStatuses(ctx.db, affiliateId, [customerId], ctx.config.now(), ctx.figures, language),
  ]);
  return {
    data: { player: player.record, cpa: statuses?.get(customerId) ?? null, months, totals: totalsOf(months) },
    meta: { currency: player.currency, definitions: playerMonthDefinitions(language) },
  };
}

/** buildPlayerMonths' answer, kept until the affiliate's figures change (caches/figures-cache.ts). */
export function cachedPlayerMonths(
  ctx: AppContext,
  affiliateId: number,
  customerId: number,
  language: Language = 'en',
): Promise<PlayerMonthsResponse> {
  // The CPA status is as of today (its days left): kept for the day at most, one answer per language.
  return ctx.figures.answerOfTheDay(
    affiliateId,
    `player-months:${affiliateId}:${customerId}:${language}`,
    ctx.config.now(),
    () => buildPlayerMonths(ctx, affiliateId, customerId, language),
    (answer) => answer.data.months.length,

    // Counts no clicks: a click leaves it as it is.
    'none',
  );
}
