/**
 * The console's routes, as paths under its base (/operator: the router's basename). `signedIn` routes
 * send a signed-out visitor to the sign-in page; the others are open to anyone.
 */
export interface ConsoleRoute {
  readonly path: string;
  readonly title: string;
  readonly signedIn: boolean;
}

export const consoleRoutes = {
  signIn: { path: '/sign-in', title: 'Sign in', signedIn: false },
  invitation: { path: '/invitation', title: 'Accept your invitation', signedIn: false },
  home: { path: '/', title: 'Operator console', signedIn: true },
  overview: { path: '/overview', title: 'Overview', signedIn: true },
  withdrawals: { path: '/withdrawals', title: 'Withdrawals', signedIn: true },
  affiliates: { path: '/affiliates', title: 'Affiliates', signedIn: true },
  affiliate: { path: '/affiliates/:memberId', title: 'Affiliate', signedIn: true },
  players: { path: '/players', title: 'Players', signedIn: true },
  player: { path: '/players/:customerId', title: 'Player', signedIn: true },
  applications: { path: '/applications', title: 'Applications', signedIn: true },
  application: { path: '/applications/:applicationId', title: 'Application', signedIn: true },
  tickets: { path: '/tickets', title: 'Tickets', signedIn: true },
  banners: { path: '/banners', title: 'Banners', signedIn: true },
  landingPages: { path: '/landing-pages', title: 'Landing pages', signedIn: true },
  brands: { path: '/brands', title: 'Brands', signedIn: true },
  data: { path: '/data', title: 'Data', signedIn: true },
  dataUpload: { path: '/data/uploads/:uploadId', title: 'Upload', signedIn: true },
  identityReviews: { path: '/identity', title: 'Identity reviews', signedIn: true },
  operators: { path: '/operators', title: 'Operators', signedIn: true },
  audit: { path: '/audit', title: 'Audit', signedIn: true },
  payouts: { path: '/payouts', title: 'Payout options and rates', signedIn: true },
  fxRates: { path: '/exchange-rates', title: 'Exchange rates', signedIn: true },
  commission: { path: '/commission', title: 'Commission', signedIn: true },
  deals: { path: '/deals', title: 'Deals', signedIn: true },
  settings: { path: '/settings', title: 'Program settings', signedIn: true },
  texts: { path: '/texts', title: 'Texts', signedIn: true },
  terms: { path: '/terms', title: 'Terms', signedIn: true },
  mail: { path: '/mail', title: 'Mail', signedIn: true },
  dataSources: { path: '/data/sources', title: 'Data sources', signedIn: true },
  account: { path: '/account', title: 'Your account', signedIn: true },
} as const satisfies Record<string, ConsoleRoute>;

/** Where the console is served; the gateway sends its page for this path and everything under it. */
export const CONSOLE_BASE = '/operator';

/** The sign-in page's parameter that names where to continue after signing in. */
export const RETURN_PARAM = 'redirect';

const signedInPaths: ReadonlySet<string> = new Set(
  Object.values(consoleRoutes).flatMap((route) =>
    route.signedIn && !route.path.includes(':') ? [route.path] : [],
  ),
);

/** An affiliate's record (`/affiliates/:memberId`) for one id. */
export function affiliatePath(memberId: number): string {
  return consoleRoutes.affiliate.path.replace(':memberId', String(memberId));
}

/** An application to join the program (`/applications/:applicationId`) for one id. */
export function applicationPath(applicationId: number): string {
  return consoleRoutes.application.path.replace(':applicationId', String(applicationId));
}

/** A feed file's report in the upload log (`/data/uploads/:uploadId`) for one id. */
export function dataUploadPath(uploadId: number): string {
  return consoleRoutes.dataUpload.path.replace(':uploadId', String(uploadId));
}

/** A player's page (`/players/:customerId`) for its id at the brand. */
export function playerPath(customerId: number): string {
  return consoleRoutes.player.path.replace(':customerId', String(customerId));
}

/** A signed-in route's path: one of the fixed ones, or an affiliate's record, an application, an upload or a player (an id of digits only). */
function isSignedInPath(pathname: string): boolean {
  return (
    signedInPaths.has(pathname) ||
    /^\/(affiliates|applications)\/[1-9]\d{0,9}$/.test(pathname) ||
    /^\/data\/uploads\/[1-9]\d{0,15}$/.test(pathname) ||
    /^\/players\/[1-9]\d{0,15}$/.test(pathname)
  );
}

/**
 * Where signing in continues: the `redirect` parameter when it is one of the console's signed-in routes
 * (with its query), else home. Anything else is ignored, so a link to the sign-in page can never send the
 * operator off-site once signed in (//evil.example, /\evil.example, https://…, javascript:…).
 */
export function returnPath(search: string): string {
  const value = new URLSearchParams(search).get(RETURN_PARAM);
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\'))
    return consoleRoutes.home.path;
  let url: URL;
  try {
    url = new URL(value, 'https://console.invalid');
  } catch {
    return consoleRoutes.home.path;
  }
  if (url.origin !== 'https://console.invalid' || !isSignedInPath(url.pathname))
    return consoleRoutes.home.path;
  return `${url.pathname}${url.search}`;
}

/** The sign-in page for a visit to `path` (a path under the base, with its query). */
export function signInFor(path: string): string {
  if (path === consoleRoutes.home.path) return consoleRoutes.signIn.path;
  return `${consoleRoutes.signIn.path}?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;
}

/** A path of the browser's address (with the base) as the router sees it (without). */
export function pathUnderBase(pathname: string): string {
  const rest = pathname.startsWith(CONSOLE_BASE) ? pathname.slice(CONSOLE_BASE.length) : pathname;
  return rest.replace(/\/+$/, '') || '/';
}
