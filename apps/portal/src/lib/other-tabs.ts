import { useAuthStore } from './auth-store';
import { storageKeys } from './storage';

interface StoredSession {
  state?: { token?: unknown; expiresAt?: unknown; refreshToken?: unknown };
}

function rotatedSession(value: string): { token: string; expiresAt: string; refreshToken: string } | null {
  try {
    const state = (JSON.parse(value) as StoredSession | null)?.state;
    const { token, expiresAt, refreshToken } = state ?? {};
    return typeof token === 'string' && typeof expiresAt === 'string' && typeof refreshToken === 'string' ? { token, expiresAt, refreshToken } : null;
  } catch {
    return null;
  }
}

/**
 * Adopts the tokens another tab of the portal stores when it refreshes the session. Without it this tab
 * would keep the rotated tokens in memory, refresh again with them, and write them back over the newer
 * ones on its next store update (the user loaded again, say). A sign-out elsewhere is not followed here:
 * this tab learns it on its next request, which shows the Session Expired dialog.
 */
export function followOtherTabsSessions(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKeys.auth || event.newValue === null) return;
    const rotated = rotatedSession(event.newValue);
    if (rotated && rotated.refreshToken !== useAuthStore.getState().refreshToken) useAuthStore.getState().setSession(rotated);
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
