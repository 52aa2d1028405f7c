import { t } from '@lingui/core/macro';
import type { PlayerCategory } from '@affiliate/contract/common/players';

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

/** "Member ID 100234": a player as the specification names one. */
export const memberIdTitle = (playerId: number): string => t`Member ID ${playerId}`;
