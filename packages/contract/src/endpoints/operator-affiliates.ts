import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { isoDate, isoDateTime, memberId, moneyAmount, username } from '../common/primitives.ts';
import { kycStatusResponse } from './kyc.ts';
import { commissionPlan } from './money-operator.ts';
import { memberBalance } from './payments.ts';
import { referralCodeRecord } from './referral-codes.ts';

/**
 * The console's Affiliates screens: find an affiliate by how their name, email, username or referral
 * code begins (keyset pages by username, fast at any size), read everything about one, and suspend or
 * reactivate them. Reading is for every role (support and marketing read affiliates, finance acts on
 * their money); suspending is the admins' alone, like the program's other settings of who may use it.
 * Creating, adjusting the balance and changing the plan are the endpoints of their own areas.
 */

export const affiliateStatus = z.enum(['active', 'suspended']);
export type AffiliateStatus = z.infer<typeof affiliateStatus>;

/** What one typed into the search box: any characters but control characters, which no name holds. */
export const affiliateSearchText = z
  .string()
  .trim()
  .min(1, 'Type part of a name, email, username or referral code.')
  .max(100, 'Type at most 100 characters.')
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]+$/, 'Type part of a name, email, username or referral code.');

export const affiliateSearchQuery = z
  .object({
    /** Matches the start of the username, email, first name, full name, last name or a referral code (any case), or the id. */
    q: affiliateSearchText.optional(),
    status: affiliateStatus.optional(),
    /** The rows after this username (the next page). */
    after: username.optional(),
    /** The rows before this username (the previous page). */
    before: username.optional(),
    per_page: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((q) => !q.after || !q.before, { path: ['before'], message: 'Give one page cursor, not two.' });
export type AffiliateSearchQuery = z.infer<typeof affiliateSearchQuery>;

export const affiliateSummary = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  country: z.string(),
  currency: z.string(),
  status: affiliateStatus,
  /** The default referral code, which every affiliate has. */
  referral_code: z.string().nullable(),
  created_at: isoDateTime,
  last_login_at: isoDateTime.nullable(),
});
export type AffiliateSummary = z.infer<typeof affiliateSummary>;

export const affiliateSearch = endpoint({
  method: 'GET',
  path: '/api/v1/operator/affiliates',
  access: 'operator',
  roles: ['finance', 'support', 'marketing'],
  summary:
    'Find affiliates by the start of their name, email, username or referral code (any case), or their id; ordered by username, keyset pages',
  tags: ['operator console'],
  query: affiliateSearchQuery,
  response: z.object({
    data: z.array(affiliateSummary),
    meta: z.object({
      per_page: z.number().int(),
      /** The cursor of the next page (`after`), or null on the last. */
      next: z.string().nullable(),
      /** The cursor of the previous page (`before`), or null on the first. */
      previous: z.string().nullable(),
    }),
  }),
});

export const affiliateRecordParams = z.object({ memberId });

export const planVersion = commissionPlan.extend({
  /** The first day of the month the terms apply from. */
  effective_from: isoDate,
  /** `system`, or `operator:<email or token fingerprint>`. */
  created_by: z.string(),
  created_at: isoDateTime,
  /** The deal these terms come from and its version (issue 36); null for a plan set before deals. */
  deal: z.string().nullable(),
  deal_version: z.number().int().min(1).nullable(),
  /** What the deal pays, in words (the plan's own terms as a deal when it names none). */
  deal_summary: z.array(z.string()),
});
export type PlanVersion = z.infer<typeof planVersion>;

/**
 * A brand's own deal for an affiliate (issue 36), from a month: that brand's players are paid under it,
 * the other brands under the plan's deal. `deal` null: from that month the brand is back on the plan's deal.
 */
export const brandDealAssignment = z.object({
  brand: z.string(),
  brand_name: z.string(),
  deal: z.string().nullable(),
  /** The deal's version in force from `effective_from` (later versions apply from their own month). */
  version: z.number().int().min(1).nullable(),
  effective_from: isoDate,
  /** What the deal pays, in words; empty when the brand is back on the plan's deal. */
  summary: z.array(z.string()),
  created_by: z.string(),
  created_at: isoDateTime,
});
export type BrandDealAssignment = z.infer<typeof brandDealAssignment>;

/** A month's (or months') figures from the affiliates' monthly rollups. */
export const affiliateFigures = z.object({
  clicks: z.number().int().min(0),
  signups: z.number().int().min(0),
  registrations: z.number().int().min(0),
  first_depositors: z.number().int().min(0),
  deposits: moneyAmount,
  turnover: moneyAmount,
  /** Stakes minus payouts: the brand's gross gaming revenue. */
  winloss: moneyAmount,
  bonuses: moneyAmount,
});
export type AffiliateFigures = z.infer<typeof affiliateFigures>;

/** One brand's share of an affiliate's figures: the players and clicks of its codes of that brand. */
export const affiliateBrandFigures = affiliateFigures.extend({
  /** The brand's code ('' for codes deleted since their figures were counted). */
  brand: z.string(),
  name: z.string(),
});
export type AffiliateBrandFigures = z.infer<typeof affiliateBrandFigures>;

export const affiliateLedgerLine = z.object({
  transaction_id: z.number().int().positive(),
  kind: z.string(),
  /** The affiliate's side, signed: a credit is positive. */
  amount: moneyAmount,
  balance_after: moneyAmount,
  description: z.string(),
  created_by: z.string(),
  created_at: isoDateTime,
});

export const affiliateSession = z.object({
  id: z.string().uuid(),
  /** The browser's user agent as it signed in, cut to 200 characters; null when none was sent. */
  user_agent: z.string().nullable(),
  /** The address, partly hidden as it was stored. */
  ip: z.string().nullable(),
  created_at: isoDateTime,
  last_seen_at: isoDateTime,
});

export const affiliateRecord = z.object({
  profile: affiliateSummary.extend({
    two_factor_enabled: z.boolean(),
    /** Why and since when the affiliate cannot sign in; null when active. `reason` and `by` are null for an account disabled before suspensions were recorded. */
    suspension: z
      .object({ at: isoDateTime.nullable(), reason: z.string().nullable(), by: z.string().nullable() })
      .nullable(),
  }),
  plan: z.object({
    /** The terms of the running month. */
    current: planVersion.nullable(),
    /** A change that applies from the next month, or null. */
    upcoming: planVersion.nullable(),
    /** Every version, newest first (at most 50). */
    history: z.array(planVersion),
    /**
     * Each brand's own deal, by brand: the one in force in the running month (or the brand's latest
     * assignment when it starts later), then any that starts later; empty when every brand is on the
     * plan's deal.
     */
    brand_deals: z.array(brandDealAssignment),
  }),
  referral_codes: z.array(referralCodeRecord),
  /** The affiliate it is a sub-affiliate of now (issue 38; its history: the parent-history endpoint), or null. */
  parent: z.object({ member_id: memberId, username: z.string() }).nullable(),
  /** How many direct sub-affiliates it has now. */
  sub_affiliates: z.number().int().min(0),
  figures: z.object({
    /** The running month, `YYYY-MM`. */
    month: z.string(),
    this_month: affiliateFigures,
    /** The running month and the eleven before it. */
    last_12_months: affiliateFigures,
    /** The running month by brand, side by side (brands with figures this month, by code). */
    this_month_by_brand: z.array(affiliateBrandFigures),
  }),
  balance: memberBalance,
  /** The latest ledger transactions, newest first (at most 10). */
  recent_ledger: z.array(affiliateLedgerLine),
  identity: kycStatusResponse,
  sessions: z.object({
    /** Sign-ins that can still be used (their refresh token is valid). */
    active: z.number().int().min(0),
    /** The most recently seen of them (at most 20). */
    list: z.array(affiliateSession),
  }),
});
export type AffiliateRecord = z.infer<typeof affiliateRecord>;

export const affiliateDetail = endpoint({
  method: 'GET',
  path: '/api/v1/operator/affiliates/{memberId}',
  access: 'operator',
  roles: ['finance', 'support', 'marketing'],
  owner: null,
  summary:
    "An affiliate's record: profile and status, plan and its history, referral codes, figures from the rollups, balance and recent ledger, identity verification, open sessions",
  tags: ['operator console'],
  params: affiliateRecordParams,
  response: dataEnvelope(affiliateRecord),
});

/** An operator's reason for an action on an affiliate (a suspension, a revoked token), kept with it and shown with it. */
export const operatorReason = z
  .string()
  .trim()
  .min(3, 'Give a reason of at least 3 characters.')
  .max(500, 'Keep the reason under 500 characters.');

export const suspendAffiliate = endpoint({
  method: 'POST',
  path: '/api/v1/operator/affiliates/{memberId}/suspend',
  access: 'operator',
  roles: [],
  owner: null,
  summary:
    'Suspend an affiliate with a reason: they cannot sign in, every session of theirs ends and refreshing fails; their links and players keep counting. 409 when already suspended',
  tags: ['operator console'],
  params: affiliateRecordParams,
  body: z.object({ reason: operatorReason }),
  response: dataEnvelope(affiliateSummary),
});

export const reactivateAffiliate = endpoint({
  method: 'POST',
  path: '/api/v1/operator/affiliates/{memberId}/reactivate',
  access: 'operator',
  roles: [],
  owner: null,
  summary: 'Let a suspended affiliate sign in again. 409 when not suspended',
  tags: ['operator console'],
  params: affiliateRecordParams,
  response: dataEnvelope(affiliateSummary),
});
