import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updatePreferences as updatePreferencesEndpoint,
  type UpdatePreferencesRequest,
} from '@affiliate/contract/endpoints/account-settings';
import { callEndpoint } from '@/lib/api-client';
import { showSavedMember } from './saved-member';

/** PUT /api/v1/bo/me/preferences: time zone and which events send an email; answers the member. */
export async function updatePreferences(body: UpdatePreferencesRequest) {
  return (await callEndpoint(updatePreferencesEndpoint, { body })).data;
}

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (member) => showSavedMember(queryClient, member),
  });
}
