import Decimal from 'decimal.js';
import {
  withdrawalIdentityRequirement,
  type WithdrawalIdentityRequirement,
  type WithdrawalIdentityRule,
} from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { englishOf, type ErrorMessage } from '../../http/api-error.ts';
import { findVerification } from '../kyc/repository.ts';
import { checkSetting } from '../settings/checks.ts';
import { findSetting } from '../settings/repository.ts';
import { refusalNumber } from './refusal-amounts.ts';
import { hasStandingWithdrawal } from './repository.ts';

/** The brand setting of when a withdrawal needs a verified identity. */
export const KYC_WITHDRAWALS_SETTING = 'kyc.withdrawals';

checkSetting(KYC_WITHDRAWALS_SETTING, {
  // The rule's shape is the contract's: the console's form and the operator's settings answer use it too.
  schema: withdrawalIdentityRequirement,
  field: 'require',
  message: `${KYC_WITHDRAWALS_SETTING} must be { require: 'never' | 'first-withdrawal' } or { require: 'above-amount', amount: '500.00' }.`,
});

export const IDENTITY_REQUIRED = {
  firstWithdrawal: 'Please verify your identity before your first withdrawal.',
  aboveAmount: (amount: string) => `Please verify your identity to withdraw more than ${amount}.`,
} as const;

/** The brand's rule and when it was last set; 'never' when unset (a stored value is checked when the operator sets it). */
export async function storedWithdrawalRule(
  db: Queryable,
): Promise<{ rule: WithdrawalIdentityRequirement; updatedAt: Date | null }> {
  const stored = await findSetting(db, KYC_WITHDRAWALS_SETTING);
  const parsed = withdrawalIdentityRequirement.safeParse(stored?.value);
  return { rule: parsed.success ? parsed.data : { require: 'never' }, updatedAt: stored?.updated_at ?? null };
}

export async function withdrawalRule(db: Queryable): Promise<WithdrawalIdentityRequirement> {
  return (await storedWithdrawalRule(db)).rule;
}

/**
 * Whether the brand's rule stops this withdrawal until the affiliate's identity is verified: null when
 * it may go ahead, else the message the withdrawal screen shows with its link to /kyc. A first
 * withdrawal is one with no earlier withdrawal still standing (pending, approved or paid).
 */
export async function identityRequiredForWithdrawal(
  db: Queryable,
  affiliateId: number,
  amount: string,
): Promise<string | null> {
  const refusal = await identityRefusal(db, affiliateId, amount);
  return refusal === null ? null : englishOf(refusal);
}

/** `identityRequiredForWithdrawal`'s message as the refused withdrawal answers it, in the request's language. */
export async function identityRefusal(
  db: Queryable,
  affiliateId: number,
  amount: string,
): Promise<ErrorMessage | null> {
  const rule = await withdrawalRule(db);
  if (rule.require === 'never') return null;
  if ((await findVerification(db, affiliateId))?.verified) return null;
  if (rule.require === 'above-amount') {
    const limit = rule.amount;
    return new Decimal(amount).gt(limit)
      ? {
          key: 'error.withdrawal.identityAbove',
          values: (language) => ({ amount: refusalNumber(language, limit) }),
        }
      : null;
  }
  return (await hasStandingWithdrawal(db, affiliateId)) ? null : IDENTITY_REQUIRED.firstWithdrawal;
}

/**
 * The rule as the withdrawal screen shows it before the affiliate types an amount: `message` when it
 * holds withdrawals back now (all of them before a first withdrawal; those above the amount otherwise).
 */
export async function describeWithdrawalIdentity(
  db: Queryable,
  affiliateId: number,
): Promise<WithdrawalIdentityRule> {
  const rule = await withdrawalRule(db);
  const verified = (await findVerification(db, affiliateId))?.verified ?? false;
  const amount = rule.require === 'above-amount' ? new Decimal(rule.amount).toFixed(2) : null;
  let message: string | null = null;
  if (!verified && rule.require === 'above-amount') message = IDENTITY_REQUIRED.aboveAmount(rule.amount);
  if (!verified && rule.require === 'first-withdrawal' && !(await hasStandingWithdrawal(db, affiliateId)))
    message = IDENTITY_REQUIRED.firstWithdrawal;
  return { require: rule.require, amount, verified, message };
}
