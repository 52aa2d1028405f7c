import { describe, expect, it } from 'vitest';
import {
  authenticatorCodeRequest,
  changePasswordRequest,
  errorBody,
  forgotPasswordRequest,
  loginRequest,
  maintenanceSetting,
  moneyAmount,
  paginationMeta,
  secondFactorCodeRequest,
  twoFactorStatus,
} from '../src/index.ts';

const strong = 'correct-horse-battery';

describe('forgot password request', () => {
  it('accepts step 1 with an email only', () => {
    expect(forgotPasswordRequest.parse({ email: ' demo@example.com ' })).toEqual({
      email: 'demo@example.com',
    });
  });

  it('holds a reset to every step-2 field instead of falling back to sending a code', () => {
    const result = forgotPasswordRequest.safeParse({ email: 'demo@example.com', code: '123456' });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('password');
  });

  it('rejects a confirmation that does not match', () => {
    const result = forgotPasswordRequest.safeParse({
      email: 'demo@example.com',
      code: '123456',
      password: strong,
      password_confirmation: strong + 'x',
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['password_confirmation']);
  });

  it('rejects a code that is not six digits', () => {
    const result = forgotPasswordRequest.safeParse({
      email: 'demo@example.com',
      code: '12ab56',
      password: strong,
      password_confirmation: strong,
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.path).toEqual(['code']);
  });
});

describe('change password request', () => {
  it('needs 12 characters and a matching confirmation', () => {
    expect(
      changePasswordRequest.safeParse({
        current_password: 'x',
        password: 'short',
        password_confirmation: 'short',
      }).success,
    ).toBe(false);
    expect(
      changePasswordRequest.safeParse({
        current_password: 'x',
        password: strong,
        password_confirmation: 'other',
      }).success,
    ).toBe(false);
    expect(
      changePasswordRequest.safeParse({
        current_password: 'x',
        password: strong,
        password_confirmation: strong,
      }).success,
    ).toBe(true);
  });
});

describe('shapes', () => {
  it('login takes a username or an email, trimmed', () => {
    expect(loginRequest.parse({ username: ' demo ', password: 'p' }).username).toBe('demo');
    expect(loginRequest.safeParse({ username: '', password: 'p' }).success).toBe(false);
  });

  it('money is a decimal string with at most 8 decimals, never a float', () => {
    expect(moneyAmount.safeParse('1250.50').success).toBe(true);
    expect(moneyAmount.safeParse('0.00012345').success).toBe(true);
    expect(moneyAmount.safeParse('0.000123456').success).toBe(false);
    expect(moneyAmount.safeParse(12.5).success).toBe(false);
  });

  it('the maintenance setting is a list of key/value entries under app', () => {
    expect(maintenanceSetting.parse({ app: [{ key: 'affiliate', value: true }] }).app[0]).toEqual({
      key: 'affiliate',
      value: true,
    });
    expect(maintenanceSetting.safeParse({ app: { affiliate: true } }).success).toBe(false);
  });

  it('pagination meta carries every field of the specification', () => {
    const meta = {
      current_page: 1,
      last_page: 3,
      from: 1,
      to: 10,
      total: 25,
      per_page: 10,
      prev_page_url: null,
      next_page_url: '/x?page=2',
      links: [{ url: null, label: '1', active: true }],
    };
    expect(paginationMeta.parse(meta)).toEqual(meta);
    const { links: _links, ...withoutLinks } = meta;
    expect(paginationMeta.safeParse(withoutLinks).success).toBe(false);
  });

  it('the error body has a message and optional field errors', () => {
    expect(
      errorBody.parse({ message: 'Invalid', errors: { website: ['Website is not valid.'] } }).errors!.website,
    ).toHaveLength(1);
    expect(errorBody.safeParse({ errors: {} }).success).toBe(false);
  });
});

describe('two-factor requests', () => {
  it('take a 6-digit code where only the authenticator app counts', () => {
    expect(authenticatorCodeRequest.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
    for (const code of ['12345', '1234567', 'abcdef', 'abcd-efgh-jkmn-pqrs'])
      expect(authenticatorCodeRequest.safeParse({ code }).success, code).toBe(false);
  });

  it('take a 6-digit code or a recovery code (any case, dashes optional) where a lost phone must not lock out', () => {
    for (const code of [
      '123456',
      'abcd-efgh-jkmn-pqrs',
      'ABCDEFGHJKMNPQRS',
      'abcd-efghjkmn-pqrs',
      'abcd efgh jkmn pqrs',
    ])
      expect(secondFactorCodeRequest.safeParse({ code }).success, code).toBe(true);
    for (const code of [
      '',
      '12345',
      'abcd-efgh-jkmn-pqr',
      'abcd--efgh-jkmn-pqrs',
      'abcd-efgh-jkmn-pqrs-tvwx',
    ])
      expect(secondFactorCodeRequest.safeParse({ code }).error?.issues[0]?.message, code).toBe(
        'Enter the 6-digit code or a recovery code.',
      );
  });

  it('status values: off, pending, enabled, disabled', () => {
    expect(twoFactorStatus.options).toEqual(['off', 'pending', 'enabled', 'disabled']);
  });
});
