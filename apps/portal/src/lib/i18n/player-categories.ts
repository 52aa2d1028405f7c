import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { playerCategory, type PlayerCategory } from '@affiliate/contract/common/players';

/**
 * The player categories (products) as every screen names them: the contract's English labels
 * (playerCategoryLabels) word for word, translated where they are shown. One list for the dashboard, the
 * referrals and the reports, so a category reads the same on each.
 */
export const playerCategoryNames: Readonly<Record<PlayerCategory, MessageDescriptor>> = {
  casino: msg`Casino`,
  sports: msg`Sports`,
  'live-casino': msg`Live casino`,
  poker: msg`Poker`,
};

/** A category's name in the language on screen; null for a key the portal does not know (yet). */
export function playerCategoryName(key: string): string | null {
  const category = playerCategory.safeParse(key);
  return category.success ? i18n._(playerCategoryNames[category.data]) : null;
}
