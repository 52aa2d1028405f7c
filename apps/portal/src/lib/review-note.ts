import { t } from '@lingui/core/macro';
import { formatDateTime } from './dates';

/** What a withdrawal says of its review: the gateway's reason, and when the hold of new payout details ends. */
export interface ReviewedWithdrawal {
  review_reason: string | null;
  hold_until: string | null;
}

/**
 * The note under a withdrawal waiting for review, with the hold's end read from `hold_until` and shown
 * in the portal's date format on the viewer's clock, like every other date of the screen. Without a hold
 * the gateway's reason is shown as it is.
 */
export function reviewNote(withdrawal: ReviewedWithdrawal, now: Date = new Date()): string | null {
  if (withdrawal.hold_until === null) return withdrawal.review_reason;
  const until = new Date(withdrawal.hold_until);
  const shown = formatDateTime(until);
  return until.getTime() > now.getTime()
    ? t`New payout details: this withdrawal waits for our review until ${shown}.`
    : t`New payout details: the review hold ended on ${shown}.`;
}
