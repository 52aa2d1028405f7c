import { errorCodes } from '@affiliate/contract';
import { ApiError } from '../../http/api-error.ts';

/** Field errors listed in one 422; a batch with more bad rows says how many were left out. */
export const MAX_LISTED_ERRORS = 100;

/**
 * Collects every problem of a batch (`rows.12.currency`: [...]) so the operator can fix them all at
 * once; `throwIfAny` refuses the whole batch, so nothing of it is stored.
 */
export class BatchErrors {
  private readonly errors: Record<string, string[]> = {};
  private count = 0;

  add(field: string, message: string): void {
    this.count += 1;
    if (Object.keys(this.errors).length < MAX_LISTED_ERRORS || this.errors[field])
      (this.errors[field] ??= []).push(message);
  }

  get size(): number {
    return this.count;
  }

  throwIfAny(): void {
    if (this.count === 0) return;
    const listed = Object.values(this.errors).reduce((n, messages) => n + messages.length, 0);
    const more = this.count > listed ? ` (the first ${listed} are listed)` : '';
    const message = `The batch was not stored: ${this.count} problem${this.count === 1 ? '' : 's'} found${more}.`;
    throw new ApiError(422, message, errorCodes.validationFailed, this.errors);
  }
}
