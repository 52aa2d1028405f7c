import { useAuthStore } from './auth-store';
import { useAffiliateToolsForm } from './affiliate-tools-form-store';
import { queryClient } from './query-client';
import { revokeSession } from './session';
import { clearLocalCaches } from './storage';

/**
 * Logout (specification section 4): tell the server (best effort), then clear tokens, user, the locally
 * cached settings, member and notifications, the server-state cache, and the affiliate tools form.
 */
export async function logout(): Promise<void> {
  const { refreshToken } = useAuthStore.getState();
  await revokeSession(refreshToken);
  useAuthStore.getState().clearSession();
  clearLocalCaches();
  queryClient.clear();
  useAffiliateToolsForm.getState().reset();
}
