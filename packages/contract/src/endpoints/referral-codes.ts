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

/**
 * A brand's code as an affiliate names it (`goldline-br`): lower-case letters, digits and hyphens, 2 to 32
 * characters (migration 053).
 */
export const brandCodeText = z
  .string()
  .regex(/^[a-z0-9-]{2,32}$/, 'A brand is named by its code: 2 to 32 lower-case letters, digits or hyphens.');

export const referralCodeRecord = z.object({
  code: z.string(),
  is_default: z.boolean(),
  /** The brand the code is for (its code): its links land on that brand's page. Never changes. */
  brand: z.string(),
  brand_name: z.string(),
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

export const createReferralCodeRequest = z.object({
  code: referralCode,
  /** The brand the code is for; the first brand when absent. */
  brand: brandCodeText.optional(),
});
export type CreateReferralCodeRequest = z.infer<typeof createReferralCodeRequest>;

export const REFERRAL_CODE_TAKEN = 'This code is already taken. Try another one.';
export const REFERRAL_CODES_LIMIT_REACHED = `You can have at most ${REFERRAL_CODES_MAX} referral codes.`;
/** An unknown brand and one not open to affiliates are one answer: the form tells nothing about closed brands. */
export const REFERRAL_CODE_BRAND_NOT_OFFERED = 'Choose one of the brands open to you.';

export const createReferralCode = endpoint({
  method: 'POST',
  path: '/api/v1/affiliate/{id}/referral-codes',
  access: 'member',
  owner: 'id',
  summary:
    'Create a referral code for a brand (422 on `code` when it is taken or the limit is reached, on `brand` when the brand is not open to affiliates)',
  tags: ['referral codes'],
  params: affiliateParams,
  body: createReferralCodeRequest,
  status: 201,
  response: dataEnvelope(referralCodeRecord),
});

/** A brand as an affiliate sees it: what its codes, links and banners are for. */
export const affiliateBrand = z.object({
  code: z.string(),
  name: z.string(),
  /** ISO 4217: the currency the brand's players play in. */
  currency: z.string(),
  logo_url: z.string().nullable(),
  /** Where the brand's plain links (`/r/{code}`) lead. */
  landing_url: z.string(),
  /** New codes may be created for it; false for a closed brand the affiliate still holds codes of. */
  open_to_affiliates: z.boolean(),
});
export type AffiliateBrand = z.infer<typeof affiliateBrand>;

export const affiliateBrands = endpoint({
  method: 'GET',
  path: '/api/v1/affiliate/{id}/brands',
  access: 'member',
  owner: 'id',
  tokenScope: 'reports:read',
  summary:
    'The brands open to the affiliate (and any brand it already holds codes of), the first brand first',
  tags: ['referral codes'],
  params: affiliateParams,
  response: dataEnvelope(z.array(affiliateBrand)),
});
