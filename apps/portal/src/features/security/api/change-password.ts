import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api, existingPassword, newPassword, withMatchingConfirmation, type ChangePasswordRequest } from '@affiliate/contract';
import { apiClient } from '@/lib/api-client';
import { requiredString } from '@/lib/validation';

/** The change-password form: the contract's field rules behind the generic required rule. */
export const changePasswordFormSchema = withMatchingConfirmation(
  z.object({
    current_password: requiredString('Current password', existingPassword),
    password: requiredString('New password', newPassword),
    password_confirmation: requiredString('Confirm new password'),
  }),
);
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

/** POST /api/v1/bo/me/change-password. */
type ChangePasswordAnswer = z.infer<typeof api.members.changePassword.response>;

export async function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordAnswer['data']> {
  const response = await apiClient.post<ChangePasswordAnswer>(api.members.changePassword.path, body);
  return response.data.data;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
