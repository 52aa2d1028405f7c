import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  revokeSession as revokeSessionEndpoint,
  sessionList,
} from '@affiliate/contract/endpoints/account-settings';
import { callEndpoint, endpointKey } from '@/lib/api-client';

/** DELETE /api/v1/bo/me/sessions/{sessionId}: logs that session out at once. */
export async function revokeSession(sessionId: string) {
  return (await callEndpoint(revokeSessionEndpoint, { params: { sessionId } })).data;
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(sessionList) }),
  });
}
