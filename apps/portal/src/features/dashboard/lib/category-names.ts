import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PlayerCategory } from '@affiliate/contract/common/players';

/**
 * The player categories (products) as the dashboard names them: the contract's English labels
 * (playerCategoryLabels) word for word, translated where they are shown.
 */
export const categoryNames: Record<PlayerCategory, MessageDescriptor> = {
  casino: msg`Casino`,
  sports: msg`Sports`,
  'live-casino': msg`Live casino`,
  poker: msg`Poker`,
};
