import { z } from 'zod';

/** Field primitives defined once, used by the gateway's validation and the portal's forms. */

export const memberId = z.coerce.number().int().positive().max(2_147_483_647);

export const username = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters.')
  .max(64, 'Username must be at most 64 characters.')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain letters, digits, dots, dashes and underscores.');

export const email = z.string().trim().max(254).email('Enter a valid email address.');

/** Username or email, as typed on the login form. */
export const loginName = z.string().trim().min(1, 'Username is not valid.').max(254);

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

/** A new password: length rules here; the gateway also refuses common passwords. */
export const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const PASSWORD_CONFIRMATION_MISMATCH = 'The password confirmation does not match.';

/**
 * The new-password rule shared by every form that sets one (change password, reset password, server and
 * portal alike): the confirmation must equal the password, reported on `password_confirmation`.
 */
export function withMatchingConfirmation<
  S extends z.ZodType<{ password?: string; password_confirmation?: string }>,
>(schema: S) {
  return schema.refine((values) => values.password === values.password_confirmation, {
    path: ['password_confirmation'],
    message: PASSWORD_CONFIRMATION_MISMATCH,
  });
}

/** A password being checked (login, current password): any length up to the cap. */
export const existingPassword = z.string().min(1, 'Password is not valid.').max(PASSWORD_MAX_LENGTH);

export const sixDigitCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code.');

/** ISO 4217 code, upper case. */
export const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'Currency must be a 3-letter ISO code.');

/** ISO 3166-1 alpha-2 code, upper case. */
export const countryCode = z.string().regex(/^[A-Z]{2}$/, 'Country must be a 2-letter ISO code.');

/** Money as a decimal string (never a float). Crypto amounts keep up to 8 decimals. */
export const moneyAmount = z.string().regex(/^-?\d{1,15}(\.\d{1,8})?$/, 'Amount must be a decimal number.');

/** ISO 8601 UTC timestamp. */
export const isoDateTime = z.string().datetime({ offset: true });

/** Calendar date `YYYY-MM-DD`. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD.');
