import { t } from '@lingui/core/macro';
import type { WithdrawalIdentityRule } from '@affiliate/contract/endpoints/payments';
import { intlLocale } from '@/lib/i18n/language';
import { numberFormat } from '@/lib/i18n/number-format';

/** What happens next, the same whatever the rule (read in the language shown when it is called). */
const how = () =>
  t`You will be taken to our verification provider to upload a photo of an identity document (a passport, an identity card or a driving licence); it takes a few minutes, and you come back here afterwards.`;

/** The rule's amount (a decimal string in the balance's currency) as the language writes numbers. */
const readableAmount = (amount: string | null) =>
  amount === null
    ? t`the limit`
    : numberFormat(intlLocale(), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        Number(amount),
      );

/**
 * Why the affiliate is asked to verify, from the brand's rule (GET /api/v1/bo/me/withdrawal-identity):
 * the screen must not claim a withdrawal needs it when the brand's rule says it never does. Until the
 * rule is known the words claim nothing. `summary` is the page's description, `explanation` the card's.
 * Called while rendering: the words are in the language shown.
 */
export function kycPurposeText(rule: Pick<WithdrawalIdentityRule, 'require' | 'amount'> | undefined): {
  summary: string;
  explanation: string;
} {
  const howItGoes = how();
  switch (rule?.require) {
    case 'never':
      return {
        summary: t`Confirm who you are. Your withdrawals do not need it.`,
        explanation: t`Your withdrawals do not need a verified identity, so this is optional. ${howItGoes}`,
      };
    case 'first-withdrawal':
      return {
        summary: t`Confirm who you are once, so that your withdrawals can be paid.`,
        explanation: t`Before your first withdrawal we need to confirm who you are. ${howItGoes}`,
      };
    case 'above-amount': {
      const amount = readableAmount(rule.amount);
      return {
        summary: t`Confirm who you are once, so that withdrawals above ${amount} can be paid.`,
        explanation: t`Withdrawals above ${amount} need a verified identity. ${howItGoes}`,
      };
    }
    default:
      return { summary: t`Confirm who you are.`, explanation: howItGoes };
  }
}
