import { operatorRefresh, operatorSignOut } from '@affiliate/contract/endpoints/operator-accounts';
import type { SessionTokens } from '@affiliate/contract/endpoints/auth';
import { endpointRequest, type EndpointOutput } from '@/lib/endpoint-request';
import { createTransport } from '@/lib/http-transport';
import { queryClient } from '@/lib/query-client';
import { createSessionRefresh, revokeRefreshToken } from '@/lib/session-refresh';
import { authenticateStoredSession } from '@/lib/stored-session';
import { useOperatorSession } from './operator-session-store';

/**
 * The console's transport: the operator's access token as bearer, never the affiliate's nor the portal
 * client token (the console's public calls need none). XSRF as the portal's (http-transport.ts).
 */
export const operatorSend = createTransport(() => useOperatorSession.getState().token);

/** Held by the tab that refreshes the operator's session: the console's other tabs wait for it. */
export const OPERATOR_REFRESH_LOCK = 'goldline-operator-session-refresh';

/** Single flight across the console's calls and tabs, as the portal's (see `createSessionRefresh`). */
export const refreshOperatorSession = createSessionRefresh({
  store: useOperatorSession,
  lock: OPERATOR_REFRESH_LOCK,
  requestRefresh: async (refreshToken) => {
    const response = await operatorSend<EndpointOutput<typeof operatorRefresh>>(
      endpointRequest(operatorRefresh, { body: { refreshToken } }),
    );
    return response.data.data;
  },
});

/** A usable access token, refreshing once when the stored one has expired (see `authenticateStoredSession`). */
export function authenticateOperator(now: number = Date.now()): Promise<string> {
  return authenticateStoredSession(useOperatorSession, async () => refreshOperatorSession, now);
}

/** Keeps the tokens of a sign-in (an accepted invitation or the sign-in form). */
export function startOperatorSession(tokens: SessionTokens): void {
  queryClient.clear();
  useOperatorSession.getState().setSession(tokens);
}

/**
 * Signs out: the local session and the loaded data first, so a tab closed right after is signed out even
 * if the request never completes, then the server ends the sign-in (best effort).
 */
export async function signOutOperator(): Promise<void> {
  const { refreshToken } = useOperatorSession.getState();
  useOperatorSession.getState().clearSession();
  queryClient.clear();
  await revokeRefreshToken(operatorSend, operatorSignOut, refreshToken);
}
