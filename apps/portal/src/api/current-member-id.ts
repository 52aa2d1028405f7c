import { useAuthStore } from '@/lib/auth-store';
import { queryClient } from '@/lib/query-client';
import { authUserQueryOptions } from './get-auth-user';

/**
 * The signed-in affiliate's id for `{id}` paths: from the user already in the auth state, else from the
 * user request the layout has already started (the same query, so no second request).
 */
export async function resolveMemberId(): Promise<number> {
  const known = useAuthStore.getState().user?.id;
  if (known !== undefined) return known;
  return (await queryClient.ensureQueryData(authUserQueryOptions())).id;
}

/** Screens render inside the signed-in layout only once the user is loaded, so this is set there. */
export function useMemberId(): number | undefined {
  return useAuthStore((state) => state.user?.id);
}
