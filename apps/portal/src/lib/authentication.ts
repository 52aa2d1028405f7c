import { messages } from '@affiliate/contract/common/messages';
import { hasValidToken, useAuthStore } from './auth-store';

/**
 * Resolves with a usable access token: the stored one while it is valid, else one refresh attempt.
 * Rejects with 'No Token!' when nothing is stored and 'Expired Token!' when the refresh fails.
 *
 * The navigation guard asks this on every first screen, login included; the refresh (and the HTTP
 * client it needs) is loaded only when a stored session has to be renewed.
 */
export async function authenticate(now: number = Date.now()): Promise<string> {
  const state = useAuthStore.getState();
  if (state.token && hasValidToken(state, now)) return state.token;
  if (!state.refreshToken) throw new Error(state.token ? messages.expiredToken : messages.noToken);
  try {
    const { refreshSession } = await import('./session');
    // A refresh may have completed while the module loaded: reuse its token rather than refresh again.
    const current = useAuthStore.getState();
    if (current.token && hasValidToken(current, now)) return current.token;
    const tokens = await refreshSession();
    return tokens.token;
  } catch {
    throw new Error(messages.expiredToken);
  }
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
