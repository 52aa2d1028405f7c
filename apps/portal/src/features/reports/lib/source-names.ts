import { t } from '@lingui/core/macro';
import { playerCategory } from '@affiliate/contract/common/players';
import { intlLocale } from '@/lib/i18n/language';

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

/** A product (the player's category) in words, as the players list names it; null for a key not known. */
export function productLabel(key: string): string | null {
  const category = playerCategory.safeParse(key);
  if (!category.success) return null;
  switch (category.data) {
    case 'casino':
      return t`Casino`;
    case 'sports':
      return t`Sports`;
    case 'live-casino':
      return t`Live casino`;
    case 'poker':
      return t`Poker`;
  }
}
