import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  revokeOtherSessions as revokeOthersEndpoint,
  sessionList,
} from '@affiliate/contract/endpoints/account-settings';
import { callEndpoint, endpointKey } from '@/lib/api-client';

/** POST /api/v1/bo/me/sessions/revoke-others: every session but this one is logged out. */
export async function revokeOtherSessions() {
  return (await callEndpoint(revokeOthersEndpoint)).data;
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(sessionList) }),
  });
}
