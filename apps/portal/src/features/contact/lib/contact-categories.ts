import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ContactCategory } from '@affiliate/contract/endpoints/contact';

/** The contact categories' names (the contract's contactCategoryLabels, English word for word), as catalog messages. */
export const contactCategoryNames: Record<ContactCategory, MessageDescriptor> = {
  general: msg`General question`,
  payments: msg`Payments and withdrawals`,
  technical: msg`Technical problem`,
  marketing: msg`Marketing tools and tracking`,
  account: msg`My account`,
};
