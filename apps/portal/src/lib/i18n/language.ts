import { intlLocales, type Language } from '@affiliate/contract/common/languages';

/**
 * The language the portal shows (issue 37): one of the product's, or `pseudo`, the overflow check's
 * longer accented English (never offered to a person, reachable only as `?lang=pseudo`).
 */
export type DisplayLanguage = Language | 'pseudo';

let current: DisplayLanguage = 'en';

export function currentLanguage(): DisplayLanguage {
  return current;
}

export function setCurrentLanguage(language: DisplayLanguage): void {
  current = language;
}

/** The Intl locale numbers, money and dates are formatted in (the pseudo-language formats as English). */
export function intlLocale(language: DisplayLanguage = current): string {
  return language === 'pseudo' ? intlLocales.en : intlLocales[language];
}
