import { routeAccess, routes } from '@/config/routes';

/**
 * The navigation guard (docs/architecture.md, "The portal's session handling"), as a pure decision:
 * - a signed-out visit to a protected route goes to /auth/login, with where it was going in `redirect`
 *   (see `signInDestination`), so signing in continues there rather than at /;
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

/** The sign-in page for a visit to a protected route: home needs no parameter, it is where sign-in goes anyway. */
function loginFor(to: GuardLocation): string {
  const target = `${trimPath(to.pathname)}${to.search}`;
  if (target === routes.home.path) return routes.authLogin.path;
  return `${routes.authLogin.path}?${new URLSearchParams({ [REDIRECT_PARAM]: target }).toString()}`;
}

/** The sign-in page's parameter that names where to continue after signing in. */
export const REDIRECT_PARAM = 'redirect';

/**
 * Where signing in continues: the `redirect` parameter when it is a path of this portal's protected
 * routes, else /. Anything else is ignored, so a link to the sign-in page can never send the affiliate
 * off-site once signed in (//evil.example, /\evil.example, https://…, javascript:…) nor to a public page.
 */
export function signInDestination(search: string, origin: string): string {
  const value = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return routes.home.path;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return routes.home.path;
  }
  if (url.origin !== origin || routeAccess(url.pathname) !== 'protected') return routes.home.path;
  return `${url.pathname}${url.search}`;
}

export function decideNavigation({ to, from, authenticated }: GuardInput): GuardDecision {
  const access = routeAccess(to.pathname);
  if (access === 'exempt') return allow;
  if (access === 'protected') return authenticated ? allow : { action: 'redirect', to: loginFor(to) };
  if (authenticated) return { action: 'redirect', to: routes.home.path };

  const toPath = trimPath(to.pathname);
  if (toPath === routes.auth.path) return { action: 'redirect', to: `${routes.authLogin.path}${to.search}` };
  if (
    from &&
    !to.search &&
    from.search &&
    loginPair.has(toPath) &&
    loginPair.has(trimPath(from.pathname)) &&
    toPath !== trimPath(from.pathname)
  ) {
    return { action: 'redirect', to: `${toPath}${from.search}` };
  }
  return allow;
}
