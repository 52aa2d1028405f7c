import { describe, expect, it } from 'vitest';
import { msg } from '@lingui/core/macro';
import { fieldNotValid } from '@affiliate/contract';
import { showInLanguage } from '@/testing/in-language';
import { isFilled, requiredString } from '../validation';

describe('the generic required rule', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty array', []],
    ['false', false],
    ['an empty string', ''],
    ['a blank string', '   '],
    ['tabs and newlines', '\t\n '],
  ])('rejects %s', (_, value) => {
    expect(isFilled(value)).toBe(false);
  });

  it.each([
    ['text', 'demo'],
    ['text with spaces around', '  demo  '],
    ['zero', 0],
    ['true', true],
    ['a non-empty array', ['a']],
    ['an object', {}],
  ])('accepts %s', (_, value) => {
    expect(isFilled(value)).toBe(true);
  });

  it("checks required first, with the contract's '{field} is not valid.', then the field rule of the contract", () => {
    const schema = requiredString(msg`New password`);
    expect(schema.safeParse('  ').error?.issues[0]?.message).toBe(fieldNotValid('New password'));
    expect(schema.safeParse('long enough').success).toBe(true);
  });

  it('says it in the language shown when the form validates, not when the schema was made', async () => {
    const schema = requiredString(msg`New password`);
    await showInLanguage('de');
    try {
      expect(schema.safeParse('').error?.issues[0]?.message).toBe('Neues Passwort ist ungültig.');
    } finally {
      await showInLanguage('en');
    }
  });
});
