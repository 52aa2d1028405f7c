import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope, pagedEnvelope } from '../common/envelope.ts';
import { isoDateTime, memberId } from '../common/primitives.ts';
import { referralCode } from '../common/players.ts';
import { affiliateParams } from './dashboard.ts';
import { brandCodeText } from './referral-codes.ts';

/**
 * The brand's banner catalogue and the affiliate's saved banners (the banner generator of
 * Affiliate Tools). A catalogue banner has one creative per size; a saved banner is a catalogue
 * banner at one size, tied to a campaign, a website and one of the affiliate's referral codes, and
 * yields an HTML snippet that links through the tracking redirect.
 */

/** Image (a still creative), animated (an animated SVG or GIF) or a text link (a headline, no image). */
export const bannerType = z.enum(['image', 'animated', 'text']);
export type BannerType = z.infer<typeof bannerType>;

export const bannerTypeLabels: Record<BannerType, string> = {
  image: 'Image',
  animated: 'Animated',
  text: 'Text link',
};

/** An ISO 639-1 language code, lower case (the portal names it with Intl.DisplayNames). */
export const bannerLanguage = z.string().regex(/^[a-z]{2}$/, 'Language must be a 2-letter ISO 639-1 code.');

/** The size of a text link's one creative: it has no pixel size. */
export const TEXT_LINK_SIZE = 'text';

/**
 * A creative's size: `WIDTHxHEIGHT` in pixels (`300x250`), or `text` for a text link's headline. No
 * leading zero, so one size has one spelling (`0300x250` would be another "size" of the same creative)
 * and no side is zero.
 */
export const bannerSize = z
  .string()
  .regex(/^([1-9]\d{1,3}x[1-9]\d{1,3}|text)$/, 'Size must be WIDTHxHEIGHT, e.g. 300x250.');

/** `300x250` -> {width: 300, height: 250}; null for a text link's size. */
export function parseBannerSize(size: string): { width: number; height: number } | null {
  const match = /^([1-9]\d{1,3})x([1-9]\d{1,3})$/.exec(size);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/** The sizes string of a catalogue banner (`300x250,728x90`) as a list. */
export function bannerSizesList(sizes: string): string[] {
  return sizes
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export const bannerId = z.coerce.number().int().positive().max(2_147_483_647);

/** A catalogue banner, as the generator's banner picker lists it. */
export const bannerOption = z.object({
  id: bannerId,
  name: z.string(),
  type: bannerType,
  language: bannerLanguage,
  /** Comma-separated, as the specification says: `300x250,728x90,160x600`. */
  sizes: z.string(),
  /** The creative of the first size (a thumbnail for the picker); null for a text link. */
  preview_url: z.string().nullable(),
  /** A text link's headline; null for image and animated banners. */
  text: z.string().nullable(),
  /** The brand the banner is for (its code) and its name: a saved banner links through a code of that brand. */
  brand: z.string(),
  brand_name: z.string(),
});
export type BannerOption = z.infer<typeof bannerOption>;

/** The catalogue page size the portal asks for. */
export const BANNER_CATALOGUE_PAGE_SIZE = 1000;

export const bannerCatalogueQuery = z.object({
  type: bannerType.optional(),
  language: bannerLanguage.optional(),
  /** Only this brand's banners (the generator asks for the chosen code's brand). */
  brand: brandCodeText.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(BANNER_CATALOGUE_PAGE_SIZE)
    .default(BANNER_CATALOGUE_PAGE_SIZE),
});

export const bannerCatalogue = endpoint({
  method: 'GET',
  path: '/api/v1/banner',
  access: 'member',
  summary:
    'The banner catalogue of the brands the affiliate sees, filtered by type, language and brand, each banner with its sizes and brand',
  tags: ['banners'],
  query: bannerCatalogueQuery,
  response: pagedEnvelope(bannerOption),
});

export const creativeParams = z.object({ bannerId, size: bannerSize });

/**
 * A catalogue creative (SVG, PNG or GIF; a text link's headline as text/plain). Public: the snippets
 * affiliates paste on their sites load it from there. Served with long cache headers and an ETag, and
 * with Cross-Origin-Resource-Policy cross-origin so other sites may embed it.
 */
export const bannerCreative = endpoint({
  method: 'GET',
  path: '/api/v1/banner/{bannerId}/creative/{size}',
  access: 'public',
  owner: null,
  summary: 'A catalogue creative at one size (the image a snippet embeds)',
  tags: ['banners'],
  params: creativeParams,
  response: z.string(),
});

/** Limits of a saved banner's fields and of the archive. */
export const CAMPAIGN_NAME_MAX_LENGTH = 100;
export const WEBSITE_MAX_LENGTH = 2048;
export const SAVED_BANNERS_MAX = 1000;

export const WEBSITE_NOT_VALID = 'Enter the address of your website, starting with http:// or https://.';

/** The save's refusals that need the database (the schema cannot tell), each on its form field. */
export const BANNER_REFERRAL_CODE_NOT_YOURS = 'Choose one of your referral codes.';
export const BANNER_NOT_OFFERED = 'Choose a banner from the catalogue for this type and language.';
export const BANNER_OF_ANOTHER_BRAND =
  "This banner is for another brand than your referral code: choose one of the code's brand's banners.";
export const BANNER_SIZE_NOT_OFFERED = 'Choose one of the sizes of this banner.';
export const SAVED_BANNERS_LIMIT_REACHED = `Your archive holds at most ${SAVED_BANNERS_MAX} banners. Delete some before saving new ones.`;

/** The affiliate's website: an absolute http(s) address on a domain (a `javascript:` or `data:` URL is refused). */
export const website = z
  .string()
  .trim()
  .min(1, 'Website is not valid.')
  .max(WEBSITE_MAX_LENGTH, `Website must be at most ${WEBSITE_MAX_LENGTH} characters.`)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: WEBSITE_NOT_VALID }));

export const campaignName = z
  .string()
  .trim()
  .min(1, 'Campaign name is not valid.')
  .max(CAMPAIGN_NAME_MAX_LENGTH, `Campaign name must be at most ${CAMPAIGN_NAME_MAX_LENGTH} characters.`);

/** The banner form, field for field. */
export const saveBannerRequest = z.object({
  campaign_name: campaignName,
  website,
  referral_code: referralCode,
  type: bannerType,
  language: bannerLanguage,
  /** The catalogue banner's id. */
  banner: bannerId,
  size: bannerSize,
});
export type SaveBannerRequest = z.infer<typeof saveBannerRequest>;

/** An archived (saved) banner. */
export const savedBanner = z.object({
  id: bannerId,
  campaign_name: z.string(),
  website: z.string(),
  referral_code: z.string(),
  type: bannerType,
  language: bannerLanguage,
  /** The catalogue banner's id and name. */
  banner: bannerId,
  banner_name: z.string(),
  size: bannerSize,
  /** Pixel size of the creative; null for a text link. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The creative's address; null for a text link. */
  image_url: z.string().nullable(),
  /** The tracking link the snippet wraps (code, banner, campaign). */
  tracking_url: z.string(),
  /** Clicks through this banner's link, counted the moment they happen (bots not counted). */
  clicks: z.number().int().min(0),
  created_at: isoDateTime,
});
export type SavedBanner = z.infer<typeof savedBanner>;

export const saveBanner = endpoint({
  method: 'POST',
  path: '/api/v1/affiliate/{id}/banner',
  access: 'member',
  owner: 'id',
  summary: 'Save a banner to the archive (422 with field errors for website and referral_code)',
  tags: ['banners'],
  params: affiliateParams,
  body: saveBannerRequest,
  status: 201,
  response: dataEnvelope(savedBanner),
});

export const savedBannerListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(SAVED_BANNERS_MAX).default(SAVED_BANNERS_MAX),
});

/** The archive, newest first; one page holds the whole archive by default (the portal pages it itself). */
export const savedBannerList = endpoint({
  method: 'GET',
  path: '/api/v1/affiliate/{id}/banner/',
  access: 'member',
  owner: 'id',
  summary: "The affiliate's saved banners, newest first",
  tags: ['banners'],
  params: affiliateParams,
  query: savedBannerListQuery,
  response: pagedEnvelope(savedBanner),
});

export const savedBannerParams = z.object({ id: memberId, bannerId });

export const bannerSnippetQuery = z.object({ size: bannerSize.optional() });

export const bannerSnippet = z.object({
  /** The HTML to paste: the tracking link around the creative (or the headline), every value escaped. */
  html: z.string(),
  size: bannerSize,
  tracking_url: z.string(),
});
export type BannerSnippet = z.infer<typeof bannerSnippet>;

export const savedBannerHtml = endpoint({
  method: 'GET',
  path: '/api/v1/affiliate/{id}/banner/{bannerId}/html',
  access: 'member',
  owner: 'id',
  summary:
    "A saved banner's HTML snippet at a size (the saved size unless `size` names another of its sizes)",
  tags: ['banners'],
  params: savedBannerParams,
  query: bannerSnippetQuery,
  response: dataEnvelope(bannerSnippet),
});

export const deleteSavedBanner = endpoint({
  method: 'DELETE',
  path: '/api/v1/affiliate/{id}/banner/{bannerId}',
  access: 'member',
  owner: 'id',
  summary: "Delete a saved banner ('Banner successfully deleted.'); links already published keep counting",
  tags: ['banners'],
  params: savedBannerParams,
  response: z.object({ message: z.string(), data: z.object({ id: bannerId }) }),
});

/** The operator's view of a catalogue banner: enabled or retired. */
export const catalogueBanner = bannerOption.extend({ enabled: z.boolean(), created_at: isoDateTime });
export type CatalogueBanner = z.infer<typeof catalogueBanner>;

export const CREATIVE_MAX_BYTES = 200 * 1024;

export const CATALOGUE_BANNER_BRAND_UNKNOWN = 'There is no such brand.';

export const creativeContentType = z.enum(['image/svg+xml', 'image/png', 'image/gif', 'text/plain']);

export const newCreative = z.object({
  size: bannerSize,
  content_type: creativeContentType,
  /** The file, base64-encoded (a text link's headline: its UTF-8 text, base64-encoded too). */
  data: z
    .string()
    .min(1)
    .max(Math.ceil((CREATIVE_MAX_BYTES * 4) / 3) + 4),
});

export const addCatalogueBannerRequest = z.object({
  name: z.string().trim().min(1).max(120),
  /** The brand the banner is for (its code); the first brand when absent. */
  brand: brandCodeText.optional(),
  type: bannerType,
  language: bannerLanguage,
  creatives: z.array(newCreative).min(1).max(30),
});
export type AddCatalogueBannerRequest = z.infer<typeof addCatalogueBannerRequest>;

export const listCatalogueBanners = endpoint({
  method: 'GET',
  path: '/api/v1/operator/banners',
  access: 'operator',
  roles: ['marketing'],
  summary: 'Every catalogue banner, retired ones too',
  tags: ['operator'],
  response: dataEnvelope(z.array(catalogueBanner)),
});

export const addCatalogueBanner = endpoint({
  method: 'POST',
  path: '/api/v1/operator/banners',
  access: 'operator',
  roles: ['marketing'],
  summary:
    'Add a banner to the catalogue of a brand, one creative per size (422 on `brand` for an unknown brand)',
  tags: ['operator'],
  body: addCatalogueBannerRequest,
  status: 201,
  response: dataEnvelope(catalogueBanner),
});

export const retireCatalogueBanner = endpoint({
  method: 'DELETE',
  path: '/api/v1/operator/banners/{bannerId}',
  access: 'operator',
  roles: ['marketing'],
  owner: null,
  summary: 'Retire a catalogue banner: no longer offered; saved banners and published snippets keep working',
  tags: ['operator'],
  params: z.object({ bannerId }),
  response: dataEnvelope(catalogueBanner),
});
