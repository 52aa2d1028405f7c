import { z } from 'zod';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { t } from '@lingui/core/macro';

/**
 * The generic required rule: a value is missing when it is null/undefined,
 * an empty array, false, or a string that is blank after trimming.
 */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'string') return value.trim().length > 0;
  return true;
}

/**
 * The specification's '{field} is not valid.' in the shown language, asked when the form validates (a
 * schema made before the catalogs loaded still speaks the language shown when it is used). `field` is
 * the field's label: a catalog message, or a text already in the shown language.
 */
export function fieldNotValidInLanguage(field: MessageDescriptor | string): string {
  const name = typeof field === 'string' ? field : i18n._(field);
  return t`${name} is not valid.`;
}

/** A form string field: required first (with '{field} is not valid.'), then the contract's own rule. */
export function requiredString(
  field: MessageDescriptor | string,
  rule: z.ZodType<string, string> = z.string(),
) {
  return z
    .string()
    .refine((value) => isFilled(value), { error: () => fieldNotValidInLanguage(field), abort: true })
    .pipe(rule);
}

export { formValidationModes } from './form-validation-modes';
