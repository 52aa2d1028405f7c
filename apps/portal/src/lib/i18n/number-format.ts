/**
 * Intl.NumberFormat with thousands separators from 1,000 on in every language. Spanish's own rule (CLDR)
 * leaves four-digit numbers ungrouped ("2300", "9868,31 €") while five digits are grouped ("32.894,37 €"),
 * so one column mixed both; the portal writes 1.234,56 € in Spanish as in German and Portuguese. An
 * option given (`useGrouping: false`) still wins.
 */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return new Intl.NumberFormat(locale, { useGrouping: 'always', ...options });
}
