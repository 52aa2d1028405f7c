import { z } from 'zod';
import { fieldNotValid } from '@affiliate/contract/common/messages';

/**
 * The generic required rule: a value is missing when it is null/undefined,
 * an empty array, false, or a string that is blank after trimming. Returns true or the message.
 */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim().length > 0;
  return true;
}

/** The contract's English rule names a field it is not told of so (its messages are English for now). */
const UNNAMED_FIELD = 'Field';

export function requiredRule(value: unknown, field = UNNAMED_FIELD, message?: string): true | string {
  return isFilled(value) ? true : (message ?? fieldNotValid(field));
}

/** A form string field: required first (with '{field} is not valid.'), then the contract's own rule. */
export function requiredString(field: string, rule: z.ZodType<string, string> = z.string()) {
  return z
    .string()
    .refine((value) => isFilled(value), { message: fieldNotValid(field), abort: true })
    .pipe(rule);
}

export { formValidationModes } from './form-validation-modes';
