import { t } from '@lingui/core/macro';
import type { ErrorBody } from '@affiliate/contract/common/errors';
import { isHttpResponse, NetworkError } from './http-transport';

/**
 * The client rejects a failed call with the response; a network failure has
 * none. These helpers read the contract's error body `{ message, code?, errors? }` from either.
 */
export interface ApiFailure {
  status: number | null;
  message: string;
  code?: number;
  errors: Record<string, string[]>;
}

export function readApiFailure(reason: unknown): ApiFailure {
  if (!isHttpResponse(reason)) {
    return {
      status: null,
      message:
        reason instanceof Error && !(reason instanceof NetworkError)
          ? reason.message
          : t`The server could not be reached. Check your connection and try again.`,
      errors: {},
    };
  }
  const body = (
    typeof reason.data === 'object' && reason.data !== null ? reason.data : {}
  ) as Partial<ErrorBody>;
  const { status } = reason;
  return {
    status,
    message:
      typeof body.message === 'string' && body.message ? body.message : t`Request failed (HTTP ${status}).`,
    ...(typeof body.code === 'number' ? { code: body.code } : {}),
    errors: body.errors && typeof body.errors === 'object' ? body.errors : {},
  };
}

/** The first server error message: the first entry of `errors`, else `message`. */
export function firstErrorMessage(reason: unknown): string {
  const failure = readApiFailure(reason);
  for (const list of Object.values(failure.errors)) {
    const first = list[0];
    if (first) return first;
  }
  return failure.message;
}
