import { errorCodes, type ErrorBody } from '@affiliate/contract';

/** An error the client is meant to see: status, contract error code, message and field errors. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: number,
    readonly errors?: Record<string, string[]>,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return {
      message: this.message,
      ...(this.code !== undefined && { code: this.code }),
      ...(this.errors && { errors: this.errors }),
    };
  }
}

/** 422 with one field's messages, as a form shows them next to the field. */
export function fieldError(field: string, message: string): ApiError {
  return new ApiError(422, message, errorCodes.validationFailed, { [field]: [message] });
}

export const unauthenticated = () => new ApiError(401, 'Unauthenticated.', errorCodes.invalidToken);
export const sessionExpired = () =>
  new ApiError(401, 'Your session has expired. Please relogin.', errorCodes.sessionExpired);
/** A suspended affiliate's refusal: at sign-in, and on the requests and refreshes of a tab left open. */
export const ACCOUNT_SUSPENDED = 'This account is suspended. Please contact your affiliate manager.';
export const ACCOUNT_DISABLED = 'This account is disabled. Please contact support.';
/**
 * 403 with code 20105 for an affiliate whose account an operator suspended (or that is disabled): the
 * portal recognises the code and tells the person why they were signed out, rather than "session expired".
 */
export const accountClosed = (suspended: boolean) =>
  new ApiError(403, suspended ? ACCOUNT_SUSPENDED : ACCOUNT_DISABLED, errorCodes.accountDisabled);
export const forbidden = (message = 'This action is unauthorized.') =>
  new ApiError(403, message, errorCodes.forbidden);
/** The wait in words a person reads at a glance: a wrong-code window says "15 minutes", not "900 seconds". */
function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * A sign-in while the account's own limit is reached (attempts from many addresses): the same answer
 * whatever the password and code, so it tells nothing about either; the password with a valid second
 * factor still gets in (modules/auth/service.ts).
 */
export const accountLocked = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    `Too many sign-in attempts for this account. Please try again in ${waitInWords(retryAfterSeconds)}. If two-factor authentication is on, you can sign in now with your password and a code from your authenticator app.`,
    errorCodes.accountLocked,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );

export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    `Too many attempts. Please try again in ${waitInWords(retryAfterSeconds)}.`,
    errorCodes.rateLimited,
    undefined,
    {
      'retry-after': String(retryAfterSeconds),
    },
  );
