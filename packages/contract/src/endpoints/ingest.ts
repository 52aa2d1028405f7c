import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { countryCode, currencyCode, isoDate, isoDateTime, moneyAmount } from '../common/primitives.ts';
import { customerId, playerCategory, referralCode } from '../common/players.ts';
import { feedFileAccepts } from './feed-files.ts';
import { brandCodeText } from './referral-codes.ts';
import { clickId } from './tracking.ts';

/**
 * Data in from the brand's platform, server to server with an operator token. A batch is stored whole
 * or not at all: one bad row is a 422 naming it (`players.12.referral_code`) and nothing is written.
 */
export const INGEST_BATCH_MAX = 10_000;

export const playerRecord = z.object({
  customer_id: customerId,
  referral_code: referralCode,
  /** Signed up through the affiliate's link. */
  date_joined: isoDate,
  /** Completed registration; null while pending. */
  registered_at: isoDateTime.nullable().default(null),
  category: playerCategory,
  country: countryCode,
  /**
   * The click the player came through, as the landing page received it (`click_id`): the player is
   * attributed to that click's sub-IDs, banner and campaign. The click must be of the row's referral
   * code; once a player has a click, another is refused. Absent or null keeps what the player has.
   */
  click_id: clickId.nullable().default(null),
  /**
   * The brand the player signed up with (its code), to check: the player is always of the brand of its
   * referral code, and a row naming another brand, or no brand at all, is refused on its `brand`.
   */
  brand: brandCodeText.optional(),
});
export type PlayerRecord = z.infer<typeof playerRecord>;

export const upsertPlayers = endpoint({
  method: 'PUT',
  path: '/api/v1/operator/players',
  access: 'operator',
  roles: [],
  summary:
    'Create or update referred players (up to 10,000 per request); the referral code decides the affiliate',
  tags: ['operator'],
  body: z.object({ players: z.array(playerRecord).min(1).max(INGEST_BATCH_MAX) }),
  accepts: feedFileAccepts,
  response: dataEnvelope(z.object({ created: z.number().int(), updated: z.number().int() })),
});

const nonNegative = moneyAmount.refine((v) => !v.startsWith('-'), 'Amount must not be negative.');

/** One player's day. Win/loss is the house's (stakes minus payouts) and may be negative. */
export const activityRecord = z.object({
  customer_id: customerId,
  day: isoDate,
  currency: currencyCode,
  deposits: nonNegative,
  withdrawals: nonNegative,
  turnover: nonNegative,
  winloss: moneyAmount,
  bonuses: nonNegative,
});
export type ActivityRecord = z.infer<typeof activityRecord>;

export const ingestActivity = endpoint({
  method: 'PUT',
  path: '/api/v1/operator/activity',
  access: 'operator',
  roles: [],
  summary:
    'Store player activity per day (up to 10,000 rows per request). Idempotent per (player, day): a resend replaces the day, never adds to it',
  tags: ['operator'],
  body: z.object({ rows: z.array(activityRecord).min(1).max(INGEST_BATCH_MAX) }),
  accepts: feedFileAccepts,
  response: dataEnvelope(
    z.object({ inserted: z.number().int(), replaced: z.number().int(), as_of: isoDateTime }),
  ),
});
