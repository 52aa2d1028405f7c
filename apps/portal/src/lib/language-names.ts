import { intlLocale } from './i18n/language';

const namesByLocale = new Map<string, Intl.DisplayNames | null>();

function displayNames(): Intl.DisplayNames | null {
  const locale = intlLocale();
  let names = namesByLocale.get(locale);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' });
    } catch {
      names = null;
    }
    namesByLocale.set(locale, names);
  }
  return names;
}

/**
 * `de` -> `German` (Intl.DisplayNames), named in the portal's language (`Deutsch` in German); the code
 * itself, upper case, where the browser has no name.
 */
export function languageName(code: string): string {
  let name: string | undefined;
  try {
    name = displayNames()?.of(code);
  } catch {
    name = undefined;
  }
  return name ?? code.toUpperCase();
}
