import type { AxiosResponse } from 'axios';
import { isAxiosError } from 'axios';
import type { ErrorBody } from '@affiliate/contract';

/**
 * The client rejects a failed call with the response (specification section 8); a network failure has
 * none. These helpers read the contract's error body `{ message, code?, errors? }` from either.
 */
export interface ApiFailure {
  status: number | null;
  message: string;
  code?: number;
  errors: Record<string, string[]>;
}

const networkMessage = 'The server could not be reached. Check your connection and try again.';

function isResponse(value: unknown): value is AxiosResponse {
  return typeof value === 'object' && value !== null && 'status' in value && 'data' in value && 'headers' in value;
}

export function readApiFailure(reason: unknown): ApiFailure {
  const response = isResponse(reason) ? reason : isAxiosError(reason) ? reason.response : undefined;
  if (!response) {
    return { status: null, message: reason instanceof Error && !isAxiosError(reason) ? reason.message : networkMessage, errors: {} };
  }
  const body = (response.data ?? {}) as Partial<ErrorBody>;
  return {
    status: response.status,
    message: typeof body.message === 'string' && body.message ? body.message : `Request failed (HTTP ${response.status}).`,
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
