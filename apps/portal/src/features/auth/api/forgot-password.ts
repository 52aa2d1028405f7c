import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { forgotPassword } from '@affiliate/contract/endpoints/codes';
import {
  email,
  newPassword,
  sixDigitCode,
  withMatchingConfirmation,
} from '@affiliate/contract/common/primitives';
import { callEndpoint, type EndpointOutput } from '@/lib/api-client';
import { requiredString } from '@/lib/validation';

type ForgotPasswordAnswer = EndpointOutput<typeof forgotPassword>['data'];

export const requestCodeFormSchema = z.object({ email: requiredString(msg`Email`, email) });
export type RequestCodeFormValues = z.infer<typeof requestCodeFormSchema>;

export const resetPasswordFormSchema = withMatchingConfirmation(
  z.object({
    code: requiredString(msg`Code`, sixDigitCode),
    password: requiredString(msg`New password`, newPassword),
    password_confirmation: requiredString(msg`Confirm new password`),
  }),
);
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

/** Step 1 of POST /api/v1/bo/auth/forgot-password: email a 6-digit code. */
export async function requestPasswordCode(values: RequestCodeFormValues): Promise<ForgotPasswordAnswer> {
  return (await callEndpoint(forgotPassword, { body: { email: values.email } })).data;
}

/** Step 2: the new password with the code. */
export async function resetPassword(
  emailAddress: string,
  values: ResetPasswordFormValues,
): Promise<ForgotPasswordAnswer> {
  const body = {
    email: emailAddress,
    code: values.code,
    password: values.password,
    password_confirmation: values.password_confirmation,
  };
  return (await callEndpoint(forgotPassword, { body })).data;
}
