import { create } from 'zustand';
import type { ConsoleSession } from '@affiliate/contract/endpoints/console-session';

/**
 * Where earlier versions of the console kept the operator's tokens in localStorage, readable by any
 * script of the origin: removed at start (main.tsx), so no token lingers there after an update.
 */
export const LEGACY_OPERATOR_SESSION_KEY = 'operator_session';

/**
 * The operator's session in this tab's memory only: the access token and its expiry. The refresh token
 * is an HttpOnly cookie the gateway sets for the console's session endpoints (docs/security.md), which
 * no script reads: a reload, or another tab, gets its access token by refreshing with it.
 */
export interface OperatorSessionState {
  token: string | null;
  /** ISO 8601 expiry of the access token. */
  expiresAt: string | null;
  /** This tab had a session (signed in, or renewed one): a failed renewal means it ended under the operator's hands. */
  hadSession: boolean;
  /**
   * The session ended while the operator was working (a refused refresh): the sign-in page says so, and
   * signing in again continues where they were.
   */
  expired: boolean;
  setSession: (session: ConsoleSession) => void;
  clearSession: () => void;
  /** Drops the token and tells the sign-in page why. */
  expire: () => void;
}

const signedOut = { token: null, expiresAt: null, hadSession: false } as const;

export const useOperatorSession = create<OperatorSessionState>()((set) => ({
  ...signedOut,
  expired: false,
  setSession: ({ token, expiresAt }) => set({ token, expiresAt, hadSession: true, expired: false }),
  clearSession: () => set({ ...signedOut }),
  expire: () => set({ ...signedOut, expired: true }),
}));
