import { describe, expect, it } from 'vitest';
import { kycPurposeText } from '../kyc-purpose-text';

describe('kycPurposeText', () => {
  it('never claims a withdrawal needs it when the rule is "never"', () => {
    const text = kycPurposeText({ require: 'never', amount: null });
    expect(text.explanation).not.toContain('Before your first withdrawal');
    expect(text.explanation).toContain('Your withdrawals do not need a verified identity');
    expect(text.summary).not.toContain('so that your withdrawals can be paid');
  });

  it('says "before your first withdrawal" for that rule', () => {
    expect(kycPurposeText({ require: 'first-withdrawal', amount: null }).explanation).toMatch(
      /^Before your first withdrawal we need to confirm who you are\./,
    );
  });

  it('names the amount for the "above an amount" rule', () => {
    expect(kycPurposeText({ require: 'above-amount', amount: '500.00' }).explanation).toMatch(
      /^Withdrawals above 500\.00 need a verified identity\./,
    );
  });

  it('claims nothing about withdrawals before the rule is known', () => {
    const text = kycPurposeText(undefined);
    expect(text.explanation).not.toMatch(/withdrawal/i);
    expect(text.summary).not.toMatch(/withdrawal/i);
  });
});
