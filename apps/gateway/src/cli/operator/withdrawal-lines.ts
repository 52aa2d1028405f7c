import { payoutOptions, type operatorWithdrawal } from '@affiliate/contract';
import type { z } from 'zod';

type OperatorWithdrawal = z.infer<typeof operatorWithdrawal>;

/** One withdrawal as `withdrawals list` prints it: what, who, where to, and why it waits or ended. */
export function withdrawalLines(w: OperatorWithdrawal): string {
  const lines = [
    `#${w.id}  ${w.status.toUpperCase()}  ${w.created_at}  ${w.username} (member ${w.member_id})`,
    `  ${w.amount} ${w.currency} by ${payoutOptions[w.payment_option_type].name}: send ${w.payout_amount} ${w.unit}${w.fee !== '0.00' ? ` (fee ${w.fee} ${w.currency})` : ''}${w.rate ? ` at ${w.rate}` : ''}`,
    `  to ${w.destination_full}`,
  ];
  if (w.review_reason) lines.push(`  Review: ${w.review_reason}`);
  if (w.hold_until)
    lines.push(`  Hold until: ${w.hold_until} (not paid before, unless --override-hold "reason")`);
  if (w.reject_reason) lines.push(`  Reason: ${w.reject_reason}`);
  if (w.payout_reference) lines.push(`  Payout reference: ${w.payout_reference}`);
  return lines.join('\n');
}
