import { t } from '@lingui/core/macro';
import type { TransactionStatus } from '@affiliate/contract/endpoints/statements';

/**
 * What happened to a withdrawal's money, in the affiliate's words. Only a paid withdrawal sent money;
 * a rejected or cancelled one gave its amount back to the balance (net nothing), and only a pending
 * one is still under review.
 */
export interface WithdrawalOutcome {
  /** The amount left the balance for good (paid) or is held for it (pending, approved). */
  debited: boolean;
  /** The amount went back to the available balance. */
  returned: boolean;
  /** The label of the crypto or e-wallet amount: sent only once paid (in the portal's language). */
  payoutLabel: string;
  /** Whether the reason it waits for review (and until when) still applies. */
  underReview: boolean;
}

/** Read when called (during render), so the labels are in the portal's current language. */
export function withdrawalOutcome(status: TransactionStatus): WithdrawalOutcome {
  switch (status) {
    case 'paid':
      return { debited: true, returned: false, payoutLabel: t`Amount sent`, underReview: false };
    case 'pending':
      return { debited: true, returned: false, payoutLabel: t`Amount to send`, underReview: true };
    case 'approved':
      return { debited: true, returned: false, payoutLabel: t`Amount to send`, underReview: false };
    case 'rejected':
    case 'cancelled':
      return { debited: false, returned: true, payoutLabel: t`Amount requested`, underReview: false };
    default:
      // Commission, adjustments and fees happen at once: their amount is what they did to the balance.
      return { debited: true, returned: false, payoutLabel: t`Amount sent`, underReview: false };
  }
}

/** `-75.50` -> `75.50`: the requested amount of a withdrawal, whatever sign the history row carries. */
export function unsigned(amount: string): string {
  return amount.startsWith('-') ? amount.slice(1) : amount;
}
