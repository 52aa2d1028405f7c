import type { BannerOption } from '@affiliate/contract/endpoints/banners';

let names: Intl.DisplayNames | null | undefined;

/** `en` -> `English` (Intl.DisplayNames); the code itself, upper case, where the browser has no name. */
export function languageName(code: string): string {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    } catch {
      names = null;
    }
  }
  let name: string | undefined;
  try {
    name = names?.of(code);
  } catch {
    name = undefined;
  }
  return name ?? code.toUpperCase();
}

export interface LanguageOption {
  value: string;
  label: string;
}

/** The languages the catalogue holds banners in, once each, by name. */
export function catalogueLanguages(catalogue: ReadonlyArray<Pick<BannerOption, 'language'>>): LanguageOption[] {
  return [...new Set(catalogue.map((banner) => banner.language))]
    .map((value) => ({ value, label: languageName(value) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}
