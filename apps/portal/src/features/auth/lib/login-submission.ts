import { msg } from '@lingui/core/macro';
import type { UseFormSetError } from 'react-hook-form';
import { errorCodes } from '@affiliate/contract/common/error-codes';
import { sixDigitCode } from '@affiliate/contract/common/primitives';
import { secondFactorCode } from '@affiliate/contract/endpoints/totp';
import { readApiFailure } from '@/lib/api-error';
import { putServerErrors } from '@/lib/form-errors';
import { contractMessageInLanguage } from '@/lib/i18n/contract-message';
import { requiredString } from '@/lib/validation';
import { loginFormSchema, signIn, type LoginFormValues } from '../api/login';
import type { LoginCodeKind } from './login-code-kind';

/**
 * What the login form needs once the visitor acts on it: the contract's rules and the sign-in call, with
 * the HTTP client and the schemas behind them. The form loads this module on first focus, so the login
 * screen paints without it (see login-form.tsx). No form library: the form is a small controlled one.
 */

export type LoginFieldErrors = Partial<Record<keyof LoginFormValues, string>>;

/** The contract's rules (behind the generic required rule): the first message of each invalid field. */
export function validateLogin(values: LoginFormValues): LoginFieldErrors {
  const result = loginFormSchema.safeParse(values);
  const errors: LoginFieldErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password' || field === 'otp') && errors[field] === undefined)
      errors[field] = contractMessageInLanguage(issue.message);
  }
  return errors;
}

const codeRules = {
  app: requiredString(msg`Authentication code`, sixDigitCode),
  recovery: requiredString(msg`Recovery code`, secondFactorCode),
};

/** The second step's field: required, then 6 digits (app) or the shape of a recovery code. */
export function validateLoginCode(otp: string | undefined, kind: LoginCodeKind): string | undefined {
  const result = codeRules[kind].safeParse(otp ?? '');
  const message = result.success ? undefined : result.error.issues[0]?.message;
  return message === undefined ? undefined : contractMessageInLanguage(message);
}

export type LoginOutcome =
  { signedIn: true } | { signedIn: false; needsCode: boolean; message: string | null };

/**
 * Signs in; a refusal becomes field errors (422, and a wrong code: 20106 puts the server's message on
 * the code field) or one message, and tells whether a code is needed (20104), or may let the visitor
 * in though the account is over its limit (42901).
 */
export async function submitLogin(
  { username, password, otp }: LoginFormValues,
  setError: UseFormSetError<LoginFormValues>,
): Promise<LoginOutcome> {
  try {
    await signIn({ username, password, ...(otp ? { otp } : {}) });
    return { signedIn: true };
  } catch (reason) {
    const failure = readApiFailure(reason);
    if (failure.code === errorCodes.secondFactorInvalid) {
      setError(
        'otp',
        { type: 'server', message: failure.errors.otp?.[0] ?? failure.message },
        { shouldFocus: true },
      );
      return { signedIn: false, needsCode: true, message: null };
    }
    const { formMessage } = putServerErrors(reason, setError, ['username', 'password', 'otp'], {
      formMessage: 'returned',
    });
    return {
      signedIn: false,
      // An account over its own limit still lets the password with a valid second factor in: the code step is offered, with the answer's words.
      needsCode:
        failure.code === errorCodes.secondFactorRequired || failure.code === errorCodes.accountLocked,
      // The code step asks for the code itself; the lock's words say why it is asked for.
      message: failure.code === errorCodes.secondFactorRequired ? null : formMessage || null,
    };
  }
}
