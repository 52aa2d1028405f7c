import { fillPath, api, LANDING_TARGET_PARAM, TRACKING_PATH_PREFIX } from '@affiliate/contract';

/**
 * The addresses affiliates publish, built in one place: the tracking redirect reads exactly these query
 * names (tracking.ts), and every value is a URL component encoded as such. A snippet escapes the whole
 * address again for its HTML attribute.
 */

/** A referral code's plain link (`/r/{code}`); affiliates may add `?sub=...` themselves. */
export function referralCodeLink(publicUrl: string, code: string): string {
  return `${publicUrl}${TRACKING_PATH_PREFIX}${encodeURIComponent(code)}`;
}

/** A saved banner's link: its code, the saved banner's id and its campaign. */
export function savedBannerLink(
  publicUrl: string,
  link: { code: string; savedBannerId: number; campaign: string },
): string {
  return `${referralCodeLink(publicUrl, link.code)}?banner=${link.savedBannerId}&campaign=${encodeURIComponent(link.campaign)}`;
}

/** Where a catalogue creative is served (public: the snippets on affiliates' sites load it). */
export function creativeAddress(publicUrl: string, bannerId: number, size: string): string {
  return `${publicUrl}${creativePath(bannerId, size)}`;
}

/**
 * The creative's path, for what the portal itself shows (thumbnails, previews): same-origin whatever
 * name the portal was opened under, where an absolute address on PUBLIC_URL would be another origin to
 * the page's CSP. Only what leaves the portal (the snippet an affiliate pastes) carries PUBLIC_URL.
 */
export function creativePath(bannerId: number, size: string): string {
  return fillPath(api.banners.bannerCreative.path, { bannerId, size });
}

/** What a built link carries besides its code, each left out when empty. */
export interface LinkParameters {
  subIds: readonly string[];
  campaign: string | null;
  /** The deep link's target, already checked against the allowed landing pages. */
  to: string | null;
}

/**
 * A link built with the link builder: `sub1` … `sub5` and `campaign` as the affiliate gave them, then the
 * target (`to`), last because it is the longest; every value encoded as a query component.
 */
export function builtLink(publicUrl: string, code: string, link: LinkParameters): string {
  const query = new URLSearchParams();
  link.subIds.forEach((sub, i) => {
    if (sub !== '') query.set(`sub${i + 1}`, sub);
  });
  if (link.campaign) query.set('campaign', link.campaign);
  if (link.to) query.set(LANDING_TARGET_PARAM, link.to);
  const text = query.toString();
  return text === '' ? referralCodeLink(publicUrl, code) : `${referralCodeLink(publicUrl, code)}?${text}`;
}
