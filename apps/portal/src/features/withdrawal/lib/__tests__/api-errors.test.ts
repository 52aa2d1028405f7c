import { describe, expect, it } from 'vitest';
import { withOptionErrors, withoutFieldError, withoutOptionErrors } from '../api-errors';

const refusal = (data: object, status = 422) => ({ status, headers: new Headers(), data });

describe('apiErrors, kept per payment option', () => {
  it("puts each field's first message under its field, and keeps other options' errors", () => {
    let errors = withOptionErrors(
      {},
      'BITCOIN',
      refusal({ message: 'Invalid', errors: { wallet_address: ['Not a Bitcoin address.'] } }),
    );
    errors = withOptionErrors(
      errors,
      'USDTTRC20',
      refusal({
        message: 'Invalid',
        errors: { code: ['The code is not valid.', 'second'], amount: ['Enter at least €20.00.'] },
      }),
    );
    expect(errors).toEqual({
      BITCOIN: { fields: { wallet_address: 'Not a Bitcoin address.' }, message: null },
      USDTTRC20: {
        fields: { code: 'The code is not valid.', amount: 'Enter at least €20.00.' },
        message: null,
      },
    });
  });

  it("keeps a refusal that names no field of the form as the option's message", () => {
    expect(withOptionErrors({}, 'USDC', refusal({ message: 'The USDC rate is out of date.' }, 409))).toEqual({
      USDC: { fields: {}, message: 'The USDC rate is out of date.' },
    });
    expect(
      withOptionErrors(
        {},
        'USDC',
        refusal({ message: 'Invalid', errors: { payment_option_type: ['USDC is not offered now.'] } }),
      ),
    ).toEqual({
      USDC: { fields: {}, message: 'USDC is not offered now.' },
    });
    expect(withOptionErrors({}, 'SKRILL', new TypeError('Failed to fetch')).SKRILL?.message).toBe(
      'Failed to fetch',
    );
  });

  it("replaces only the refused option's errors; an edit clears its field; a success clears the option", () => {
    const errors = withOptionErrors(
      withOptionErrors({}, 'BITCOIN', refusal({ message: 'x', errors: { amount: ['Too much.'] } })),
      'NETELLER',
      refusal({ message: 'x', errors: { account: ['Unknown account.'], code: ['Wrong code.'] } }),
    );
    const edited = withoutFieldError(errors, 'NETELLER', 'account');
    expect(edited.NETELLER).toEqual({ fields: { code: 'Wrong code.' }, message: null });
    expect(edited.BITCOIN).toBe(errors.BITCOIN);
    expect(withoutFieldError(edited, 'USDC', 'code')).toBe(edited);
    expect(withoutOptionErrors(edited, 'NETELLER')).toEqual({ BITCOIN: errors.BITCOIN });
  });
});
