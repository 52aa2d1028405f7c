import { z } from 'zod';
import { dealDocument, DEAL_NAME_MAX_LENGTH, DEAL_NAME_NOT_VALID } from '../common/deal-document.ts';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { isoDate, isoDateTime, memberId } from '../common/primitives.ts';
import { brandCode } from './brands.ts';

/**
 * Deals (issue 36): named, versioned deal documents (common/deal-document.ts) that finance and admins
 * create, edit and assign. Saving a document under a name that exists records its next version, which
 * applies from the next month to every affiliate on the deal (a running month keeps its terms: nobody's
 * terms change behind their back). An affiliate's deal is assigned from a month; the running month only
 * while it has no activity for them. The program's default deal is what a new affiliate gets when
 * nobody names one. Every operator role reads them; finance and admins write.
 */

export const DEAL_NOT_FOUND = 'There is no deal with this name.';
export const DEAL_UNKNOWN_BRAND = 'There is no brand with this code.';
export const DEAL_BRAND_CURRENCY = 'A deal for one brand is in that brand’s currency.';
export const DEAL_CURRENCY_NOT_AFFILIATE =
  'This deal is in another currency than the affiliate’s: an affiliate’s deal pays in its own currency.';
export const DEAL_FROM_CLOSED =
  'That month is closed or running with activity: a deal applies from the next month at the earliest.';
export const DEAL_UNCHANGED = 'This is the deal’s current document: nothing to change.';
export const DEAL_FOR_ITS_BRAND = 'This deal is for one brand: assign it for that brand.';
export const DEAL_NO_BRAND_DEAL =
  'This brand has no deal of its own to end: it is paid under the deal for all brands.';
export const DEAL_BRAND_NEEDED =
  'Name a deal: only a brand’s own deal can be ended, the deal for all brands cannot.';

export const dealName = z
  .string({ error: DEAL_NAME_NOT_VALID })
  .trim()
  .min(1, DEAL_NAME_NOT_VALID)
  .max(DEAL_NAME_MAX_LENGTH, DEAL_NAME_NOT_VALID);

/** A month a deal applies from, YYYY-MM. */
export const dealMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is YYYY-MM, like 2027-01.');

export const dealVersion = z.object({
  version: z.number().int().min(1),
  /** The first day of the month it applies from (version 1: from the start). */
  effective_from: isoDate,
  document: dealDocument,
  /** What it pays, in plain words, a sentence a line. */
  summary: z.array(z.string()),
  created_by: z.string(),
  created_at: isoDateTime,
});
export type DealVersion = z.infer<typeof dealVersion>;

export const deal = z.object({
  name: z.string(),
  /** The latest version; it may apply from next month (see `versions` for the one in force). */
  current: dealVersion,
  /** Every version, newest first. */
  versions: z.array(dealVersion),
  /** Affiliates whose latest assignment is this deal. */
  affiliates: z.number().int().min(0),
  /** The program's default deal for new affiliates. */
  is_default: z.boolean(),
});
export type Deal = z.infer<typeof deal>;

export const listDeals = endpoint({
  method: 'GET',
  path: '/api/v1/operator/deals',
  access: 'operator',
  roles: ['finance', 'support', 'marketing'],
  summary:
    'The deals of the program with every version and what each pays in words, the default first, then by name',
  tags: ['operator'],
  response: dataEnvelope(z.array(deal)),
});

export const saveDeal = endpoint({
  method: 'POST',
  path: '/api/v1/operator/deals',
  access: 'operator',
  roles: ['finance'],
  summary:
    'Create a deal from its document, or record the next version of the deal of that name (it applies from the next month); 422 on the field at fault',
  tags: ['operator'],
  body: dealDocument,
  status: 201,
  response: dataEnvelope(deal),
});

export const setDefaultDeal = endpoint({
  method: 'PUT',
  path: '/api/v1/operator/deals/default',
  access: 'operator',
  roles: ['finance'],
  summary: 'Make a deal the program’s default: what new affiliates of its currency get when no deal is named',
  tags: ['operator'],
  body: z.object({ deal: dealName }),
  response: dataEnvelope(deal),
});

export const assignDealRequest = z.object({
  /**
   * The deal's name. With `brand`, null ends the brand's own deal: from that month the brand is paid
   * under the affiliate's deal for all brands again.
   */
  deal: dealName.nullable(),
  /**
   * The brand the deal is for: that brand's players are paid under it, every other brand under the deal
   * for all brands. Left out, the deal for all brands. A deal whose document names a brand is assigned
   * for that brand only.
   */
  brand: brandCode.optional(),
  /** The month it applies from; left out, the next month (or the running one while it has no activity). */
  from: dealMonth.optional(),
});

export const dealAssignment = z.object({
  member_id: memberId,
  /** Null when a brand's own deal was ended. */
  deal: z.string().nullable(),
  version: z.number().int().min(1).nullable(),
  /** The brand the deal is for; null for the deal for all brands. */
  brand: z.string().nullable(),
  effective_from: isoDate,
});
export type DealAssignment = z.infer<typeof dealAssignment>;

export const assignDeal = endpoint({
  method: 'PUT',
  path: '/api/v1/operator/affiliates/{memberId}/deal',
  access: 'operator',
  roles: ['finance'],
  owner: null,
  summary:
    'Put an affiliate on a deal from a month, for all brands or for one brand (`brand`; a null deal ends the brand’s own deal): from the next month unless the running month has no activity for them (422 on `from` for a closed month or a running one with activity)',
  tags: ['operator'],
  params: z.object({ memberId }),
  body: assignDealRequest,
  response: dataEnvelope(dealAssignment),
});
