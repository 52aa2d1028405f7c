import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';

/**
 * The click-tracking redirect and the demo landing page. The redirect is where players arrive from an
 * affiliate's link: it must never refuse a real visitor, so its parameters are lenient (a mangled or
 * unknown code still reaches the landing page, just without attribution; other query parameters that
 * platforms append, such as `fbclid` or `utm_*`, are ignored).
 */

export const TRACKING_PATH_PREFIX = '/r/';

/** Longest stored campaign and sub-id; longer values are cut, not refused. */
export const CLICK_TEXT_MAX_LENGTH = 100;

/** Lenient too (anything up to the router's longest path parameter, 100): a code that is no code is unknown. */
export const trackingParams = z.object({ referralCode: z.string().min(1).max(100) });

/**
 * A link parameter as a browser sends it: once, or repeated when a link was pasted together twice
 * (`?sub=a&sub=b`); the redirect takes the first value rather than turning the visitor away. Bounded
 * so that any link the contract accepts stays under Node's 16 KB request-line limit.
 */
const linkText = z.union([z.string().max(200), z.array(z.string().max(200)).max(3)]).optional();

/**
 * The tracking link's parameter naming the page the visitor should land on (a deep link): followed only
 * when it lies under a landing page the operator allows (endpoints/landing-pages.ts), else the visitor
 * gets the default landing page, and the click counts either way.
 */
export const LANDING_TARGET_PARAM = 'to';

/** Longest deep-link target, and longest allowed landing page. */
export const LANDING_TARGET_MAX_LENGTH = 1024;

export const trackingQuery = z.object({
  /** The page to land on (an absolute address under an allowed landing page); repeated, the first counts. */
  [LANDING_TARGET_PARAM]: z
    .union([
      z.string().max(LANDING_TARGET_MAX_LENGTH),
      z.array(z.string().max(LANDING_TARGET_MAX_LENGTH)).max(2),
    ])
    .optional(),
  /** The saved banner the link came from (its id; anything else is ignored). */
  banner: linkText,
  campaign: linkText,
  /** The affiliate's own labels for where the link was placed, e.g. `sub1=spring-newsletter&sub2=header`. */
  sub1: linkText,
  sub2: linkText,
  sub3: linkText,
  sub4: linkText,
  sub5: linkText,
  /** The earlier name of `sub1`, still taken (a link that gives both keeps `sub1`). */
  sub: linkText,
});

/** The landing address's parameter naming the click: the affiliate's tracker passes it back with the player. */
export const LANDING_CLICK_ID_PARAM = 'click_id';

/** A click's id as the redirect hands it on: 32 lower-case hex digits. */
export const clickId = z.string().regex(/^[0-9a-f]{32}$/, 'A click id is 32 hexadecimal digits.');

export const trackClick = endpoint({
  method: 'GET',
  path: '/r/{referralCode}',
  access: 'public',
  owner: null,
  summary:
    "Record a click and redirect (302) to the brand's landing page with the code attached; an unknown code redirects without attribution and records nothing",
  tags: ['tracking'],
  params: trackingParams,
  query: trackingQuery,
  status: 302,
  response: z.string(),
});

/** The landing address's query parameter that carries the referral code. */
export const LANDING_REFERRAL_PARAM = 'ref';

/** The demo landing page's query: what the redirect appends. */
const demoLandingQuery = z.object({
  [LANDING_REFERRAL_PARAM]: z.string().max(200).optional(),
  click_id: z.string().max(200).optional(),
  sub: z.string().max(200).optional(),
});

export const demoLanding = endpoint({
  method: 'GET',
  path: '/landing',
  access: 'public',
  summary:
    'The demo landing page ("Goldline Casino, demo landing"), where the redirect sends players when no landing address is configured',
  tags: ['tracking'],
  query: demoLandingQuery,
  response: z.string(),
  produces: 'text/html',
});

/**
 * The demo landing's pages (`/landing/sports/final`), so deep links can be tried on one machine: the page
 * names the path. The path under /landing is a wildcard, not a parameter: any text, shown escaped.
 */
export const demoLandingPage = endpoint({
  method: 'GET',
  path: '/landing/*',
  access: 'public',
  summary:
    "A page of the demo landing (any path under /landing), where the demo's allowed landing pages lead",
  tags: ['tracking'],
  query: demoLandingQuery,
  response: z.string(),
  produces: 'text/html',
});
