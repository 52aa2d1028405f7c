import type { StoredSessionStore } from './stored-session';

interface PersistedSession {
  state?: { token?: unknown; expiresAt?: unknown; refreshToken?: unknown };
}

function rotatedSession(value: string): { token: string; expiresAt: string; refreshToken: string } | null {
  try {
    const state = (JSON.parse(value) as PersistedSession | null)?.state;
    const { token, expiresAt, refreshToken } = state ?? {};
    return typeof token === 'string' && typeof expiresAt === 'string' && typeof refreshToken === 'string'
      ? { token, expiresAt, refreshToken }
      : null;
  } catch {
    return null;
  }
}

/**
 * Adopts the tokens another tab stores under `key` when it refreshes the session of `store`. Without it
 * this tab would keep the rotated tokens in memory, refresh again with them, and write them back over
 * the newer ones on its next store update. A sign-out elsewhere is not followed here: this tab learns it
 * on its next request. Returns the function that stops following.
 */
export function followStoredSession(
  store: StoredSessionStore,
  key: string,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key || event.newValue === null) return;
    const rotated = rotatedSession(event.newValue);
    if (rotated && rotated.refreshToken !== store.getState().refreshToken)
      store.getState().setSession(rotated);
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
