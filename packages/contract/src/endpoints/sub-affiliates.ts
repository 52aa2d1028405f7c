import { z } from 'zod';
import { dealSubAffiliates } from '../common/deal-document.ts';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { currencyCode, isoDate, isoDateTime, memberId, moneyAmount } from '../common/primitives.ts';
import { affiliateParams } from './dashboard.ts';
import { affiliateRecordParams, operatorReason } from './operator-affiliates.ts';

/**
 * Sub-affiliates (issue 38): every affiliate has an invite link (`/auth/register?ref=<code>`); an
 * applicant approved through it becomes their sub-affiliate (one level), and the deal's `sub_affiliates`
 * part pays the parent on each sub's month for a number of months from the sub's approval. The parent
 * sees each sub's name, when it joined, its status and what the parent is paid on — never the sub's
 * players, balances or other money details. Amounts are in the parent's currency, by brand.
 */

export const SUB_AFFILIATE_SELF = 'An affiliate cannot be its own parent.';
export const SUB_AFFILIATE_CYCLE =
  'The parent chosen is a sub-affiliate of this affiliate (directly or further down): an affiliate cannot be a parent of its own parent.';
export const SUB_AFFILIATE_PARENT_NOT_FOUND = 'No affiliate has the parent id given.';
export const SUB_AFFILIATE_UNCHANGED = 'The affiliate already has this parent.';

/** What a sub earns its parent, by brand (null: what belongs to no brand, such as a commission's late activity). */
export const subAffiliateBrandFigure = z.object({
  brand: z.string().nullable(),
  /** What the parent is paid on: the sub's commission or NGR (null for a per-player part). */
  basis: moneyAmount.nullable(),
  /** The sub's players who qualified for the CPA (null for a share). */
  qualified_players: z.number().int().nullable(),
  /** The parent's earnings from it. */
  earnings: moneyAmount,
});

export const subAffiliateFigures = z.object({
  basis: moneyAmount.nullable(),
  qualified_players: z.number().int().nullable(),
  earnings: moneyAmount,
  brands: z.array(subAffiliateBrandFigure),
});

export const subAffiliate = z.object({
  member_id: memberId,
  username: z.string(),
  /** The day the sub was approved (its account made), UTC. */
  joined: isoDate,
  status: z.enum(['active', 'suspended']),
  /** The last month (YYYY-MM) the parent earns on this sub under this month's deal; null without a sub-affiliates part. */
  earning_until: z.string().nullable(),
  /** This month so far (an estimate, as the Commission screen's): what the parent is paid on and would earn. Null outside the months. */
  this_month: subAffiliateFigures.nullable(),
  /** What the closes credited the parent on this sub, every month and correction. */
  to_date: z.object({
    earnings: moneyAmount,
    brands: z.array(z.object({ brand: z.string().nullable(), earnings: moneyAmount })),
  }),
});
export type SubAffiliate = z.infer<typeof subAffiliate>;

export const subAffiliateList = z.object({
  data: z.array(subAffiliate),
  meta: z.object({
    /** The affiliate's invite link: an applicant approved through it becomes their sub-affiliate. */
    invite_url: z.string(),
    code: z.string(),
    /** The running month (YYYY-MM) the figures are for. */
    month: z.string(),
    /** The parent's currency, which every amount is in. */
    currency: currencyCode,
    /** The parent's deal part of this month; null when the deal pays nothing on sub-affiliates. */
    terms: dealSubAffiliates.nullable(),
  }),
});
export type SubAffiliateList = z.infer<typeof subAffiliateList>;

export const mySubAffiliates = endpoint({
  method: 'GET',
  path: '/api/v1/affiliate/{id}/sub-affiliates',
  access: 'member',
  owner: 'id',
  summary:
    "The affiliate's sub-affiliates (joined, status, the months the affiliate earns on them, this month's basis and estimated earnings, earnings to date, by brand) and the invite link; never a sub's players or money details",
  tags: ['sub-affiliates'],
  params: affiliateParams,
  response: subAffiliateList,
});

export const setParentRequest = z.object({
  /** The new parent's id; null detaches the affiliate. */
  parent: memberId.nullable(),
  reason: operatorReason,
});

/** An affiliate's parent after a change, and the change as the history keeps it. */
export const parentChange = z.object({
  member_id: memberId,
  from_parent: memberId.nullable(),
  to_parent: memberId.nullable(),
  changed_by: z.string(),
  reason: z.string(),
  changed_at: isoDateTime,
});
export type ParentChange = z.infer<typeof parentChange>;

export const setSubAffiliateParent = endpoint({
  method: 'POST',
  path: '/api/v1/operator/affiliates/{memberId}/parent',
  access: 'operator',
  roles: ['marketing'],
  owner: null,
  summary:
    "Moves an affiliate under another parent or detaches it (`parent: null`), with a reason; audited and kept in the sub's history. 404 for an unknown affiliate, 422 for itself, a parent of its own parent (a sub of it, at any depth) or no change; a sub may have subs of its own (each parent earns on its direct subs only)",
  tags: ['operator console'],
  params: affiliateRecordParams,
  body: setParentRequest,
  response: dataEnvelope(parentChange),
});

export const subAffiliateHistory = endpoint({
  method: 'GET',
  path: '/api/v1/operator/affiliates/{memberId}/parent-history',
  access: 'operator',
  roles: ['finance', 'support', 'marketing'],
  owner: null,
  summary: "An affiliate's parent changes, the latest first (404 for an unknown affiliate)",
  tags: ['operator console'],
  params: affiliateRecordParams,
  response: dataEnvelope(z.array(parentChange)),
});
