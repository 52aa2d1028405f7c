/**
 * A country's name in English from its ISO 3166-1 code ("DE" → "Germany"), as the portal's players list
 * and the reports by country write it; the code itself where the runtime has no name for it. Intl knows
 * the names (full ICU in Node and in browsers), so no table of our own can fall behind.
 */
const regionNames =
  typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;

export function countryName(code: string): string {
  try {
    return regionNames?.of(code) ?? code;
  } catch {
    // Not a well-formed region code: shown as it came.
    return code;
  }
}
