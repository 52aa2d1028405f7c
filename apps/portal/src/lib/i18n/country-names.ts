import { displayName } from './display-names';

/** A country's name in the language on screen (Intl's region names), its code where Intl has none. */
export function countryInLanguage(code: string): string {
  return displayName('region', code) ?? code;
}
