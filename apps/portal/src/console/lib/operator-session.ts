import { operatorRefresh, operatorSignOut } from '@affiliate/contract/endpoints/operator-accounts';
import type { ConsoleSession } from '@affiliate/contract/endpoints/console-session';
import { messages } from '@affiliate/contract/common/messages';
import { endpointRequest, type EndpointOutput } from '@/lib/endpoint-request';
import { createTransport } from '@/lib/http-transport';
import { queryClient } from '@/lib/query-client';
import { hasValidToken } from '@/lib/stored-session';
import { useOperatorSession } from './operator-session-store';

/**
 * The console's transport: the operator's access token as bearer, never the affiliate's nor the portal
 * client token (the console's public calls need none). XSRF as the portal's (http-transport.ts): the
 * refresh cookie rides on the session endpoints' requests, which carry the XSRF header with it.
 */
export const operatorSend = createTransport(() => useOperatorSession.getState().token);

/** Held by the tab that refreshes the operator's session: the console's other tabs wait for it. */
export const OPERATOR_REFRESH_LOCK = 'goldline-operator-session-refresh';

/** A 4xx answer (not a network failure or an outage). */
function isRefusal(reason: unknown): boolean {
  const status = (reason as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Runs `work` holding the console's refresh lock across tabs (Web Locks), where the browser has them. */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request(OPERATOR_REFRESH_LOCK, work) : work();
}

let pending: Promise<ConsoleSession> | null = null;

/**
 * A new access token for the refresh cookie, which the gateway rotates (and sets again) each time.
 * Single flight: parallel callers in a tab share one request, and the console's tabs take turns, so each
 * presents the cookie the one before it left. A refusal ends the session in this tab.
 */
export function refreshOperatorSession(): Promise<ConsoleSession> {
  if (pending) return pending;
  pending = inTurn(async () => {
    const response = await operatorSend<EndpointOutput<typeof operatorRefresh>>(
      endpointRequest(operatorRefresh, { body: {} }),
    );
    const session = response.data.data;
    useOperatorSession.getState().setSession(session);
    return session;
  })
    .catch((reason: unknown) => {
      if (isRefusal(reason)) useOperatorSession.getState().clearSession();
      throw reason;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/**
 * A usable access token: the one in memory while it is valid, else one refresh with the cookie (a
 * reload, a new tab, an expired token). Rejects with 'No Token!' when there is no session to renew and
 * 'Expired Token!' when a token this tab held could not be renewed.
 */
export async function authenticateOperator(now: number = Date.now()): Promise<string> {
  const state = useOperatorSession.getState();
  if (state.token && hasValidToken(state, now)) return state.token;
  try {
    return (await refreshOperatorSession()).token;
  } catch {
    throw new Error(state.token ? messages.expiredToken : messages.noToken);
  }
}

/** Keeps the access token of a sign-in (an accepted invitation or the sign-in form); the cookie holds the rest. */
export function startOperatorSession(session: ConsoleSession): void {
  queryClient.clear();
  useOperatorSession.getState().setSession(session);
}

/**
 * Signs out: the session in memory and the loaded data first, so a tab closed right after is signed
 * out even if the request never completes, then the server ends the sign-in and clears the cookie
 * (best effort: signing out must work offline or with a session already ended).
 */
export async function signOutOperator(): Promise<void> {
  useOperatorSession.getState().clearSession();
  queryClient.clear();
  try {
    await operatorSend(endpointRequest(operatorSignOut, { body: {} }));
  } catch {
    // Nothing to undo: this tab is signed out either way.
  }
}
