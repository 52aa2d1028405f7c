import type { SessionTokens } from '@affiliate/contract/endpoints/auth';
import { messages } from '@affiliate/contract/common/messages';

/**
 * A session kept in localStorage by a zustand store: the affiliate's (auth-store.ts) and the operator
 * console's (console/lib/operator-session-store.ts), each under its own key, so a browser signed in to
 * both keeps both. The refresh (session-refresh.ts), the other tabs' follow-up (tab-sessions.ts) and the
 * expiry handling (session-expiry.ts) take the store they work on.
 */
export interface StoredSessionState {
  token: string | null;
  /** ISO 8601 expiry of the access token. */
  expiresAt: string | null;
  refreshToken: string | null;
  setSession: (tokens: SessionTokens) => void;
  clearSession: () => void;
}

/** The parts of a persisted zustand store the session modules use. */
export interface StoredSessionStore {
  getState: () => StoredSessionState;
  persist: { rehydrate: () => Promise<void> | void };
}

/** A token exists and its expiry is later than now. */
export function hasValidToken(
  state: Pick<StoredSessionState, 'token' | 'expiresAt'>,
  now: number = Date.now(),
): boolean {
  if (!state.token || !state.expiresAt) return false;
  const expiry = Date.parse(state.expiresAt);
  return Number.isFinite(expiry) && expiry > now;
}

/**
 * Resolves with a usable access token of `store`: the stored one while it is valid, else one refresh
 * attempt. Rejects with 'No Token!' when nothing is stored and 'Expired Token!' when the refresh fails.
 * The refresh is loaded by `loadRefresh` only when a stored session has to be renewed, so a first screen
 * that only asks whether someone is signed in does not carry the HTTP client.
 */
export async function authenticateStoredSession(
  store: StoredSessionStore,
  loadRefresh: () => Promise<() => Promise<SessionTokens>>,
  now: number = Date.now(),
): Promise<string> {
  const state = store.getState();
  if (state.token && hasValidToken(state, now)) return state.token;
  if (!state.refreshToken) throw new Error(state.token ? messages.expiredToken : messages.noToken);
  try {
    const refresh = await loadRefresh();
    // A refresh may have completed while the module loaded: reuse its token rather than refresh again.
    const current = store.getState();
    if (current.token && hasValidToken(current, now)) return current.token;
    const tokens = await refresh();
    return tokens.token;
  } catch {
    throw new Error(messages.expiredToken);
  }
}
