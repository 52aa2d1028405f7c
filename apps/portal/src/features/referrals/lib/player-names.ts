import { t } from '@lingui/core/macro';
import type { PlayerCategory } from '@affiliate/contract/common/players';
import { intlLocale } from '@/lib/i18n/language';

/**
 * A player's category in words in the language on screen (the contract's playerCategoryLabels are the
 * English ones; a category not known yet shows as its code).
 */
export function categoryLabel(category: PlayerCategory | string): string {
  switch (category) {
    case 'casino':
      return t`Casino`;
    case 'sports':
      return t`Sports`;
    case 'live-casino':
      return t`Live casino`;
    case 'poker':
      return t`Poker`;
    default:
      return category;
  }
}

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

/** "Member ID 100234": a player as the specification names one. */
export const memberIdTitle = (playerId: number): string => t`Member ID ${playerId}`;
