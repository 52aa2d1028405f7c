import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { parseUrl } from '../common/parsed-url.ts';
import { isoDateTime } from '../common/primitives.ts';
import { referralCode } from '../common/players.ts';
import { affiliateParams } from './dashboard.ts';
import { CLICK_TEXT_MAX_LENGTH, LANDING_TARGET_MAX_LENGTH } from './tracking.ts';

/**
 * Deep links: the brand's pages an affiliate's link may lead to instead of the default landing page. The
 * operator keeps the allow-list, as address prefixes (`https://brand.example/sports` allows that page and
 * every page under it); the redirect sends a link's `to` there only when it is under one of them, so it
 * can never become an open redirect. The affiliate builds links to them with the link builder.
 */

export const LANDING_PAGE_LABEL_MAX_LENGTH = 80;

export const LANDING_PAGE_NOT_AN_ADDRESS =
  'Enter the page’s full address, e.g. https://brand.example/sports.';
export const LANDING_PAGE_NOT_HTTPS = 'The address must start with https:// (http:// only for localhost).';
export const LANDING_PAGE_HAS_CREDENTIALS = 'The address must not carry a user name or password.';
export const LANDING_PAGE_HAS_QUERY = 'Give the page without ? or #: links add their own parameters.';
export const LANDING_PAGE_ALREADY_ALLOWED = 'This landing page is already allowed.';
export const LANDING_PAGE_NOT_FOUND = 'There is no such landing page on the list.';
/** The link builder's refusal of a target that no allowed prefix covers. */
export const LANDING_PAGE_NOT_ALLOWED =
  'Choose a page the brand allows: this address is not one of its landing pages.';
export const LINK_CODE_NOT_YOURS = 'Choose one of your referral codes.';

/** Hosts that may be served over plain http: the machine itself (a demo, a test). */
const LOCAL_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why `text` cannot be an allowed landing page, or null when it can: an absolute https address (http only
 * on the machine itself) on a named host, with no user name or password (`https://brand.example@evil.example`
 * reads as the brand to a person) and no query or fragment (the redirect adds its own parameters).
 */
export function landingPagePrefixProblem(text: string): string | null {
  const url = parseUrl(text);
  if (!url) return LANDING_PAGE_NOT_AN_ADDRESS;
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)))
    return LANDING_PAGE_NOT_HTTPS;
  if (url.username !== '' || url.password !== '') return LANDING_PAGE_HAS_CREDENTIALS;
  if (text.includes('?') || text.includes('#')) return LANDING_PAGE_HAS_QUERY;
  if (!LOCAL_HOSTS.has(url.hostname) && !url.hostname.includes('.')) return LANDING_PAGE_NOT_AN_ADDRESS;
  return null;
}

/**
 * A prefix as it is stored and compared: scheme, host (lower case, IDN in punycode) and port as the URL
 * parser spells them, and the path without a trailing slash (`https://brand.example/sports`); a whole
 * site keeps its one slash (`https://brand.example/`). Only for a text `landingPagePrefixProblem` accepts.
 */
export function canonicalLandingPrefix(text: string): string {
  const url = parseUrl(text);
  if (!url) throw new Error('not a landing page address');
  return `${url.origin}${url.pathname.replace(/\/+$/, '') || '/'}`;
}

export const landingPageLabel = z
  .string()
  .trim()
  .min(1, 'Give the page a label affiliates will recognise.')
  .max(LANDING_PAGE_LABEL_MAX_LENGTH, `A label is at most ${LANDING_PAGE_LABEL_MAX_LENGTH} characters.`);

export const landingPagePrefix = z
  .string()
  .trim()
  .min(1, LANDING_PAGE_NOT_AN_ADDRESS)
  .max(LANDING_TARGET_MAX_LENGTH, `An address is at most ${LANDING_TARGET_MAX_LENGTH} characters.`)
  .superRefine((text, ctx) => {
    const problem = landingPagePrefixProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const landingPageId = z.coerce.number().int().positive().max(2_147_483_647);

/** An allowed landing page as affiliates see it. */
export const allowedLandingPage = z.object({
  label: z.string(),
  /** Links may lead to this address or any page under it. */
  prefix: z.string(),
});
export type AllowedLandingPage = z.infer<typeof allowedLandingPage>;

/** An allowed landing page as the operator sees it: who added it and when. */
export const landingPage = allowedLandingPage.extend({
  id: landingPageId,
  /** The console operator's email, `machine <fingerprint>` for a static token, or `demo data`. */
  added_by: z.string(),
  added_at: isoDateTime,
});
export type LandingPage = z.infer<typeof landingPage>;

export const addLandingPageRequest = z.object({ label: landingPageLabel, prefix: landingPagePrefix });
export type AddLandingPageRequest = z.infer<typeof addLandingPageRequest>;

export const listLandingPages = endpoint({
  method: 'GET',
  path: '/api/v1/operator/landing-pages',
  access: 'operator',
  roles: ['marketing'],
  summary: 'The landing pages tracking links may lead to, by label',
  tags: ['operator'],
  response: dataEnvelope(z.array(landingPage)),
});

export const addLandingPage = endpoint({
  method: 'POST',
  path: '/api/v1/operator/landing-pages',
  access: 'operator',
  roles: ['marketing'],
  summary:
    'Allow a landing page: links may lead to it and every page under it (422 on `prefix` when it is not https, carries credentials or is already allowed)',
  tags: ['operator'],
  body: addLandingPageRequest,
  status: 201,
  response: dataEnvelope(landingPage),
});

export const removeLandingPage = endpoint({
  method: 'DELETE',
  path: '/api/v1/operator/landing-pages/{landingPageId}',
  access: 'operator',
  roles: ['marketing'],
  owner: null,
  summary:
    'Remove a landing page from the list: links to it land on the default landing page from then on (their clicks still count)',
  tags: ['operator'],
  params: z.object({ landingPageId }),
  response: dataEnvelope(landingPage),
});

export const affiliateLandingPages = endpoint({
  method: 'GET',
  path: '/api/v1/affiliate/{id}/landing-pages',
  access: 'member',
  owner: 'id',
  summary: 'The landing pages the brand allows links to lead to, by label',
  tags: ['referral codes'],
  params: affiliateParams,
  response: dataEnvelope(z.array(allowedLandingPage)),
});

/** A link's own label (a sub-id, the campaign): at most what the redirect stores, an empty one left out. */
function linkLabel(name: string) {
  return z
    .string()
    .trim()
    .max(CLICK_TEXT_MAX_LENGTH, `${name} must be at most ${CLICK_TEXT_MAX_LENGTH} characters.`)
    .optional();
}

export const buildTrackingLinkRequest = z.object({
  code: referralCode,
  /** The page to land on, under an allowed landing page; left out, the default landing page. */
  to: z
    .string()
    .trim()
    .max(LANDING_TARGET_MAX_LENGTH, `An address is at most ${LANDING_TARGET_MAX_LENGTH} characters.`)
    .optional(),
  sub1: linkLabel('Sub-ID 1'),
  sub2: linkLabel('Sub-ID 2'),
  sub3: linkLabel('Sub-ID 3'),
  sub4: linkLabel('Sub-ID 4'),
  sub5: linkLabel('Sub-ID 5'),
  campaign: linkLabel('Campaign'),
});
export type BuildTrackingLinkRequest = z.infer<typeof buildTrackingLinkRequest>;

export const builtTrackingLink = z.object({
  /** The link to publish: the redirect with the code, the sub-ids and campaign given, and the target. */
  tracking_url: z.string(),
  code: z.string(),
  /** The page it lands on as the redirect will send the visitor (parsed and re-spelt), or null for the default landing page. */
  to: z.string().nullable(),
});
export type BuiltTrackingLink = z.infer<typeof builtTrackingLink>;

export const buildTrackingLink = endpoint({
  method: 'POST',
  path: '/api/v1/affiliate/{id}/tracking-links',
  access: 'member',
  owner: 'id',
  summary:
    'Build a tracking link of one of the affiliate’s codes, optionally to an allowed landing page (422 on `to` when it is not allowed, on `code` when the code is not theirs); stores nothing',
  tags: ['referral codes'],
  params: affiliateParams,
  body: buildTrackingLinkRequest,
  response: dataEnvelope(builtTrackingLink),
});
