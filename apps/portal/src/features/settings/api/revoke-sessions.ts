import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  revokeSessions as revokeSessionsEndpoint,
  sessionList,
} from '@affiliate/contract/endpoints/account-settings';
import { callEndpoint, endpointKey } from '@/lib/api-client';

/** POST /api/v1/bo/me/sessions/revoke: logs out a device's sessions (never this browser's). */
export async function revokeSessions(sessionIds: string[]) {
  return (await callEndpoint(revokeSessionsEndpoint, { body: { sessionIds } })).data;
}

export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(sessionList) }),
  });
}
