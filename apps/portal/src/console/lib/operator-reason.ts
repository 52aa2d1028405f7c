/**
 * The gateway's bounds of an operator's reason, which the affiliate reads: rejecting or cancelling a
 * withdrawal, overriding a payout hold (money-operator's `reason`), refusing an identity (kyc's).
 */
export const REASON_MIN = 3;
export const REASON_MAX = 500;

/** Why a typed reason would be refused, or undefined when it is fine. */
export function reasonError(reason: string): string | undefined {
  const length = reason.trim().length;
  if (length === 0) return 'Give a reason.';
  if (length < REASON_MIN) return `Give a reason of at least ${REASON_MIN} characters.`;
  return length > REASON_MAX ? `Keep the reason under ${REASON_MAX} characters.` : undefined;
}
