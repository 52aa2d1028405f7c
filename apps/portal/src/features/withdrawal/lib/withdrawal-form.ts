import { msg, t } from '@lingui/core/macro';
import { z } from 'zod';
import { checkPayoutDetail } from '@affiliate/contract/common/payout-address';
import type { PaymentOptionType } from '@affiliate/contract/common/payout-options';
import { sixDigitCode } from '@affiliate/contract/common/primitives';
import { positiveMoney } from '@affiliate/contract/endpoints/payments';
import { formatMoney } from '@/lib/money';
import { requiredString } from '@/lib/validation';
import { compareDecimals } from '@/lib/decimal-units';

/**
 * An amount as the affiliate typed it, in the contract's shape: trimmed, and a decimal comma (how
 * Portuguese, Spanish and German write `150,50`) read as the point the gateway takes. Groupings are not
 * guessed: `1.234,56` stays what it is and is refused with the example of the right shape.
 */
export function typedAmount(text: string): string {
  return text.trim().replace(/^(\d{1,12}),(\d{1,2})$/, '$1.$2');
}

export interface WithdrawalFormValues {
  /** The option's detail: a wallet address or an e-wallet account. */
  detail: string;
  amount: string;
  code: string;
}

/** What the rules of one option's form depend on. */
export interface WithdrawalFormRules {
  type: PaymentOptionType;
  /** The detail field's label (from the fields call), the name in '{field} is not valid.' */
  detailLabel: string;
  min: string;
  max: string;
  currency: string;
  /** The available balance, when known: an amount above it cannot be held. */
  available?: string | undefined;
  codeLabel: string;
}

/** The amount's bounds: the option's minimum and maximum, and the available balance (said in the portal's language). */
export function amountProblem(
  amount: string,
  rules: Pick<WithdrawalFormRules, 'min' | 'max' | 'currency' | 'available'>,
): string | null {
  if (compareDecimals(amount, rules.min) === -1) {
    const min = formatMoney(rules.min, rules.currency);
    return t`Enter at least ${min}.`;
  }
  if (compareDecimals(amount, rules.max) === 1) {
    const max = formatMoney(rules.max, rules.currency);
    return t`Enter at most ${max}.`;
  }
  if (rules.available !== undefined && compareDecimals(amount, rules.available) === 1) {
    const available = formatMoney(rules.available, rules.currency);
    return t`That is more than your available balance of ${available}.`;
  }
  return null;
}

/**
 * The form's rules: every field first meets the specification's required rule ('{field} is not valid.'),
 * then the detail its network's rules (`checkPayoutDetail`, the gateway's own), the amount the contract's
 * money shape and the bounds, the code six digits. They run on blur and on change (formValidationModes).
 */
export function withdrawalFormSchema(rules: WithdrawalFormRules) {
  // Each rule runs inside the required rule's pipe, so a blank field shows only '{field} is not valid.';
  // the bounds are checked only on an amount of the right shape.
  const detail = z.string().superRefine((value, ctx) => {
    const problem = checkPayoutDetail(rules.type, value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
  const amount = z.string().superRefine((value, ctx) => {
    const shaped = positiveMoney.safeParse(typedAmount(value));
    const problem = shaped.success
      ? amountProblem(shaped.data, rules)
      : (shaped.error.issues[0]?.message ?? null);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
  return z.object({
    detail: requiredString(rules.detailLabel, detail),
    amount: requiredString(t`Amount`, amount).transform(typedAmount),
    code: requiredString(rules.codeLabel, sixDigitCode),
  });
}

export const NEW_DETAILS_NOTE = msg`New payout details: this withdrawal waits for our review for 24 hours.`;

/**
 * Whether this withdrawal goes to new payout details, which wait for the operator's review: details
 * saved less than 24 hours ago (review_until still ahead), or a detail other than the saved one.
 */
export function isNewPayoutDetail(
  typed: string,
  saved: { value: string | null; review_until: string | null },
  now: Date = new Date(),
): boolean {
  if (saved.review_until && new Date(saved.review_until).getTime() > now.getTime()) return true;
  const value = typed.trim();
  return value !== '' && value !== (saved.value ?? '').trim();
}
