/**
 * Every route of the specification with its path and name. `access` decides what the navigation guard
 * does: `public` routes send signed-in users to `/`, `protected` routes send signed-out users to
 * `/auth/login`, `exempt` routes (maintenance, not found) are open to both.
 */
export type RouteAccess = 'public' | 'protected' | 'exempt';

export interface RouteDefinition {
  readonly name: string;
  readonly path: string;
  readonly access: RouteAccess;
  readonly title: string;
}

function route<const N extends string, const P extends string>(
  name: N,
  path: P,
  access: RouteAccess,
  title: string,
): { readonly name: N; readonly path: P; readonly access: RouteAccess; readonly title: string } {
  return { name, path, access, title };
}

export const routes = {
  auth: route('auth', '/auth', 'public', 'Sign in'),
  authLogin: route('auth-login', '/auth/login', 'public', 'Sign in'),
  forgotPassword: route('forgot-password', '/auth/forgot-password', 'public', 'Forgot password'),
  maintenance: route('maintenance', '/maintenance', 'exempt', 'Under maintenance'),
  home: route('home', '/', 'protected', 'Dashboard'),
  dashboard: route('dashboard', '/dashboard', 'protected', 'Dashboard'),
  withdrawal: route('withdrawal', '/withdrawal', 'protected', 'Withdrawal'),
  referrals: route('referrals', '/referrals', 'protected', 'Referrals'),
  // One referred player's months, opened from a row of Referrals.
  referredPlayer: route('referred-player', '/referrals/:playerId', 'protected', 'Player'),
  reports: route('reports', '/reports', 'protected', 'Reports'),
  // The running month opened up (issue 36): not in the specification, named like its routes.
  commission: route('commission', '/commission', 'protected', 'Commission'),
  transactionHistory: route(
    'transaction-history',
    '/transaction-history',
    'protected',
    'Transaction History',
  ),
  statementOfAccount: route(
    'statement-of-account',
    '/statement-of-account',
    'protected',
    'Statement of Account',
  ),
  // The specification spells the path with a double l; the name keeps the usual spelling.
  affiliateTools: route('affiliate-tools', '/affilliate-tools', 'protected', 'Affiliate Tools'),
  integrations: route('integrations', '/integrations', 'protected', 'Integrations'),
  notification: route('notification', '/notification', 'protected', 'Notifications'),
  settings: route('settings', '/settings', 'protected', 'Settings'),
  contact: route('contact', '/contact', 'protected', 'Contact Us'),
  changePassword: route('change_password', '/change-password', 'protected', 'Change Password'),
  googleAuthenticator: route(
    'google_authenticator',
    '/google-authenticator',
    'protected',
    'Two-Factor Authentication',
  ),
  kyc: route('kyc', '/kyc', 'protected', 'Identity Verification'),
} as const;

export type RouteKey = keyof typeof routes;
export type RouteName = (typeof routes)[RouteKey]['name'];

const byPath = new Map<string, RouteDefinition>(Object.values(routes).map((r) => [r.path, r]));
/** Routes with a parameter (`:name`, one whole segment each): matched segment by segment. */
const withParameters: ReadonlyArray<{ route: RouteDefinition; segments: string[] }> = Object.values(routes)
  .filter((r) => r.path.includes('/:'))
  .map((r) => ({ route: r, segments: r.path.split('/') }));

function matchesSegments(pattern: readonly string[], segments: readonly string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
  );
}

function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The route for a path, or undefined for an unknown path (the not-found page). */
export function findRoute(pathname: string): RouteDefinition | undefined {
  const path = normalisePath(pathname);
  const exact = byPath.get(path);
  if (exact) return exact;
  const segments = path.split('/');
  return withParameters.find((r) => matchesSegments(r.segments, segments))?.route;
}

/** The page of one referred player. */
export function playerPath(playerId: number): string {
  return routes.referredPlayer.path.replace(':playerId', String(playerId));
}

/** Unknown paths show the not-found page to everyone. */
export function routeAccess(pathname: string): RouteAccess {
  return findRoute(pathname)?.access ?? 'exempt';
}

export function pathOf(name: RouteName): string {
  const found = Object.values(routes).find((r) => r.name === name);
  if (!found) throw new Error(`Unknown route name ${name}`);
  return found.path;
}
