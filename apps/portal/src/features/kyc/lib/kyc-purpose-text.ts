import type { WithdrawalIdentityRule } from '@affiliate/contract/endpoints/payments';

const HOW =
  'You will be taken to our verification provider to upload a photo of an identity document (a passport, an identity card or a driving licence); it takes a few minutes, and you come back here afterwards.';

/**
 * Why the affiliate is asked to verify, from the brand's rule (GET /api/v1/bo/me/withdrawal-identity):
 * the screen must not claim a withdrawal needs it when the brand's rule says it never does. Until the
 * rule is known the words claim nothing. `summary` is the page's description, `explanation` the card's.
 */
export function kycPurposeText(rule: Pick<WithdrawalIdentityRule, 'require' | 'amount'> | undefined): {
  summary: string;
  explanation: string;
} {
  switch (rule?.require) {
    case 'never':
      return {
        summary: 'Confirm who you are. Your withdrawals do not need it.',
        explanation: `Your withdrawals do not need a verified identity, so this is optional. ${HOW}`,
      };
    case 'first-withdrawal':
      return {
        summary: 'Confirm who you are once, so that your withdrawals can be paid.',
        explanation: `Before your first withdrawal we need to confirm who you are. ${HOW}`,
      };
    case 'above-amount':
      return {
        summary: `Confirm who you are once, so that withdrawals above ${rule.amount ?? 'the limit'} can be paid.`,
        explanation: `Withdrawals above ${rule.amount ?? 'the limit'} need a verified identity. ${HOW}`,
      };
    default:
      return { summary: 'Confirm who you are.', explanation: HOW };
  }
}
