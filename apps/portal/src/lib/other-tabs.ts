import { useAuthStore } from './auth-store';
import { storageKeys } from './storage';
import { followStoredSession } from './tab-sessions';

/**
 * Adopts the tokens another tab of the portal stores when it refreshes the session (see
 * `followStoredSession`). A sign-out elsewhere is not followed: this tab learns it on its next request,
 * which shows the Session Expired dialog.
 */
export function followOtherTabsSessions(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  return followStoredSession(useAuthStore, storageKeys.auth, target);
}
