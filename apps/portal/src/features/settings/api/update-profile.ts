import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updateProfile as updateProfileEndpoint,
  type UpdateProfileRequest,
} from '@affiliate/contract/endpoints/account-settings';
import { callEndpoint } from '@/lib/api-client';
import { showSavedMember } from './saved-member';

/** PUT /api/v1/bo/me/profile: the affiliate's name; answers the member. */
export async function updateProfile(body: UpdateProfileRequest) {
  return (await callEndpoint(updateProfileEndpoint, { body })).data;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (member) => showSavedMember(queryClient, member),
  });
}
