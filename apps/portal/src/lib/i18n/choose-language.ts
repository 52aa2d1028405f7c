import { firstSupportedLanguage, isLanguage } from '@affiliate/contract/common/languages';
import { storageKeys } from '@/lib/storage';
import type { DisplayLanguage } from './language';

/** The cookie that tells the gateway which catalog to preload with the page (plugins/static-portal.ts). */
export const LANGUAGE_COOKIE = 'language';

function isDisplayLanguage(value: unknown): value is DisplayLanguage {
  return value === 'pseudo' || isLanguage(value);
}

function storedLanguage(): DisplayLanguage | null {
  try {
    const stored = window.localStorage.getItem(storageKeys.language);
    return isDisplayLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** `?lang=` of an address, when it names a language the portal shows. */
export function languageInAddress(search: string): DisplayLanguage | null {
  const asked = new URLSearchParams(search).get('lang');
  return isDisplayLanguage(asked) ? asked : null;
}

/**
 * The language of this visit: `?lang=` on the address, else the one chosen on this device before (the
 * picker, an earlier `?lang=`, or the affiliate's profile once signed in), else the browser's first
 * language the product speaks, else English.
 */
export function chooseLanguage(
  search = window.location.search,
  browserLanguages: readonly string[] = navigator.languages ?? [navigator.language],
): DisplayLanguage {
  return languageInAddress(search) ?? storedLanguage() ?? firstSupportedLanguage(browserLanguages) ?? 'en';
}

/** Keeps a language for this device's next visits, and tells the gateway which catalog to preload. */
export function rememberLanguage(language: DisplayLanguage): void {
  try {
    window.localStorage.setItem(storageKeys.language, language);
  } catch {
    // Storage switched off: the language holds for this page only.
  }
  const cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  document.cookie = cookie;
}

let pickedWhileSignedOut: DisplayLanguage | null = null;

/**
 * A language the visitor asked for before signing in (the sign-in page's picker, or `?lang=` on a
 * signed-out visit): it becomes the affiliate's profile language once they sign in
 * (features/settings' profile-language sync). Otherwise the profile's language wins after sign-in.
 */
export function notePickedWhileSignedOut(language: DisplayLanguage): void {
  pickedWhileSignedOut = language;
}

/** The language picked before signing in, once: the sync that reads it saves it to the profile. */
export function takePickedWhileSignedOut(): DisplayLanguage | null {
  const picked = pickedWhileSignedOut;
  pickedWhileSignedOut = null;
  return picked;
}
