import { displayName } from './i18n/display-names';

/**
 * `de` -> `German` (Intl.DisplayNames), named in the portal's language (`Deutsch` in German); the code
 * itself, upper case, where the browser has no name.
 */
export function languageName(code: string): string {
  return displayName('language', code) ?? code.toUpperCase();
}
