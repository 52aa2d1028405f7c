import { intlLocale } from './language';

const regionNames = new Map<string, Intl.DisplayNames | null>();

/** A country's name in the language on screen (Intl's region names), its code where Intl has none. */
export function countryInLanguage(code: string): string {
  const locale = intlLocale();
  if (!regionNames.has(locale))
    regionNames.set(
      locale,
      typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([locale], { type: 'region' }) : null,
    );
  try {
    return regionNames.get(locale)?.of(code) ?? code;
  } catch {
    // Not a well-formed region code: shown as it came.
    return code;
  }
}
