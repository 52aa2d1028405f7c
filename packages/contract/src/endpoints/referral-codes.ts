import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { isoDateTime } from '../common/primitives.ts';
import { referralCode } from '../common/players.ts';
import { affiliateParams } from './dashboard.ts';

/**
 * The affiliate's referral codes: the default one every affiliate has, and the ones it creates (one per
 * site or channel, so each can be followed apart). A code is unique across the brand, case-insensitively,
 * and never deleted: links already published keep working and players keep their attribution.
 */

/** Most codes one affiliate may hold, its default code included. */
export const REFERRAL_CODES_MAX = 20;

export const referralCodeRecord = z.object({
  code: z.string(),
  is_default: z.boolean(),
  /** The plain tracking link of the code (`/r/{code}`); add `?sub=...` to tell placements apart. */
  tracking_url: z.string(),
  /** Clicks through the code's links, bots not counted. */
  clicks: z.number().int().min(0),
  created_at: isoDateTime,
});
export type ReferralCodeRecord = z.infer<typeof referralCodeRecord>;

export const referralCodeList = endpoint({
  method: 'GET',
  path: '/api/v1/affiliate/{id}/referral-codes',
  access: 'member',
  owner: 'id',
  summary: "The affiliate's referral codes, the default one first",
  tags: ['referral codes'],
  params: affiliateParams,
  response: dataEnvelope(z.array(referralCodeRecord)),
});

export const createReferralCodeRequest = z.object({ code: referralCode });
export type CreateReferralCodeRequest = z.infer<typeof createReferralCodeRequest>;

export const REFERRAL_CODE_TAKEN = 'This code is already taken. Try another one.';
export const REFERRAL_CODES_LIMIT_REACHED = `You can have at most ${REFERRAL_CODES_MAX} referral codes.`;

export const createReferralCode = endpoint({
  method: 'POST',
  path: '/api/v1/affiliate/{id}/referral-codes',
  access: 'member',
  owner: 'id',
  summary: 'Create a referral code (422 on `code` when it is taken or the limit is reached)',
  tags: ['referral codes'],
  params: affiliateParams,
  body: createReferralCodeRequest,
  status: 201,
  response: dataEnvelope(referralCodeRecord),
});
