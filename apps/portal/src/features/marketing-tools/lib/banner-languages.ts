import type { BannerOption } from '@affiliate/contract/endpoints/banners';
import { languageName } from '@/lib/language-names';

export interface LanguageOption {
  value: string;
  label: string;
}

/** The languages the catalogue holds banners in, once each, by name. */
export function catalogueLanguages(
  catalogue: ReadonlyArray<Pick<BannerOption, 'language'>>,
): LanguageOption[] {
  return [...new Set(catalogue.map((banner) => banner.language))]
    .map((value) => ({ value, label: languageName(value) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}
