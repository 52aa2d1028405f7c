import { errorCodes, type ErrorBody } from '@affiliate/contract';
import { valuesIn, type ErrorText } from '../i18n/api-error-language.ts';
import { translate, type Language } from '../i18n/translate.ts';

export type { ErrorText };

/** A message as an error carries it: its English words, or a catalog message. */
export type ErrorMessage = string | ErrorText;

/** A message's English words. */
export function englishOf(message: ErrorMessage): string {
  return typeof message === 'string' ? message : translate('en', message.key, valuesIn(message, 'en'));
}

/**
 * An error the client is meant to see: status, contract error code, message and field errors. Its
 * `message` and `errors` are English (logs, and what a caller inside the gateway reads); the error
 * handler answers them in the request's language (i18n/api-error-language.ts): a catalog message
 * given as an `ErrorText` is rendered again in that language, an English one is looked up by its words.
 */
export class ApiError extends Error {
  readonly errors?: Record<string, string[]>;
  /** The catalog message behind each English text of the error that has variables, by that text. */
  readonly texts = new Map<string, ErrorText>();

  constructor(
    readonly statusCode: number,
    message: ErrorMessage,
    readonly code?: number,
    errors?: Record<string, ErrorMessage[]>,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(englishOf(message));
    this.name = 'ApiError';
    if (typeof message !== 'string') this.texts.set(this.message, message);
    if (errors) {
      this.errors = {};
      for (const [field, messages] of Object.entries(errors))
        this.errors[field] = messages.map((each) => {
          const words = englishOf(each);
          if (typeof each !== 'string') this.texts.set(words, each);
          return words;
        });
    }
  }

  /** The body in English, as the contract and the specification word it. */
  toBody(): ErrorBody {
    return {
      message: this.message,
      ...(this.code !== undefined && { code: this.code }),
      ...(this.errors && { errors: this.errors }),
    };
  }
}

/** 422 with one field's messages, as a form shows them next to the field. */
export function fieldError(field: string, message: ErrorMessage): ApiError {
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
export const forbidden = (message: ErrorMessage = 'This action is unauthorized.') =>
  new ApiError(403, message, errorCodes.forbidden);

/** The wait in words a person reads at a glance: a wrong-code window says "15 minutes", not "900 seconds". */
function waitInWords(language: Language, seconds: number): string {
  if (seconds < 60) return translate(language, 'error.wait.seconds', { count: seconds });
  return translate(language, 'error.wait.minutes', { count: Math.ceil(seconds / 60) });
}

/**
 * A sign-in while the account's own limit is reached (attempts from many addresses): the same answer
 * whatever the password and code, so it tells nothing about either; the password with a valid second
 * factor still gets in (modules/auth/service.ts).
 */
export const accountLocked = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    {
      key: 'error.accountLocked',
      values: (language) => ({ wait: waitInWords(language, retryAfterSeconds) }),
    },
    errorCodes.accountLocked,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );

export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    {
      key: 'error.tooManyRequests',
      values: (language) => ({ wait: waitInWords(language, retryAfterSeconds) }),
    },
    errorCodes.rateLimited,
    undefined,
    {
      'retry-after': String(retryAfterSeconds),
    },
  );
