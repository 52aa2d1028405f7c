import { errorCodes } from '@affiliate/contract';
import { displayMinute } from '../../calendar/display-dates.ts';
import { ApiError } from '../../http/api-error.ts';
import { NEW_DETAILS_REVIEW_MS } from '../payments/payout-details-repository.ts';

/**
 * The review hold of new payout details: a withdrawal to details saved less than 24 hours before it was
 * requested (it has a `review_reason`) is not paid before the details are 24 hours old. An account thief
 * swaps the details first; the hold gives the affiliate, told at once by email, the time to object.
 */
export function holdUntil(row: { review_reason: string | null; details_saved_at: Date }): Date | null {
  return row.review_reason === null ? null : new Date(row.details_saved_at.getTime() + NEW_DETAILS_REVIEW_MS);
}

/** Paying while the hold lasts, without an override: 409, naming the end as every message does (MM/DD/YYYY hh:mm UTC). */
export function holdRefusal(until: Date): ApiError {
  return new ApiError(
    409,
    `This withdrawal is on hold for the review of new payout details until ${displayMinute(until)} ` +
      'and cannot be paid before then. To pay it now, override the hold with a reason.',
    errorCodes.conflict,
  );
}
