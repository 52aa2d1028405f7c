import { t } from '@lingui/core/macro';
import { firstErrorMessage, readApiFailure } from '@/lib/api-error';

/**
 * Why a verification could not start, in words the affiliate can act on. The gateway's own message is
 * kept (it says which limit or which address); the sentence before it says what it means here, in the
 * language shown (it is called when the press fails, the screen in that language).
 */
export function initiateFailureMessage(reason: unknown): string {
  const failure = readApiFailure(reason);
  const message = failure.message;
  switch (failure.status) {
    case 409:
      return t`A verification cannot start now: ${message} The status below has been brought up to date.`;
    case 429:
      return t`You have reached the number of verification attempts for now: ${message}`;
    case 422: {
      const error = firstErrorMessage(reason);
      return t`The verification could not start: ${error}`;
    }
    default:
      return t`The verification could not start. ${message}`;
  }
}
