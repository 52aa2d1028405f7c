import { t } from '@lingui/core/macro';
import { playerCategory } from '@affiliate/contract/common/players';

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
