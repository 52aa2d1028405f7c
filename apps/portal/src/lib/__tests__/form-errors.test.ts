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
const formLevelMessage = (form: UseFormReturn<PasswordForm>) => form.getFieldState(serverErrorKey as Path<PasswordForm>).error?.message;

function passwordForm() {
  return renderHook(() => useForm<PasswordForm>({ defaultValues: { current_password: '', password: '' } })).result.current;
}

describe('putServerErrors', () => {
  it('puts each 422 field error on its field and leaves no form-level message', () => {
    const form = passwordForm();
    const placed = putServerErrors(
      answer(422, { message: 'The given data was invalid.', code: 42200, errors: { current_password: ['The current password is incorrect.'], password: ['Too common.', 'Too short.'] } }),
      form.setError,
      ['current_password', 'password'],
    );
    expect(placed).toEqual({ onFields: 2, formMessage: '' });
    expect(form.getFieldState('current_password').error?.message).toBe('The current password is incorrect.');
    expect(form.getFieldState('password').error?.message).toBe('Too common.');
    expect(formLevelMessage(form)).toBeUndefined();
  });

  it('makes errors on fields the form does not show a form-level message', () => {
    const form = passwordForm();
    const placed = putServerErrors(answer(422, { message: 'The given data was invalid.', errors: { password: ['Too common.'], member: ['The account is locked.'] } }), form.setError, ['current_password', 'password']);
    expect(placed).toEqual({ onFields: 1, formMessage: 'The account is locked.' });
    expect(form.getFieldState('password').error?.message).toBe('Too common.');
    expect(formLevelMessage(form)).toBe('The account is locked.');
  });

  it("uses the answer's message for a 422 without field errors, another status, or a network failure", () => {
    const cases: Array<[unknown, string]> = [
      [answer(422, { message: 'Nothing to change.' }), 'Nothing to change.'],
      [answer(429, { message: 'Too many attempts. Try again in a minute.', code: 42900 }), 'Too many attempts. Try again in a minute.'],
      [answer(500, {}), 'Request failed (HTTP 500).'],
      [new NetworkError('offline'), 'The server could not be reached. Check your connection and try again.'],
    ];
    for (const [reason, message] of cases) {
      const form = passwordForm();
      expect(putServerErrors(reason, form.setError, ['current_password', 'password'])).toEqual({ onFields: 0, formMessage: message });
      expect(form.getFieldState('current_password').error).toBeUndefined();
      expect(formLevelMessage(form)).toBe(message);
    }
  });
});
