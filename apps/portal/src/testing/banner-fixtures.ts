import type { BannerOption, SavedBanner } from '@affiliate/contract/endpoints/banners';
import type { ReferralCodeRecord } from '@affiliate/contract/endpoints/referral-codes';

/** The brand's catalogue as GET /api/v1/banner answers it (before the type and language filter). */
export const bannerCatalogueFixture: BannerOption[] = [
  {
    id: 1,
    name: 'Goldline Welcome',
    type: 'image',
    language: 'en',
    sizes: '300x250,728x90,160x600',
    preview_url: '/api/v1/banner/1/creative/300x250',
    text: null,
    brand: 'goldline',
    brand_name: 'Goldline Casino',
  },
  {
    id: 2,
    name: 'Spin Week',
    type: 'image',
    language: 'en',
    sizes: '300x250',
    preview_url: '/api/v1/banner/2/creative/300x250',
    text: null,
    brand: 'goldline',
    brand_name: 'Goldline Casino',
  },
  {
    id: 3,
    name: 'Willkommen',
    type: 'image',
    language: 'de',
    sizes: '300x250,728x90',
    preview_url: '/api/v1/banner/3/creative/300x250',
    text: null,
    brand: 'goldline',
    brand_name: 'Goldline Casino',
  },
  {
    id: 4,
    name: 'Jackpot Rush',
    type: 'animated',
    language: 'en',
    sizes: '300x250,728x90',
    preview_url: '/api/v1/banner/4/creative/300x250',
    text: null,
    brand: 'goldline',
    brand_name: 'Goldline Casino',
  },
  {
    id: 5,
    name: 'Headline',
    type: 'text',
    language: 'en',
    sizes: 'text',
    preview_url: null,
    text: 'Play at Goldline Casino',
    brand: 'goldline',
    brand_name: 'Goldline Casino',
  },
];

/** A saved banner as the archive lists it. */
export function savedBannerFixture(id: number, overrides: Partial<SavedBanner> = {}): SavedBanner {
  return {
    id,
    campaign_name: `Campaign ${id}`,
    website: 'https://example.com/blog',
    referral_code: 'DEMO',
    type: 'image',
    language: 'en',
    banner: 1,
    banner_name: 'Goldline Welcome',
    size: '300x250',
    width: 300,
    height: 250,
    image_url: 'https://gateway.test/api/v1/banner/1/creative/300x250',
    tracking_url: `https://gateway.test/r/DEMO?banner=${id}`,
    clicks: id % 7,
    created_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}

export function referralCodeFixture(
  code: string,
  overrides: Partial<ReferralCodeRecord> = {},
): ReferralCodeRecord {
  return {
    code,
    is_default: false,
    brand: 'goldline',
    brand_name: 'Goldline Casino',
    tracking_url: `https://gateway.test/r/${code}`,
    clicks: 0,
    created_at: '2026-01-10T09:00:00Z',
    ...overrides,
  };
}
