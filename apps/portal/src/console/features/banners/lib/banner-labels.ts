import {
  bannerSizesList,
  bannerTypeLabels,
  parseBannerSize,
  TEXT_LINK_SIZE,
  type CatalogueBanner,
} from '@affiliate/contract/endpoints/banners';
import { languageName } from '@/lib/language-names';

/** `300x250` -> `300 × 250 px`; a text link's one size reads as what it is. */
export function sizeLabel(size: string): string {
  if (size === TEXT_LINK_SIZE) return 'Text link';
  const pixels = parseBannerSize(size);
  return pixels ? `${pixels.width} × ${pixels.height} px` : size;
}

/** `Image · English`: what a banner is, in words. */
export function bannerKind(banner: Pick<CatalogueBanner, 'type' | 'language'>): string {
  return `${bannerTypeLabels[banner.type]} · ${languageName(banner.language)}`;
}

/** The banner's sizes as a list (`300x250, 728x90`); a text link's none. */
export function sizesText(banner: Pick<CatalogueBanner, 'type' | 'sizes'>): string {
  return banner.type === 'text' ? 'Text link' : bannerSizesList(banner.sizes).join(', ');
}
