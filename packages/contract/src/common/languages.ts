/**
 * The languages the affiliate-facing product speaks (issue 37): the portal's screens, the gateway's
 * mails, notices and statement files. English is the specification's text, word for word; the others
 * are written for this product. The operator console stays in English.
 */
export const languages = ['en', 'pt-BR', 'es', 'de'] as const;
export type Language = (typeof languages)[number];

/** Each language's name in itself, as a picker lists it. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  'pt-BR': 'Português (Brasil)',
  es: 'Español',
  de: 'Deutsch',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/**
 * The supported language closest to a BCP 47 tag (a browser's, an Accept-Language entry): exact first,
 * then by its primary subtag (`pt-PT` and `pt` read Brazilian Portuguese, `es-MX` Spanish, `de-AT`
 * German); null when none is close.
 */
export function closestLanguage(tag: string): Language | null {
  const wanted = tag.trim().toLowerCase();
  if (!wanted) return null;
  const exact = languages.find((candidate) => candidate.toLowerCase() === wanted);
  if (exact) return exact;
  const primary = wanted.split('-')[0];
  return languages.find((candidate) => candidate.toLowerCase().split('-')[0] === primary) ?? null;
}

/** The first of a list of tags (most preferred first) that a supported language is close to. */
export function firstSupportedLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const found = closestLanguage(tag);
    if (found) return found;
  }
  return null;
}

/**
 * The Intl locale a language formats numbers, money and dates with. English is en-US: the
 * specification's dates are MM/DD/YYYY and its amounts `€1,234.56`; Spanish and German are those of Spain
 * and Germany (`1.234,56 €`), Portuguese that of Brazil (`R$ 1.234,56`, DD/MM/AAAA).
 */
export const intlLocales: Record<Language, string> = {
  en: 'en-US',
  'pt-BR': 'pt-BR',
  es: 'es-ES',
  de: 'de-DE',
};
