import { z } from 'zod';
import {
  withdrawalIdentityRequirement,
  type WithdrawalIdentityRequirement,
} from '@affiliate/contract/endpoints/operator';

export const identityRuleChoices = ['never', 'first-withdrawal', 'above-amount'] as const;
type Choice = (typeof identityRuleChoices)[number];

/** The contract's amount rule of `above-amount` (the gateway checks the same). */
const amountRule = withdrawalIdentityRequirement.options[2].shape.amount;

/** The identity rule form: a choice, and an amount that counts only for `above-amount`. */
export const identityRuleFormSchema = z
  .object({ require: z.enum(identityRuleChoices), amount: z.string().trim() })
  .superRefine((values, context) => {
    if (values.require !== 'above-amount') return;
    const amount = amountRule.safeParse(values.amount);
    if (!amount.success)
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: values.amount === '' ? 'Enter the amount.' : amount.error.issues[0]!.message,
      });
  })
  .transform((values): WithdrawalIdentityRequirement =>
    values.require === 'above-amount'
      ? { require: values.require, amount: values.amount }
      : { require: values.require },
  );

export type IdentityRuleFormInput = z.input<typeof identityRuleFormSchema>;

/** The form's starting values: the stored rule. */
export function identityRuleFormValues(rule: WithdrawalIdentityRequirement): IdentityRuleFormInput {
  return { require: rule.require, amount: rule.require === 'above-amount' ? rule.amount : '' };
}

export const identityRuleLabels: Record<Choice, { label: string; hint: string }> = {
  never: { label: 'Never', hint: 'Affiliates withdraw without verifying their identity.' },
  'first-withdrawal': {
    label: 'Before the first withdrawal',
    hint: 'An affiliate verifies once, before their first withdrawal.',
  },
  'above-amount': {
    label: 'Above an amount',
    hint: "A withdrawal above the amount, in the affiliate's balance currency, waits until they are verified.",
  },
};

/** The rule in words, as the screen states the stored one. */
export function describeIdentityRule(rule: WithdrawalIdentityRequirement): string {
  if (rule.require === 'above-amount')
    return `Withdrawals above ${rule.amount} (in the affiliate's balance currency) need a verified identity.`;
  return rule.require === 'never'
    ? 'No withdrawal needs a verified identity.'
    : 'An affiliate verifies their identity before their first withdrawal.';
}
