import { firstErrorMessage, readApiFailure } from '@/lib/api-error';

/**
 * Why a verification could not start, in words the affiliate can act on. The gateway's own message is
 * kept (it says which limit or which address); the sentence before it says what it means here.
 */
export function initiateFailureMessage(reason: unknown): string {
  const failure = readApiFailure(reason);
  switch (failure.status) {
    case 409:
      return `A verification cannot start now: ${failure.message} The status below has been brought up to date.`;
    case 429:
      return `You have reached the number of verification attempts for now: ${failure.message}`;
    case 422:
      return `The verification could not start: ${firstErrorMessage(reason)}`;
    default:
      return `The verification could not start. ${failure.message}`;
  }
}
