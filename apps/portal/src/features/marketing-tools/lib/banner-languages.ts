import type { BannerOption } from '@affiliate/contract/endpoints/banners';
import { intlLocale } from '@/lib/i18n/language';

export interface LanguageOption {
  value: string;
  label: string;
}

// One DisplayNames per portal language: the names follow the language the portal is shown in.
const namesByLocale = new Map<string, Intl.DisplayNames | null>();

function displayNames(locale: string): Intl.DisplayNames | null {
  if (!namesByLocale.has(locale)) {
    let names: Intl.DisplayNames | null;
    try {
      names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    } catch {
      names = null;
    }
    namesByLocale.set(locale, names);
  }
  return namesByLocale.get(locale) ?? null;
}

/**
 * A banner language's name in the portal's language, as it reads inside a sentence (`de` -> `German`,
 * `Deutsch`, `alemão`, `alemán`); the code itself, upper case, where the browser has no name.
 */
export function bannerLanguageName(code: string): string {
  let name: string | undefined;
  try {
    name = displayNames(intlLocale())?.of(code);
  } catch {
    name = undefined;
  }
  return name ?? code.toUpperCase();
}

/** The name standing alone (a list's option): Portuguese and Spanish write it lower case in a sentence. */
function standaloneName(code: string): string {
  const name = bannerLanguageName(code);
  return name.charAt(0).toLocaleUpperCase(intlLocale()) + name.slice(1);
}

/** The languages the catalogue holds banners in, once each, by name in the portal's language and order. */
export function catalogueLanguages(
  catalogue: ReadonlyArray<Pick<BannerOption, 'language'>>,
): LanguageOption[] {
  const locale = intlLocale();
  return [...new Set(catalogue.map((banner) => banner.language))]
    .map((value) => ({ value, label: standaloneName(value) }))
    .sort((a, b) => a.label.localeCompare(b.label, locale));
}
