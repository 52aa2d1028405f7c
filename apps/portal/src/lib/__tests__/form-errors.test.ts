import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useForm, type Path, type UseFormReturn } from 'react-hook-form';
import { NetworkError } from '../http-client';
import { putServerErrors, serverErrorKey } from '../form-errors';

interface PasswordForm {
  current_password: string;
  password: string;
}

const answer = (status: number, data: unknown) => ({ status, headers: new Headers(), data });

/** The form-level message, read the way a screen's render reads `formState.errors.root.server`. */
const formLevelMessage = (form: UseFormReturn<PasswordForm>) =>
  form.getFieldState(serverErrorKey as Path<PasswordForm>).error?.message;

function passwordForm() {
  return renderHook(() => useForm<PasswordForm>({ defaultValues: { current_password: '', password: '' } }))
    .result.current;
}

describe('putServerErrors', () => {
  it('puts each 422 field error on its field and leaves no form-level message', () => {
    const form = passwordForm();
    const placed = putServerErrors(
      answer(422, {
        message: 'The given data was invalid.',
        code: 42200,
        errors: {
          current_password: ['The current password is incorrect.'],
          password: ['Too common.', 'Too short.'],
        },
      }),
      form.setError,
      ['current_password', 'password'],
    );
    expect(placed).toEqual({ onFields: 2, formMessage: '' });
    expect(form.getFieldState('current_password').error?.message).toBe('The current password is incorrect.');
    expect(form.getFieldState('password').error?.message).toBe('Too common.');
    expect(formLevelMessage(form)).toBeUndefined();
  });

  it("puts a 409's field errors on their fields only when the form asks for it", () => {
    const conflict = answer(409, {
      message: 'This address is taken.',
      errors: { password: ['This address is taken.'] },
    });
    const asked = passwordForm();
    expect(putServerErrors(conflict, asked.setError, ['password'], { conflictsOnFields: true })).toEqual({
      onFields: 1,
      formMessage: '',
    });
    expect(asked.getFieldState('password').error?.message).toBe('This address is taken.');
    const plain = passwordForm();
    expect(putServerErrors(conflict, plain.setError, ['password'])).toEqual({
      onFields: 0,
      formMessage: 'This address is taken.',
    });
    expect(plain.getFieldState('password').error).toBeUndefined();
  });

  it('makes errors on fields the form does not show a form-level message', () => {
    const form = passwordForm();
    const placed = putServerErrors(
      answer(422, {
        message: 'The given data was invalid.',
        errors: { password: ['Too common.'], member: ['The account is locked.'] },
      }),
      form.setError,
      ['current_password', 'password'],
    );
    expect(placed).toEqual({ onFields: 1, formMessage: 'The account is locked.' });
    expect(form.getFieldState('password').error?.message).toBe('Too common.');
    expect(formLevelMessage(form)).toBe('The account is locked.');
  });

  it("uses the answer's message for a 422 without field errors, another status, or a network failure", () => {
    const cases: Array<[unknown, string]> = [
      [answer(422, { message: 'Nothing to change.' }), 'Nothing to change.'],
      [
        answer(429, { message: 'Too many attempts. Try again in a minute.', code: 42900 }),
        'Too many attempts. Try again in a minute.',
      ],
      [answer(500, {}), 'Request failed (HTTP 500).'],
      [new NetworkError('offline'), 'The server could not be reached. Check your connection and try again.'],
    ];
    for (const [reason, message] of cases) {
      const form = passwordForm();
      expect(putServerErrors(reason, form.setError, ['current_password', 'password'])).toEqual({
        onFields: 0,
        formMessage: message,
      });
      expect(form.getFieldState('current_password').error).toBeUndefined();
      expect(formLevelMessage(form)).toBe(message);
    }
  });

  it("focuses the first field of the form that got an error, in the form's order", () => {
    const form = passwordForm();
    const focused: string[] = [];
    const setError: typeof form.setError = (name, error, options) => {
      if (options?.shouldFocus) focused.push(name);
      form.setError(name, error, options);
    };
    putServerErrors(
      answer(422, { message: 'x', errors: { password: ['Too common.'], current_password: ['Wrong.'] } }),
      setError,
      ['current_password', 'password'],
    );
    expect(focused).toEqual(['current_password']);
  });

  it('leaves the form-level message to the caller when asked, for a form that tells it elsewhere', () => {
    const form = passwordForm();
    const placed = putServerErrors(
      answer(422, {
        message: 'x',
        errors: { password: ['Too common.'], member: ['The account is locked.'] },
      }),
      form.setError,
      ['current_password', 'password'],
      {
        formMessage: 'returned',
      },
    );
    expect(placed).toEqual({ onFields: 1, formMessage: 'The account is locked.' });
    expect(form.getFieldState('password').error?.message).toBe('Too common.');
    expect(formLevelMessage(form)).toBeUndefined();
  });
});

/** The banner generator's save (it shows the form-level message in its error dialog). */
describe('putServerErrors on a failed banner save', () => {
  interface BannerForm {
    campaign_name: string;
    website: string;
    referral_code: string;
    size: string;
  }
  const fields = ['campaign_name', 'website', 'referral_code', 'size'] as const;
  function place(reason: unknown) {
    const form = renderHook(() =>
      useForm<BannerForm>({ defaultValues: { campaign_name: '', website: '', referral_code: '', size: '' } }),
    ).result.current;
    const placed = putServerErrors(reason, form.setError, fields, { formMessage: 'returned' });
    const fieldErrors = Object.fromEntries(
      fields.flatMap((field) =>
        form.getFieldState(field).error?.message ? [[field, form.getFieldState(field).error?.message]] : [],
      ),
    );
    return { fieldErrors, message: placed.formMessage || null };
  }

  it("puts a 422's website and referral_code errors on their fields, first message each, no dialog", () => {
    const reason = answer(422, {
      message: 'Enter a website.',
      errors: { website: ['Enter a website.', 'Second'], referral_code: ['This code is not yours.'] },
    });
    expect(place(reason)).toEqual({
      fieldErrors: { website: 'Enter a website.', referral_code: 'This code is not yours.' },
      message: null,
    });
  });

  it('puts any other field of the form the server names on that field', () => {
    expect(place(answer(422, { message: 'x', errors: { size: ['Pick another size.'] } }))).toEqual({
      fieldErrors: { size: 'Pick another size.' },
      message: null,
    });
  });

  it('sends an error about something the form has no field for to the dialog', () => {
    expect(
      place(
        answer(422, { message: 'Invalid.', errors: { body: ['Archive is full.'], website: ['Bad site.'] } }),
      ),
    ).toEqual({
      fieldErrors: { website: 'Bad site.' },
      message: 'Archive is full.',
    });
    expect(place(answer(422, { message: 'You can keep at most 1000 banners.' }))).toEqual({
      fieldErrors: {},
      message: 'You can keep at most 1000 banners.',
    });
  });

  it('sends any other failure to the dialog with the server message', () => {
    expect(place(answer(409, { message: 'Conflict here.', errors: { website: ['ignored'] } }))).toEqual({
      fieldErrors: {},
      message: 'Conflict here.',
    });
    expect(place(answer(500, {})).message).toBe('Request failed (HTTP 500).');
    expect(place(new TypeError('offline')).message).toBe('offline');
  });
});
