import { create } from 'zustand';
import type { AuthUser, SessionTokens } from '@affiliate/contract/endpoints/auth';
import { persistInLocalStorage } from './local-persistence';
import { storageKeys } from './storage';

export { hasValidToken } from './stored-session';

/** The specification's auth state. Status: '' (nothing yet) -> 'loading' on login -> 'success' | 'error'. */
export type AuthStatus = '' | 'loading' | 'success' | 'error';

export interface AuthState {
  status: AuthStatus;
  token: string | null;
  /** ISO 8601 expiry of the access token. */
  expiresAt: string | null;
  refreshToken: string | null;
  user: AuthUser | null;
  showSessionExpiredModal: boolean;
  setStatus: (status: AuthStatus) => void;
  setSession: (tokens: SessionTokens) => void;
  setUser: (user: AuthUser | null) => void;
  clearSession: () => void;
  openSessionExpiredModal: () => void;
  closeSessionExpiredModal: () => void;
}

const signedOut = { token: null, expiresAt: null, refreshToken: null, user: null } as const;

const authStore = create<AuthState>()((set) => ({
  status: '',
  ...signedOut,
  showSessionExpiredModal: false,
  setStatus: (status) => set({ status }),
  setSession: ({ token, expiresAt, refreshToken }) => set({ token, expiresAt, refreshToken }),
  setUser: (user) => set({ user }),
  clearSession: () => set({ ...signedOut, status: '' }),
  openSessionExpiredModal: () => set({ showSessionExpiredModal: true }),
  closeSessionExpiredModal: () => set({ showSessionExpiredModal: false }),
}));

/** The auth store; only the tokens survive a reload (the user is loaded again behind 'Please stand by'). */
export const useAuthStore = Object.assign(authStore, {
  persist: persistInLocalStorage(authStore, storageKeys.auth, ({ token, expiresAt, refreshToken }) => ({
    token,
    expiresAt,
    refreshToken,
  })),
});

/** Logged in means a refresh token is stored. */
export function isLoggedIn(state: Pick<AuthState, 'refreshToken'> = useAuthStore.getState()): boolean {
  return Boolean(state.refreshToken);
}

/**
 * The signed-in member's id as the access token carries it (the JWT's `sub`, which the gateway checks
 * `{id}` paths against). Read without verifying: the browser only needs to know whom it speaks for.
 */
export function memberIdFromToken(token: string | null | undefined): number | undefined {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const id = Number((JSON.parse(json) as { sub?: unknown }).sub);
    return Number.isSafeInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The signed-in member's id, known as soon as a token is: no need to wait for GET /auth/user before
 * asking for the member's figures. Falls back to the loaded user.
 */
export function sessionMemberId(
  state: Pick<AuthState, 'token' | 'user'> = useAuthStore.getState(),
): number | undefined {
  return memberIdFromToken(state.token) ?? state.user?.id;
}

/** The signed-in member's id in a component (see sessionMemberId). */
export function useSessionMemberId(): number | undefined {
  return useAuthStore((state) => sessionMemberId(state));
}
