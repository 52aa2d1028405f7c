import { msg } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import {
  changePassword as changePasswordEndpoint,
  type ChangePasswordRequest,
} from '@affiliate/contract/endpoints/members';
import {
  existingPassword,
  newPassword,
  withMatchingConfirmation,
} from '@affiliate/contract/common/primitives';
import { callEndpoint } from '@/lib/api-client';
import { requiredString } from '@/lib/validation';

/** The change-password form: the contract's field rules behind the generic required rule. */
export const changePasswordFormSchema = withMatchingConfirmation(
  z.object({
    current_password: requiredString(msg`Current password`, existingPassword),
    password: requiredString(msg`New password`, newPassword),
    password_confirmation: requiredString(msg`Confirm new password`),
  }),
);
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

/** POST /api/v1/bo/me/change-password. */
export async function changePassword(body: ChangePasswordRequest) {
  return (await callEndpoint(changePasswordEndpoint, { body })).data;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
