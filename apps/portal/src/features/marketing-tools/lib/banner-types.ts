import { msg, t } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BannerType } from '@affiliate/contract/endpoints/banners';

/** The banner types' names (the contract's bannerTypeLabels, English word for word), as catalog messages. */
export const bannerTypeNames: Record<BannerType, MessageDescriptor> = {
  image: msg`Image`,
  animated: msg`Animated`,
  text: msg`Text link`,
};

/**
 * Why the picker is empty for a type and language (named in the portal's language), and for a brand when
 * the affiliate's codes are of several: one whole sentence per type, so each language words the type its
 * own way (German capitalises it, Portuguese and Spanish put it after "banners"). Read at render.
 */
export function noBannersText(type: BannerType, language: string, brand?: string): string {
  if (brand !== undefined) {
    switch (type) {
      case 'image':
        return t`No image banners in ${language} for ${brand} yet. Try another type or language.`;
      case 'animated':
        return t`No animated banners in ${language} for ${brand} yet. Try another type or language.`;
      case 'text':
        return t`No text link banners in ${language} for ${brand} yet. Try another type or language.`;
    }
  }
  switch (type) {
    case 'image':
      return t`No image banners in ${language} yet. Try another type or language.`;
    case 'animated':
      return t`No animated banners in ${language} yet. Try another type or language.`;
    case 'text':
      return t`No text link banners in ${language} yet. Try another type or language.`;
  }
}
