import { useAuthStore } from './auth-store';
import { useAffiliateToolsForm } from './affiliate-tools-form-store';
import { queryClient } from './query-client';
import { revokeSession } from './session';
import { clearLocalCaches } from './storage';
import { clearTwoFactorSetting } from './two-factor-setting-store';

/**
 * Logout: clear tokens, user, the locally cached settings (the brand's and
 * the two-factor setting), member and notifications, the server-state cache and the affiliate tools
 * form, then tell the server (best effort). The local session goes first so that a tab closed or
 * navigated away from right after "Log out" is signed out even if the revocation request never completes.
 */
export async function logout(): Promise<void> {
  const { refreshToken } = useAuthStore.getState();
  useAuthStore.getState().clearSession();
  clearLocalCaches();
  clearTwoFactorSetting();
  queryClient.clear();
  useAffiliateToolsForm.getState().reset();
  await revokeSession(refreshToken);
}
