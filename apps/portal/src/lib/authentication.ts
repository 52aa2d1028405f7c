import { useAuthStore } from './auth-store';
import { authenticateStoredSession } from './stored-session';

/**
 * Resolves with a usable access token: the stored one while it is valid, else one refresh attempt.
 * Rejects with 'No Token!' when nothing is stored and 'Expired Token!' when the refresh fails.
 *
 * The navigation guard asks this on every first screen, login included; the refresh (and the HTTP
 * client it needs) is loaded only when a stored session has to be renewed.
 */
export function authenticate(now: number = Date.now()): Promise<string> {
  return authenticateStoredSession(useAuthStore, async () => (await import('./session')).refreshSession, now);
}

/** Authenticated = a token exists and expires later than now, or one refresh succeeded. */
export async function isAuthenticated(now: number = Date.now()): Promise<boolean> {
  try {
    await authenticate(now);
    return true;
  } catch {
    return false;
  }
}
