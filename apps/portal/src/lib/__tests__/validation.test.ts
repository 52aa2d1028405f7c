import { describe, expect, it } from 'vitest';
import { fieldNotValid } from '@affiliate/contract';
import { isFilled, requiredRule, requiredString } from '../validation';

describe('the generic required rule', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty array', []],
    ['false', false],
    ['an empty string', ''],
    ['a blank string', '   '],
    ['tabs and newlines', '\t\n '],
  ])('rejects %s with "{field} is not valid."', (_, value) => {
    expect(isFilled(value)).toBe(false);
    expect(requiredRule(value, 'Email')).toBe('Email is not valid.');
  });

  it.each([
    ['text', 'demo'],
    ['text with spaces around', '  demo  '],
    ['zero', 0],
    ['true', true],
    ['a non-empty array', ['a']],
    ['an object', {}],
  ])('accepts %s', (_, value) => {
    expect(requiredRule(value, 'Email')).toBe(true);
  });

  it("uses the contract's default message and accepts a custom one", () => {
    expect(fieldNotValid('Username')).toBe('Username is not valid.');
    expect(requiredRule('', 'Username')).toBe(fieldNotValid('Username'));
    expect(requiredRule(null, 'Code', 'Enter the code.')).toBe('Enter the code.');
  });

  it('checks required first, then the field rule of the contract', () => {
    const schema = requiredString('New password');
    expect(schema.safeParse('  ').error?.issues[0]?.message).toBe('New password is not valid.');
    expect(schema.safeParse('long enough').success).toBe(true);
  });
});
