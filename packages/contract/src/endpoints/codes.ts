import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import {
  PASSWORD_CONFIRMATION_MISMATCH,
  email,
  isoDateTime,
  newPassword,
  sixDigitCode,
} from '../common/primitives.ts';

/** What an emailed one-time code may confirm. */
export const codePurpose = z.enum(['withdrawal', 'payment-details', 'totp-disable']);
export type CodePurpose = z.infer<typeof codePurpose>;

export const requestCodeRequest = z.object({ purpose: codePurpose });

export const requestCode = endpoint({
  method: 'POST',
  path: '/api/v1/bo/2fa/requestcode',
  access: 'member',
  summary: 'Email a 6-digit code (valid 10 minutes, single use) that confirms a sensitive action',
  tags: ['security'],
  body: requestCodeRequest,
  response: dataEnvelope(z.object({ message: z.string(), expiresAt: isoDateTime })),
});

/**
 * One endpoint, two steps. Step 1 (`{email}`) emails a code; step 2 (`{email, code, password,
 * password_confirmation}`) sets the new password. A body with any step-2 field is held to all of them, so
 * a mistyped reset never silently falls back to sending another code.
 */
export const forgotPasswordRequest = z
  .object({
    email,
    code: sixDigitCode.optional(),
    password: newPassword.optional(),
    password_confirmation: z.string().max(128).optional(),
  })
  .superRefine((body, ctx) => {
    const resetting =
      body.code !== undefined || body.password !== undefined || body.password_confirmation !== undefined;
    if (!resetting) return;
    if (body.code === undefined)
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'Enter the 6-digit code.' });
    if (body.password === undefined)
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'Password is not valid.' });
    if (body.password !== body.password_confirmation)
      ctx.addIssue({
        code: 'custom',
        path: ['password_confirmation'],
        message: PASSWORD_CONFIRMATION_MISMATCH,
      });
  });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequest>;

export const forgotPassword = endpoint({
  method: 'POST',
  path: '/api/v1/bo/auth/forgot-password',
  access: 'public',
  summary:
    'Forgot password: `{email}` emails a 6-digit code (10 minutes, single use); `{email, code, password, password_confirmation}` sets the new password',
  tags: ['auth'],
  body: forgotPasswordRequest,
  response: dataEnvelope(z.object({ step: z.enum(['code-sent', 'password-reset']), message: z.string() })),
});
