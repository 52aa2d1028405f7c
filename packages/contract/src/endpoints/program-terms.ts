import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope, pageQuery, paginationMeta } from '../common/envelope.ts';
import { isoDate, isoDateTime, memberId } from '../common/primitives.ts';

/**
 * The program's terms (issue 38): admins publish numbered versions (Markdown), each in force from its
 * date (the day it is published unless it names a later one; until then the one before applies). Every
 * version stays readable. An affiliate accepts the version in force before anything else in the portal
 * once it is not the one they accepted; each acceptance keeps its version, time and address, and the
 * console lists who accepted which. An applicant accepts the version in force when applying.
 */

export const TERMS_BODY_MAX_LENGTH = 100_000;
export const TERMS_BODY_NOT_VALID = `Write the terms in Markdown, 1 to ${TERMS_BODY_MAX_LENGTH.toLocaleString('en-US')} characters.`;
export const TERMS_EFFECTIVE_IN_PAST = 'A version takes effect today or on a later date, never before.';
export const TERMS_EFFECTIVE_BEFORE_LATEST =
  'A version cannot take effect before the latest published one: publish it with that date or a later one.';
export const TERMS_NOT_IN_FORCE =
  'These are not the terms in force: read the current version and accept that one.';
export const TERMS_NONE_PUBLISHED = 'The program has not published its terms yet.';
export const TERMS_VERSION_NOT_FOUND = 'There is no such version of the terms.';

export const termsVersionNumber = z.coerce.number().int().min(1).max(1_000_000);

/** One version of the terms. */
export const termsVersion = z.object({
  version: z.number().int().min(1),
  /** Markdown, as the admin wrote it. */
  body: z.string(),
  /**
   * The body rendered by the gateway (markdown-it): raw HTML in the Markdown is shown as text, links go
   * only to http(s) and mailto addresses, so the portal and the console show it as it comes.
   */
  body_html: z.string(),
  /** The first day (UTC) it is in force. */
  effective_from: isoDate,
  published_at: isoDateTime,
});
export type TermsVersion = z.infer<typeof termsVersion>;

/** A version as the console lists it: who published it, whether it is in force, how many accepted it. */
export const operatorTermsVersion = termsVersion.extend({
  published_by: z.string(),
  /** `in_force`: the one affiliates accept now; `upcoming`: takes effect later; `past`: replaced. */
  state: z.enum(['in_force', 'upcoming', 'past']),
  accepted_count: z.number().int().min(0),
});
export type OperatorTermsVersion = z.infer<typeof operatorTermsVersion>;

export const publishTermsRequest = z.object({
  body: z.string().trim().min(1, TERMS_BODY_NOT_VALID).max(TERMS_BODY_MAX_LENGTH, TERMS_BODY_NOT_VALID),
  /** Omitted: in force from the day it is published (UTC). */
  effective_from: isoDate.optional(),
});
export type PublishTermsRequest = z.input<typeof publishTermsRequest>;

/** One affiliate's acceptance of a version. */
export const termsAcceptance = z.object({
  version: z.number().int().min(1),
  accepted_at: isoDateTime,
  /** The address the acceptance came from, as the gateway saw it. */
  ip: z.string(),
});
export type TermsAcceptance = z.infer<typeof termsAcceptance>;

/** Where the signed-in affiliate stands with the terms. */
export const myTerms = z.object({
  /** The version in force; null while the program has published none. */
  current: termsVersion.nullable(),
  /** A version published to take effect later, readable ahead of its date. */
  upcoming: termsVersion.nullable(),
  /** True when `current` exists and is not among `acceptances`: the portal asks for it before anything else. */
  must_accept: z.boolean(),
  /** Every acceptance of theirs, the latest first. */
  acceptances: z.array(termsAcceptance),
});
export type MyTerms = z.infer<typeof myTerms>;

export const acceptTermsRequest = z.object({ version: z.number().int().min(1).max(1_000_000) });

export const termsVersionParams = z.object({ version: termsVersionNumber });

/** An affiliate's acceptance as the console lists it. */
export const affiliateTermsAcceptance = termsAcceptance.extend({
  member_id: memberId,
  username: z.string(),
});

export const currentTerms = endpoint({
  method: 'GET',
  path: '/api/v1/terms',
  access: 'public',
  summary:
    'The program’s terms in force (null before any is published) and a version published to take effect later',
  tags: ['terms'],
  response: dataEnvelope(z.object({ current: termsVersion.nullable(), upcoming: termsVersion.nullable() })),
});

export const termsVersionText = endpoint({
  method: 'GET',
  path: '/api/v1/terms/{version}',
  access: 'public',
  owner: null,
  summary: 'One version of the program’s terms, in force, past or upcoming (404 when there is none)',
  tags: ['terms'],
  params: termsVersionParams,
  response: dataEnvelope(termsVersion),
});

export const myTermsStatus = endpoint({
  method: 'GET',
  path: '/api/v1/bo/me/terms',
  access: 'member',
  summary: 'The terms in force, whether the affiliate must accept them, and every acceptance of theirs',
  tags: ['terms'],
  response: dataEnvelope(myTerms),
});

export const acceptTerms = endpoint({
  method: 'POST',
  path: '/api/v1/bo/me/terms/accept',
  access: 'member',
  summary:
    'Accepts the version in force, recording the time and address (once per version; 409 when `version` is not the one in force)',
  tags: ['terms'],
  body: acceptTermsRequest,
  response: dataEnvelope(myTerms),
});

export const listTermsVersions = endpoint({
  method: 'GET',
  path: '/api/v1/operator/terms',
  access: 'operator',
  roles: ['finance', 'support', 'marketing'],
  summary:
    'Every published version of the terms, the latest first, with its state and how many affiliates accepted it',
  tags: ['operator'],
  response: dataEnvelope(z.array(operatorTermsVersion)),
});

export const publishTerms = endpoint({
  method: 'POST',
  path: '/api/v1/operator/terms',
  access: 'operator',
  roles: [],
  summary:
    'Publishes the next version of the terms, in force from `effective_from` (today when omitted; 422 for a past day or one before the latest version’s); audited',
  tags: ['operator'],
  body: publishTermsRequest,
  status: 201,
  response: dataEnvelope(operatorTermsVersion),
});

export const termsAcceptances = endpoint({
  method: 'GET',
  path: '/api/v1/operator/terms/{version}/acceptances',
  access: 'operator',
  roles: ['finance', 'support', 'marketing'],
  owner: null,
  summary:
    'Who accepted a version of the terms, when and from which address, the latest first (404 for no such version)',
  tags: ['operator'],
  params: termsVersionParams,
  query: pageQuery,
  response: z.object({ data: z.array(affiliateTermsAcceptance), meta: paginationMeta }),
});
