import { describe, expect, it } from 'vitest';
import {
  isNewPayoutDetail,
  typedAmount,
  withdrawalFormSchema,
  type WithdrawalFormRules,
} from '../withdrawal-form';

const rules: WithdrawalFormRules = {
  type: 'USDTTRC20',
  detailLabel: 'Wallet address',
  min: '20.00',
  max: '5000.00',
  currency: 'EUR',
  available: '300.00',
  codeLabel: 'Emailed code',
};
const valid = { detail: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', amount: '150', code: '123456' };

function problems(values: Partial<typeof valid>, overrides: Partial<WithdrawalFormRules> = {}) {
  const result = withdrawalFormSchema({ ...rules, ...overrides }).safeParse({ ...valid, ...values });
  if (result.success) return {};
  // The form shows the first problem of each field.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('the withdrawal form rules', () => {
  it('accepts a complete request', () => {
    expect(problems({})).toEqual({});
  });

  it("meets every blank field with the required rule's '{field} is not valid.'", () => {
    expect(problems({ detail: '   ', amount: '', code: ' ' })).toEqual({
      detail: 'Wallet address is not valid.',
      amount: 'Amount is not valid.',
      code: 'Emailed code is not valid.',
    });
    expect(problems({ code: '' }, { codeLabel: 'Authentication code' })).toEqual({
      code: 'Authentication code is not valid.',
    });
  });

  it("keeps the amount to the contract's money shape, the option's limits and the available balance", () => {
    expect(problems({ amount: '12.345' }).amount).toBe('Enter an amount like 150 or 150.50.');
    expect(problems({ amount: '0' }).amount).toBe('Enter an amount above zero.');
    expect(problems({ amount: '19.99' }).amount).toBe('Enter at least €20.00.');
    expect(problems({ amount: '20' })).toEqual({});
    expect(problems({ amount: '5000.01' }, { available: '9000.00' }).amount).toBe('Enter at most €5,000.00.');
    expect(problems({ amount: '300.01' }).amount).toBe(
      'That is more than your available balance of €300.00.',
    );
    expect(problems({ amount: '300.00' })).toEqual({});
    // Before the balance has loaded, only the option's limits apply (the gateway checks the rest).
    expect(problems({ amount: '4000' }, { available: undefined })).toEqual({});
  });

  it('reads a decimal comma as the point the gateway takes, and sends the amount in that shape', () => {
    expect(problems({ amount: '150,5' })).toEqual({});
    expect(problems({ amount: '300,01' }).amount).toBe(
      'That is more than your available balance of €300.00.',
    );
    expect(problems({ amount: '1.234,56' }).amount).toBe('Enter an amount like 150 or 150.50.');
    const sent = withdrawalFormSchema(rules).parse({ ...valid, amount: ' 150,50 ' });
    expect(sent.amount).toBe('150.50');
    expect(typedAmount('12,345')).toBe('12,345');
  });

  it('asks for a 6-digit code', () => {
    expect(problems({ code: '12345' }).code).toBe('Enter the 6-digit code.');
    expect(problems({ code: ' 654321 ' })).toEqual({});
  });
});

describe('new payout details', () => {
  const now = new Date('2026-11-23T17:05:00Z');
  const saved = { value: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', review_until: null };

  it('are the saved ones while they are under review', () => {
    expect(isNewPayoutDetail(saved.value, { ...saved, review_until: '2026-11-24T09:00:00Z' }, now)).toBe(
      true,
    );
    expect(isNewPayoutDetail(saved.value, { ...saved, review_until: '2026-11-23T17:04:59Z' }, now)).toBe(
      false,
    );
  });

  it('are anything other than the saved detail, or a first detail', () => {
    expect(isNewPayoutDetail(` ${saved.value} `, saved, now)).toBe(false);
    expect(isNewPayoutDetail('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', saved, now)).toBe(true);
    expect(
      isNewPayoutDetail('TNPeeaaFB7K9cmo4uQpcU32zGK8G1NYqeL', { value: null, review_until: null }, now),
    ).toBe(true);
    expect(isNewPayoutDetail('', { value: null, review_until: null }, now)).toBe(false);
  });
});
