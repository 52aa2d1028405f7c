import { routeAccess, routes } from '@/config/routes';

/**
 * The navigation guard (docs/architecture.md, "The portal's session handling"), as a pure decision:
 * - a signed-out visit to a protected route goes to /auth/login;
 * - a signed-in visit to a public route goes to /;
 * - the maintenance route (and the not-found page) is exempt from both;
 * - moving between login and forgot-password carries the previous query string over when the new
 *   route has none.
 */
export interface GuardLocation {
  pathname: string;
  search: string;
}

export type GuardDecision = { action: 'allow' } | { action: 'redirect'; to: string };

export interface GuardInput {
  to: GuardLocation;
  from: GuardLocation | null;
  authenticated: boolean;
}

const allow: GuardDecision = { action: 'allow' };

function trimPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

const loginPair: ReadonlySet<string> = new Set([routes.authLogin.path, routes.forgotPassword.path]);

/** Whether the guard needs to know if the visitor is authenticated to decide (exempt routes do not). */
export function needsAuthentication(pathname: string): boolean {
  return routeAccess(pathname) !== 'exempt';
}

export function decideNavigation({ to, from, authenticated }: GuardInput): GuardDecision {
  const access = routeAccess(to.pathname);
  if (access === 'exempt') return allow;
  if (access === 'protected') return authenticated ? allow : { action: 'redirect', to: routes.authLogin.path };
  if (authenticated) return { action: 'redirect', to: routes.home.path };

  const toPath = trimPath(to.pathname);
  if (toPath === routes.auth.path) return { action: 'redirect', to: `${routes.authLogin.path}${to.search}` };
  if (from && !to.search && from.search && loginPair.has(toPath) && loginPair.has(trimPath(from.pathname)) && toPath !== trimPath(from.pathname)) {
    return { action: 'redirect', to: `${toPath}${from.search}` };
  }
  return allow;
}
