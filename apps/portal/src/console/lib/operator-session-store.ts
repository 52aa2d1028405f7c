import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { StoredSessionState } from '@/lib/stored-session';

/**
 * The console's localStorage key: apart from the portal's (`auth`), so an operator's tokens never mix
 * with an affiliate's and a browser signed in to both keeps both.
 */
export const OPERATOR_SESSION_KEY = 'operator_session';

export interface OperatorSessionState extends StoredSessionState {
  /**
   * The session ended while the operator was working (a refused refresh): the sign-in page says so, and
   * signing in again continues where they were.
   */
  expired: boolean;
  /** Drops the tokens and tells the sign-in page why. */
  expire: () => void;
}

const signedOut = { token: null, expiresAt: null, refreshToken: null } as const;

export const useOperatorSession = create<OperatorSessionState>()(
  persist(
    (set) => ({
      ...signedOut,
      expired: false,
      setSession: ({ token, expiresAt, refreshToken }) =>
        set({ token, expiresAt, refreshToken, expired: false }),
      clearSession: () => set({ ...signedOut }),
      expire: () => set({ ...signedOut, expired: true }),
    }),
    {
      name: OPERATOR_SESSION_KEY,
      storage: createJSONStorage(() => localStorage),
      // Only the tokens survive a reload; the operator's account is loaded again.
      partialize: ({ token, expiresAt, refreshToken }) => ({ token, expiresAt, refreshToken }),
    },
  ),
);
