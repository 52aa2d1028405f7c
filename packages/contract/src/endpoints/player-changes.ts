import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope, pageQuery, pagedEnvelope } from '../common/envelope.ts';
import { customerId, referralCode } from '../common/players.ts';
import { currencyCode, isoDate, isoDateTime, memberId, moneyAmount } from '../common/primitives.ts';
import { affiliateParams } from './dashboard.ts';
import { dealMonth } from './deals.ts';
import { operatorReason } from './operator-affiliates.ts';

/**
 * The change log (issue 39): every change that moves players or money away from an affiliate, shown to
 * the affiliate concerned, newest first. A player moved to another affiliate writes one entry on each
 * side; neither ever names the other affiliate (no id, no name, no code of theirs). An operator is
 * "the program team" to the affiliate: the console sees the operator's name, the portal never does.
 *
 * Who changes what:
 * - a player feed row with another affiliate's code, `"move": true` and a `"reason"` (feed, file, pull);
 * - an operator in the console: move (to another affiliate's code of the same brand), delete, mark as a
 *   duplicate of another player, each with a reason (marketing and admins; finance and support read);
 * - the activity feed restating a day of a closed month (the day's figures before and after);
 * - a CPA reversed (`cpa-reversals.ts`), a deal assigned or its version changed (`deals.ts`).
 *
 * Figures: a player moved counts for its new affiliate from the day of the move on; the months already
 * closed stay with the old one (their commission is paid). A deleted or duplicate player stops counting
 * from the day of the change; closed months keep it.
 */

export const playerChangeKinds = [
  'player_moved_out',
  'player_moved_in',
  'player_deleted',
  'player_duplicate',
  'activity_restated',
  'cpa_reversed',
  'deal_changed',
] as const;
export const playerChangeKind = z.enum(playerChangeKinds);
export type PlayerChangeKind = z.infer<typeof playerChangeKind>;

/**
 * What made the change: the JSON feed, a CSV file, a scheduled pull, an operator in the console (or a
 * machine's operator token), or a month's close.
 */
export const playerChangeBy = z.enum(['feed', 'file', 'pull', 'operator', 'close']);
export type PlayerChangeBy = z.infer<typeof playerChangeBy>;

export const PLAYER_MOVE_REASON_REQUIRED =
  'A player of another affiliate moves only with "move": true and a "reason" (the affiliates read it).';
export const PLAYER_ATTRIBUTION_PERMANENT =
  'This player belongs to another affiliate: attribution is permanent unless the row says "move": true with a "reason".';
export const PLAYER_MOVE_OTHER_BRAND = 'A player moves only to a code of its own brand.';
export const PLAYER_MOVE_OTHER_CURRENCY =
  'A player moves only to an affiliate paid in the same currency as its affiliate now.';
export const PLAYER_MOVE_ONLY_CODE =
  'A row that moves a player changes only its referral code and click: send other changes in another row.';
export const PLAYER_MOVE_SAME_AFFILIATE = 'The player already belongs to the affiliate of this code.';
export const PLAYER_NOT_FOUND = 'There is no player with this customer id.';
export const PLAYER_ALREADY_REMOVED = 'This player is already deleted or marked as a duplicate.';
export const PLAYER_DUPLICATE_OF_ITSELF = 'A player cannot be a duplicate of itself.';
export const PLAYER_DUPLICATE_OF_UNKNOWN = 'There is no player with this customer id to be a duplicate of.';
export const REFERRAL_CODE_NOT_FOUND = 'There is no referral code like this.';

/** A day's figures as the affiliate's reports show them, in the affiliate's currency. */
export const restatedDayFigures = z.object({
  deposits: moneyAmount,
  withdrawals: moneyAmount,
  turnover: moneyAmount,
  winloss: moneyAmount,
  bonuses: moneyAmount,
  /** Win/loss minus bonuses. */
  ngr: moneyAmount,
});
export type RestatedDayFigures = z.infer<typeof restatedDayFigures>;

/** A deal as the affiliate reads it: its name, version and what it pays in words (the affiliate's language). */
export const dealTerms = z.object({
  name: z.string(),
  version: z.number().int().min(1),
  currency: currencyCode,
  summary: z.array(z.string()),
});
export type DealTerms = z.infer<typeof dealTerms>;

/** A player leaving or joining the affiliate (moved, deleted, duplicate). */
const playerDetails = z.object({
  /** The affiliate's own code the player had (moved out, deleted, duplicate) or now has (moved in). */
  referral_code: z.string().nullable(),
  /**
   * Moved out, deleted, duplicate: the first day the player no longer counts for the affiliate; moved
   * in: the first day it counts. Months closed before it stay as they were paid.
   */
  effective_from: isoDate,
});

const entryBase = z.object({
  id: z.number().int().positive(),
  happened_at: isoDateTime,
  /** The player concerned; null for a change to the affiliate's deal or a day of several players. */
  customer_id: customerId.nullable(),
  brand: z.string().nullable(),
  /** The day concerned (a restated day), or null. */
  day: isoDate.nullable(),
  /**
   * The money effect where it is known, in `currency` (the affiliate's): a restated day's NGR after minus
   * before, a reversed CPA's amount (negative: taken back). Null when nothing is measured.
   */
  amount: moneyAmount.nullable(),
  currency: currencyCode.nullable(),
  by: playerChangeBy,
  /** The file or pull that carried it (`by`: file or pull). */
  upload_id: z.number().int().positive().nullable(),
  /** Why, as the operator or the feed said it. */
  reason: z.string().nullable(),
});

/** One change as the affiliate reads it: never another affiliate, never an operator's name. */
export const playerChange = z.discriminatedUnion('kind', [
  entryBase.extend({ kind: z.literal('player_moved_out'), details: playerDetails }),
  entryBase.extend({ kind: z.literal('player_moved_in'), details: playerDetails }),
  entryBase.extend({ kind: z.literal('player_deleted'), details: playerDetails }),
  entryBase.extend({
    kind: z.literal('player_duplicate'),
    details: playerDetails.extend({
      /** The player it duplicates, when that player is the affiliate's own; else null. */
      of_customer_id: customerId.nullable(),
    }),
  }),
  entryBase.extend({
    kind: z.literal('activity_restated'),
    details: z.object({
      /** The affiliate's players whose day changed. */
      players: z.number().int().min(1),
      /** The day's figures of those players, before and after, in the affiliate's currency. */
      before: restatedDayFigures,
      after: restatedDayFigures,
      /** The closed month the day belongs to (YYYY-MM): its difference is settled at the next close. */
      month: dealMonth,
    }),
  }),
  entryBase.extend({
    kind: z.literal('cpa_reversed'),
    details: z.object({
      qualified_on: isoDate,
      /** Whether a closed month had paid it (then `amount` is taken back at the next close). */
      paid: z.boolean(),
    }),
  }),
  entryBase.extend({
    kind: z.literal('deal_changed'),
    details: z.object({
      /** The deal before (null when there was none), and after (null when a brand's own deal ended). */
      before: dealTerms.nullable(),
      after: dealTerms.nullable(),
      /** The month the change applies from. */
      from_month: dealMonth,
    }),
  }),
]);
export type PlayerChange = z.infer<typeof playerChange>;

export const playerChangesQuery = pageQuery.extend({
  kind: playerChangeKind.optional(),
  customer_id: customerId.optional(),
});
export type PlayerChangesQuery = z.infer<typeof playerChangesQuery>;

export const affiliateChanges = endpoint({
  method: 'GET',
  path: '/api/v1/affiliate/{id}/changes',
  access: 'member',
  owner: 'id',
  tokenScope: 'players:read',
  summary:
    "The affiliate's change log, newest first: players moved out or in, deleted or marked duplicate, closed months' activity restated, CPAs reversed, deal changes; each with when, by what and why",
  tags: ['referrals'],
  params: affiliateParams,
  query: playerChangesQuery,
  response: pagedEnvelope(playerChange),
});

/** One change as the console sees it: whose log it is on, and the operator who made it. */
export const operatorPlayerChange = z.object({
  id: z.number().int().positive(),
  kind: playerChangeKind,
  happened_at: isoDateTime,
  /** The affiliate whose log the entry is on. */
  member_id: memberId,
  member_username: z.string(),
  customer_id: customerId.nullable(),
  brand: z.string().nullable(),
  day: isoDate.nullable(),
  amount: moneyAmount.nullable(),
  currency: currencyCode.nullable(),
  details: z.record(z.string(), z.unknown()),
  by: playerChangeBy,
  upload_id: z.number().int().positive().nullable(),
  /** The operator's name (console) or the token's label; null for a feed, a file, a pull. */
  by_operator: z.string().nullable(),
  reason: z.string().nullable(),
});
export type OperatorPlayerChange = z.infer<typeof operatorPlayerChange>;

export const operatorPlayerParams = z.object({ customerId });

/** Moving a player to another affiliate: the referral code (of the player's brand) it now counts under. */
export const movePlayerRequest = z.object({ to_referral_code: referralCode, reason: operatorReason });
export const deletePlayerRequest = z.object({ reason: operatorReason });
export const duplicatePlayerRequest = z.object({ of_customer_id: customerId, reason: operatorReason });

/** What an operator's action wrote: the entries of every affiliate concerned. */
const writtenChanges = dataEnvelope(z.array(operatorPlayerChange));

export const movePlayer = endpoint({
  method: 'POST',
  path: '/api/v1/operator/players/{customerId}/move',
  access: 'operator',
  roles: ['marketing'],
  owner: null,
  summary:
    'Move a player to the affiliate of another referral code of its brand, with a reason both affiliates read: it counts for the new one from today, closed months stay with the old one (404 unknown player or code, 409 deleted or already that affiliate’s, 422 another brand); audited',
  tags: ['operator'],
  params: operatorPlayerParams,
  body: movePlayerRequest,
  response: writtenChanges,
});

export const deletePlayer = endpoint({
  method: 'POST',
  path: '/api/v1/operator/players/{customerId}/delete',
  access: 'operator',
  roles: ['marketing'],
  owner: null,
  summary:
    'Delete a player with a reason the affiliate reads: it and its activity stop counting from today, closed months keep it (404 unknown, 409 already deleted or a duplicate); audited',
  tags: ['operator'],
  params: operatorPlayerParams,
  body: deletePlayerRequest,
  response: writtenChanges,
});

export const markPlayerDuplicate = endpoint({
  method: 'POST',
  path: '/api/v1/operator/players/{customerId}/duplicate',
  access: 'operator',
  roles: ['marketing'],
  owner: null,
  summary:
    'Mark a player as a duplicate of another, with a reason the affiliate reads: it stops counting from today, closed months keep it (404 unknown, 409 already deleted or a duplicate, 422 itself); audited',
  tags: ['operator'],
  params: operatorPlayerParams,
  body: duplicatePlayerRequest,
  response: writtenChanges,
});

export const playerChangeHistory = endpoint({
  method: 'GET',
  path: '/api/v1/operator/players/{customerId}/changes',
  access: 'operator',
  roles: ['finance', 'support', 'marketing'],
  owner: null,
  summary:
    'Every change-log entry about a player, on every affiliate’s log, newest first, with the operator who made it (404 unknown player)',
  tags: ['operator'],
  params: operatorPlayerParams,
  response: dataEnvelope(z.array(operatorPlayerChange)),
});
