import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api, existingPassword, newPassword, type ChangePasswordRequest } from '@affiliate/contract';
import { apiClient } from '@/lib/api-client';
import { requiredString } from '@/lib/validation';

/** The change-password form: the contract's field rules behind the generic required rule. */
export const changePasswordFormSchema = z
  .object({
    current_password: requiredString('Current password', existingPassword),
    password: requiredString('New password', newPassword),
    password_confirmation: requiredString('Confirm new password'),
  })
  .refine((values) => values.password === values.password_confirmation, {
    path: ['password_confirmation'],
    message: 'The password confirmation does not match.',
  });
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

/** POST /api/v1/bo/me/change-password. */
export async function changePassword(body: ChangePasswordRequest): Promise<{ message: string }> {
  const response = await apiClient.post<{ data: { message: string } }>(api.members.changePassword.path, body);
  return response.data.data;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
