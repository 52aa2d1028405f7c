import { useQuery } from '@tanstack/react-query';
import { openInvitation } from '@affiliate/contract/endpoints/operator-accounts';
import { callConsole } from '../../../lib/console-api';

/**
 * Opens the invitation once per page: who it is for and the authenticator key to enrol. Not retried
 * (a 404 means used, expired or unknown) and never refetched, so the key on screen stays the one the
 * operator scanned.
 */
export function useOpenedInvitation(token: string | null) {
  return useQuery({
    queryKey: ['operator invitation'],
    queryFn: async () => (await callConsole(openInvitation, { body: { token: token ?? '' } })).data,
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
