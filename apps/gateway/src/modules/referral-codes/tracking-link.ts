import { fillPath, api, TRACKING_PATH_PREFIX } from '@affiliate/contract';

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
export function savedBannerLink(publicUrl: string, link: { code: string; savedBannerId: number; campaign: string }): string {
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
