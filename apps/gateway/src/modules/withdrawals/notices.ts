import { payoutOptions, type Withdrawal } from '@affiliate/contract';
import { formatAmount } from '../notifications/money-text.ts';

/** What the affiliate is told at each step of a withdrawal (portal notification and, if wanted, email). */
export type WithdrawalNotice =
  | { step: 'requested' }
  | { step: 'approved' }
  | { step: 'paid' }
  | { step: 'rejected'; reason: string }
  | { step: 'cancelled'; by: 'member' }
  | { step: 'cancelled'; by: 'operator'; reason: string };

const RELEASED = 'The amount is back in your available balance.';

export function withdrawalNotice(w: Withdrawal, notice: WithdrawalNotice): { title: string; body: string } {
  const what = `Your withdrawal #${w.id} of ${formatAmount(w.amount, w.currency)} by ${payoutOptions[w.payment_option_type].name}`;
  switch (notice.step) {
    case 'requested':
      return {
        title: 'Withdrawal requested',
        body: `${what} is pending.${w.review_reason ? ` ${w.review_reason}` : ''}`,
      };
    case 'approved':
      return { title: 'Withdrawal approved', body: `${what} was approved and will be paid soon.` };
    case 'paid':
      return {
        title: 'Withdrawal paid',
        body: `${what} was paid: ${formatAmount(w.payout_amount, w.unit)} sent. Payout reference: ${w.payout_reference}.`,
      };
    case 'rejected':
      return { title: 'Withdrawal rejected', body: `${what} was rejected: ${notice.reason} ${RELEASED}` };
    case 'cancelled':
      return notice.by === 'member'
        ? {
            title: 'Withdrawal cancelled',
            body: `You cancelled ${what.replace('Your', 'your')}. ${RELEASED}`,
          }
        : {
            title: 'Withdrawal cancelled',
            body: `${what} was cancelled by us: ${notice.reason} ${RELEASED}`,
          };
  }
}
