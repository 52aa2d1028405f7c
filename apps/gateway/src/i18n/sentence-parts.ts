import { intlLocales, type Language } from '@affiliate/contract';

/**
 * The parts the gateway's sentences are made of, in a language (issue 37): rates as percentages and
 * lists of items. English keeps each sentence's own way (its callers pass it), so it stays word for word
 * the specification's; the other languages write them as Intl does in their locale.
 */

const percentFormats = new Map<Language, Intl.NumberFormat>();

/** A rate kept as a fraction (`0.275`) as a percentage in the language's locale: `27,5 %` (de, es), `27,5%` (pt-BR). */
export function localPercent(language: Language, rate: string): string {
  let format = percentFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(intlLocales[language], { style: 'percent', maximumFractionDigits: 4 });
    percentFormats.set(language, format);
  }
  return format.format(Number(rate));
}

const listFormats = new Map<Language, Intl.ListFormat>();

/** "a, b and c" in English (no serial comma, as the product writes it); "a, b e c", "a, b y c", "a, b und c". */
export function listIn(language: Language, items: readonly string[]): string {
  if (language === 'en')
    return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  let format = listFormats.get(language);
  if (!format) {
    format = new Intl.ListFormat(intlLocales[language], { type: 'conjunction' });
    listFormats.set(language, format);
  }
  return format.format(items);
}
