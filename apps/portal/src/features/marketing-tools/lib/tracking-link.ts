import { z } from 'zod';
import { CLICK_TEXT_MAX_LENGTH } from '@affiliate/contract/endpoints/tracking';

/** The query parameter of a tracking link that carries the affiliate's own placement label. */
export const SUB_ID_PARAM = 'sub';

export const SUB_ID_EXAMPLE = 'spring-newsletter';

/**
 * A sub-id as the portal offers to compose it: a short label (the redirect keeps the first 100
 * characters), of characters that read the same in any link and any report.
 */
export const subId = z
  .string()
  .trim()
  .max(CLICK_TEXT_MAX_LENGTH, `A sub-id is at most ${CLICK_TEXT_MAX_LENGTH} characters.`)
  .regex(/^[A-Za-z0-9._~-]*$/, 'Use letters, digits, dots, dashes, underscores or tildes.');

/**
 * The tracking link with `?sub=…` (replacing one it already has), or without one for a blank sub-id.
 * Every other parameter (banner, campaign) is kept; a link that needs no change is returned as it came.
 */
export function linkWithSubId(link: string, sub: string): string {
  const label = sub.trim();
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  if (label === '') {
    if (!url.searchParams.has(SUB_ID_PARAM)) return link;
    url.searchParams.delete(SUB_ID_PARAM);
  } else {
    url.searchParams.set(SUB_ID_PARAM, label);
  }
  return url.toString();
}
