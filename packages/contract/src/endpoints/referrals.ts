import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { pagedEnvelope } from '../common/envelope.ts';
import { countryCode, currencyCode, isoDate, isoDateTime, moneyAmount } from '../common/primitives.ts';
import { viewBrands, brandFilter } from '../common/brand-filter.ts';
import { customerId, playerCategory, queryBoolean } from '../common/players.ts';
import { cpaStatus, playerCpaStatus } from '../common/cpa-status.ts';
import { affiliateParams } from './dashboard.ts';

export const PLAYERS_PAGE_SIZE_DEFAULT = 10;
export const PLAYERS_PAGE_SIZE_MAX = 100;

/**
 * The referred players' filters (the specification's "member filters"). `year` (and `month` within it) select the players who joined in
 * that period, and the figures are the players' activity in the same period; without them, all time.
 * `registered`/`deposited` true keep only players who completed registration / made a first deposit;
 * false does not filter.
 */
const playerFilterFields = {
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  month: z.coerce.number().int().min(1).max(12).optional(),
  category: playerCategory.optional(),
  /** A brand's code: the players who came through the affiliate's codes of that brand. */
  brand: brandFilter.optional(),
  registered: queryBoolean.default(false),
  deposited: queryBoolean.default(true),
};

/** A month means a month of a chosen year. */
function monthNeedsYear<S extends z.ZodType<{ year?: number; month?: number }>>(schema: S) {
  return schema.refine((q) => q.month === undefined || q.year !== undefined, {
    path: ['month'],
    message: 'Choose a year with the month.',
  });
}

export const playerListQuery = monthNeedsYear(
  z.object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    per_page: z.coerce.number().int().min(1).max(PLAYERS_PAGE_SIZE_MAX).default(PLAYERS_PAGE_SIZE_DEFAULT),
    ...playerFilterFields,
  }),
);
export type PlayerListQuery = z.infer<typeof playerListQuery>;

/**
 * A referred player's row as the gateway sends it (the specification's "referred member row"; the portal
 * derives memberId, dateJoined, dateRegistered from it).
 */
export const referredPlayerRecord = z.object({
  customer_id: customerId,
  date_joined: isoDate,
  registered_at: isoDateTime.nullable(),
  category: playerCategory,
  /** The brand's code: the brand of the referral code the player came through. */
  brand: z.string(),
  country: countryCode,
  first_deposit_date: isoDate.nullable(),
  first_deposit_amount: moneyAmount.nullable(),
  deposits: moneyAmount,
  withdrawals: moneyAmount,
  turnover: moneyAmount,
  winloss: moneyAmount,
  bonuses: moneyAmount,
});
export type ReferredPlayerRecord = z.infer<typeof referredPlayerRecord>;

/**
 * A player as the players list shows it: the record and its CPA status under the affiliate's deal as of
 * today (common/cpa-status.ts), so a CPA is never cancelled without a word. All three are null when the
 * deal pays no CPA.
 */
export const listedPlayer = referredPlayerRecord.extend({
  cpa_status: cpaStatus.nullable(),
  /** In words: "Turnover €120.00 of €200.00 — 12 days left", "Reversed by the program on …: reason". */
  cpa_reason: z.string().nullable(),
  cpa_qualified_on: isoDate.nullable(),
});
export type ListedPlayer = z.infer<typeof listedPlayer>;

export const playerList = endpoint({
  method: 'GET',
  path: '/api/v1/affiliate/{id}/member',
  access: 'member',
  owner: 'id',
  tokenScope: 'players:read',
  summary: "The affiliate's referred players, newest first, with their figures for the filter's period",
  tags: ['referrals'],
  params: affiliateParams,
  query: playerListQuery,
  /** `brands`: the brands the affiliate has codes of (the brand filter's choices). */
  response: pagedEnvelope(listedPlayer, { currency: z.string(), brands: viewBrands }),
});

/** Most rows one export may hold; a larger result asks the affiliate to narrow the filter. */
export const PLAYERS_EXPORT_MAX_ROWS = 100_000;

export const playerExportQuery = monthNeedsYear(
  z.object({ format: z.enum(['csv', 'json']).default('csv'), ...playerFilterFields }),
);
export type PlayerExportQuery = z.infer<typeof playerExportQuery>;

/**
 * Every row of the current filter (not just one page), as a download. CSV cells that a spreadsheet
 * would run as a formula are neutralised. The response is the file itself, not a `{data}` envelope.
 */
export const playerExport = endpoint({
  method: 'GET',
  path: '/api/v1/affiliate/{id}/member/export',
  access: 'member',
  owner: 'id',
  tokenScope: 'players:read',
  summary:
    'Download every referred player of the current filter as CSV or JSON (formulas neutralised in CSV)',
  tags: ['referrals'],
  params: affiliateParams,
  query: playerExportQuery,
  response: z.string(),
});

/** Most months one player's page lists (the newest): twenty years. */
export const PLAYER_MONTHS_MAX = 240;

export const playerMonthsParams = affiliateParams.extend({ playerId: customerId });

/**
 * One month of one referred player: the player's figures (player_monthly) and what the player earned
 * the affiliate in it, by the rule of the month's commission with the plan of that month. NGR is the
 * player's win/loss minus bonuses minus the plan's admin fee on the player's win/loss; revenue share
 * is that NGR × the month's revenue share, negative when the player's NGR is (such a player takes it
 * off the share the month pays on the affiliate's whole NGR); CPA is the plan's amount in the month of
 * the player's first deposit when it qualified (at least the plan's minimum).
 */
export const playerMonth = z.object({
  /** The month's first day, YYYY-MM-DD. */
  month: isoDate,
  deposits: moneyAmount,
  withdrawals: moneyAmount,
  turnover: moneyAmount,
  winloss: moneyAmount,
  bonuses: moneyAmount,
  admin_fee: moneyAmount,
  ngr: moneyAmount,
  /** The month's revenue share as a fraction ("0.3000" = 30 %); null when no plan covers the month. */
  revenue_share_rate: z.string().nullable(),
  revenue_share: moneyAmount,
  cpa: moneyAmount,
  /** revenue_share + cpa. */
  earned: moneyAmount,
  /** The month's commission has been closed: its figures were credited (late activity is credited with a later month). */
  closed: z.boolean(),
});
export type PlayerMonth = z.infer<typeof playerMonth>;

export const playerMonthTotals = playerMonth.omit({ month: true, revenue_share_rate: true, closed: true });
export type PlayerMonthTotals = z.infer<typeof playerMonthTotals>;

export const playerMonthsResponse = z.object({
  data: z.object({
    player: referredPlayerRecord,
    /** The player's CPA status with each criterion's progress; null when the deal pays no CPA. */
    cpa: playerCpaStatus.nullable(),
    /** Months with activity or a CPA, newest first, at most PLAYER_MONTHS_MAX. */
    months: z.array(playerMonth).max(PLAYER_MONTHS_MAX),
    /** The sums of the months listed. */
    totals: playerMonthTotals,
  }),
  meta: z.object({
    currency: currencyCode,
    /** What each figure means, so every number can be traced to its inputs. */
    definitions: z.record(z.string(), z.string()),
  }),
});
export type PlayerMonthsResponse = z.infer<typeof playerMonthsResponse>;

/**
 * One referred player's page: the player and, month by month, the player's figures and what the player
 * earned the affiliate (revenue share and CPA). Another affiliate's player is not found (404).
 */
export const playerMonths = endpoint({
  method: 'GET',
  path: '/api/v1/affiliate/{id}/member/{playerId}/months',
  access: 'member',
  owner: 'id',
  tokenScope: 'players:read',
  summary:
    'One referred player month by month: deposits, withdrawals, turnover, win/loss, bonuses, NGR and what the player earned the affiliate (revenue share and CPA)',
  tags: ['referrals'],
  params: playerMonthsParams,
  response: playerMonthsResponse,
});
