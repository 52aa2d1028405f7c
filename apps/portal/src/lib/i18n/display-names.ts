import { intlLocale } from './language';

type NameKind = 'language' | 'region' | 'currency';

/** One Intl.DisplayNames per kind and language shown (null where the browser has none), made once. */
const namers = new Map<string, Intl.DisplayNames | null>();

function namer(kind: NameKind): Intl.DisplayNames | null {
  const locale = intlLocale();
  const key = `${kind}:${locale}`;
  let found = namers.get(key);
  if (found === undefined) {
    try {
      found = new Intl.DisplayNames([locale], { type: kind, fallback: 'none' });
    } catch {
      found = null;
    }
    namers.set(key, found);
  }
  return found;
}

/**
 * A language's, a country's or a currency's name (by its code) in the language on screen, from Intl; undefined where
 * the browser has no name or the code is not well-formed, so each caller says what to show instead.
 */
export function displayName(kind: NameKind, code: string): string | undefined {
  try {
    return namer(kind)?.of(code);
  } catch {
    return undefined;
  }
}
