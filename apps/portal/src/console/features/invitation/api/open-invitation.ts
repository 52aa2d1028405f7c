import { useQuery } from '@tanstack/react-query';
import { openInvitation } from '@affiliate/contract/endpoints/operator-accounts';
import { callConsole } from '../../../lib/console-api';

/**
 * Opens the invitation once per page: who it is for and the authenticator key to enrol. Not retried
 * (a 404 means used, expired or unknown) and never refetched, so the key on screen stays the one the
 * operator scanned. Once `accepted`, never opened again: signing in clears the loaded data, and a
 * query still enabled would open the used link (a 404, and a refusal in the audit trail).
 */
export function useOpenedInvitation(token: string | null, accepted = false) {
  return useQuery({
    queryKey: ['operator invitation'],
    queryFn: async () => (await callConsole(openInvitation, { body: { token: token ?? '' } })).data,
    enabled: token !== null && !accepted,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
