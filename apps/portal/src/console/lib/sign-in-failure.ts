import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorCodes } from '@affiliate/contract/common/error-codes';
import { readApiFailure } from '@/lib/api-error';
import { isHttpResponse } from '@/lib/http-transport';
import { putServerErrors, serverErrorKey } from '@/lib/form-errors';
import { tryAgainAt } from './try-again-at';

export const wrongCodeMessage = 'The code is not valid. Enter the current code from your authenticator app.';
export const disabledMessage = 'This account is disabled. Ask an admin of the console to enable it again.';

/**
 * Where a refused sign-in (or an accepted invitation's sign-in) is told: too many attempts with when to
 * try again, a wrong authenticator code on the code field, a disabled account with whom to ask, the
 * rest as the server says it (field errors on their fields, see putServerErrors).
 */
export function putSignInFailure<T extends FieldValues & { code: string }>(
  reason: unknown,
  setError: UseFormSetError<T>,
  fields: ReadonlyArray<Path<T>>,
  now: Date = new Date(),
): void {
  const failure = readApiFailure(reason);
  const root = serverErrorKey as Path<T>;
  if (failure.status === 429) {
    const headers = isHttpResponse(reason) ? reason.headers : undefined;
    setError(root, {
      type: 'server',
      message: `Too many attempts. For your security, signing in is paused: try again ${tryAgainAt(headers, now)}.`,
    });
  } else if (failure.code === errorCodes.secondFactorInvalid) {
    setError(
      'code' as Path<T>,
      { type: 'server', message: failure.errors.code?.[0] ?? wrongCodeMessage },
      { shouldFocus: true },
    );
  } else if (failure.code === errorCodes.accountDisabled) {
    setError(root, { type: 'server', message: disabledMessage });
  } else {
    putServerErrors(reason, setError, fields);
  }
}
