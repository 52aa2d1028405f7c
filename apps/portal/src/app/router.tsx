import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  redirect,
  type LoaderFunction,
  type RouteMatch,
  type RouteObject,
} from 'react-router';
import { notFoundTitle, routes, type RouteDefinition } from '@/config/routes';
import { loadCatalog } from '@/lib/i18n/catalogs';
import { guardLoader, rememberLocation } from './routes/guard-loader';
import { AuthRedirect } from './routes/auth/auth-redirect';
import type { RouteHandle } from './route-handle';
import { AppRoot } from './routes/root';
import { RouteError } from './routes/route-error';

type RouteModule = { Component: ComponentType };
type LoaderChunk = () => Promise<LoaderFunction>;

/** The loaders `startFirstLoaders` ran before the router existed, each result handed over once. */
const startedLoaders = new Map<LoaderChunk, Promise<unknown>>();
/** Each route's loader as `handedOver` wrapped it → the loader's own chunk. */
const loaderChunkOf = new WeakMap<LoaderChunk, LoaderChunk>();

/**
 * A route's lazily loaded loader that, on the first visit, hands the router what `startFirstLoaders`
 * already started (the same requests, not a second round of them: some are never fresh, the current
 * period's).
 */
function handedOver(load: LoaderChunk): LoaderChunk {
  const wrapped: LoaderChunk = async () => {
    const loader = await load();
    return (args, handlerContext) => {
      const started = startedLoaders.get(load);
      if (!started) return loader(args, handlerContext);
      startedLoaders.delete(load);
      return started;
    };
  };
  loaderChunkOf.set(wrapped, load);
  return wrapped;
}

/**
 * One lazily loaded chunk per route; the handle carries the route's name and title. A screen's loader
 * is a chunk of its own, loaded beside the screen's (React Router's lazy object): it is small, so it
 * starts the screen's requests while the screen's chunk still downloads, and the login screen does not
 * carry the signed-in screens' data code.
 */
function screen(
  definition: RouteDefinition,
  load: () => Promise<RouteModule>,
  options: { index?: boolean; loader?: LoaderChunk } = {},
): RouteObject {
  const handle: RouteHandle = { name: definition.name, title: definition.titleMessage };
  const lazy = {
    Component: async () => (await load()).Component,
    ...(options.loader ? { loader: handedOver(options.loader) } : {}),
  };
  // A screen's loader only starts its first requests; once the screen shows, its own queries follow
  // changes to the URL's query (filters, chart settings), so the loader does not run again for them.
  const revalidation = options.loader ? { shouldRevalidate: () => false } : {};
  return options.index
    ? { index: true, handle, lazy, ...revalidation }
    : { path: definition.path, handle, lazy, ...revalidation };
}

/** A screen's module, once the catalogs' second part (every text but the sign-in page's) is loaded too. */
function withPortalTexts<Module>(load: () => Promise<Module>): () => Promise<Module> {
  return async () => (await Promise.all([load(), loadCatalog('portal')]))[0];
}

const signedInLoader = async () => (await import('./layouts/signed-in-loader')).signedInLoader;
const loadDashboard = () => import('./routes/app/dashboard');
const dashboardLoader = async () =>
  (await import('@/features/dashboard/api/prefetch-dashboard')).dashboardLoader;
const referralsLoader = async () =>
  (await import('@/features/referrals/api/prefetch-referrals')).referralsLoader;
const referredPlayerLoader = async () =>
  (await import('@/features/referrals/api/prefetch-player')).referredPlayerLoader;
const changesLoader = async () => (await import('@/features/changes/api/prefetch-changes')).changesLoader;
const subAffiliatesLoader = async () =>
  (await import('@/features/sub-affiliates/api/prefetch-sub-affiliates')).subAffiliatesLoader;
const reportsLoader = async () => (await import('@/features/reports/api/prefetch-reports')).reportsLoader;
const commissionLoader = async () =>
  (await import('@/features/commission/api/prefetch-commission')).commissionLoader;
const withdrawalLoader = async () =>
  (await import('@/features/withdrawal/api/prefetch-withdrawal')).withdrawalLoader;
const transactionHistoryLoader = async () =>
  (await import('@/features/transactions/api/prefetch-transactions')).transactionHistoryLoader;
const affiliateToolsLoader = async () =>
  (await import('@/features/marketing-tools/api/prefetch-affiliate-tools')).affiliateToolsLoader;
const integrationsLoader = async () =>
  (await import('@/features/integrations/api/prefetch-integrations')).integrationsLoader;

export const routeTree: RouteObject[] = [
  {
    id: 'root',
    Component: AppRoot,
    ErrorBoundary: RouteError,
    loader: guardLoader,
    // The guard must see every navigation, including query-only changes.
    shouldRevalidate: () => true,
    HydrateFallback: () => null,
    children: [
      {
        path: routes.auth.path,
        loader: ({ request }) => redirect(`${routes.authLogin.path}${new URL(request.url).search}`),
        Component: AuthRedirect,
      },
      screen(routes.authLogin, () => import('./routes/auth/login')),
      // The sign-in page's texts come with every page (the catalogs' first part); the other screens'
      // with the rest of the portal's texts.
      screen(
        routes.forgotPassword,
        withPortalTexts(() => import('./routes/auth/forgot-password')),
      ),
      screen(
        routes.register,
        withPortalTexts(() => import('./routes/auth/register')),
      ),
      screen(
        routes.registerConfirm,
        withPortalTexts(() => import('./routes/auth/register-confirm')),
      ),
      screen(
        routes.registerAnswer,
        withPortalTexts(() => import('./routes/auth/register-answer')),
      ),
      screen(
        routes.maintenance,
        withPortalTexts(() => import('./routes/maintenance')),
      ),
      {
        id: 'signed-in',
        shouldRevalidate: () => false,
        lazy: {
          loader: handedOver(signedInLoader),
          // The signed-in screens' texts (a catalog part of their own) load with their layout.
          Component: async () =>
            (await withPortalTexts(() => import('./routes/signed-in-layout'))()).Component,
        },
        children: [
          screen(routes.home, loadDashboard, { index: true, loader: dashboardLoader }),
          screen(routes.dashboard, loadDashboard, { loader: dashboardLoader }),
          screen(routes.withdrawal, () => import('./routes/app/withdrawal'), { loader: withdrawalLoader }),
          screen(routes.referrals, () => import('./routes/app/referrals'), { loader: referralsLoader }),
          screen(routes.referredPlayer, () => import('./routes/app/referred-player'), {
            loader: referredPlayerLoader,
          }),
          screen(routes.changes, () => import('./routes/app/changes'), { loader: changesLoader }),
          screen(routes.subAffiliates, () => import('./routes/app/sub-affiliates'), {
            loader: subAffiliatesLoader,
          }),
          screen(routes.reports, () => import('./routes/app/reports'), { loader: reportsLoader }),
          screen(routes.commission, () => import('./routes/app/commission'), { loader: commissionLoader }),
          screen(routes.transactionHistory, () => import('./routes/app/transaction-history'), {
            loader: transactionHistoryLoader,
          }),
          screen(routes.statementOfAccount, () => import('./routes/app/statement-of-account')),
          screen(routes.affiliateTools, () => import('./routes/app/affiliate-tools'), {
            loader: affiliateToolsLoader,
          }),
          screen(routes.integrations, () => import('./routes/app/integrations'), {
            loader: integrationsLoader,
          }),
          screen(routes.notification, () => import('./routes/app/notification')),
          screen(routes.settings, () => import('./routes/app/settings')),
          screen(routes.contact, () => import('./routes/app/contact')),
          screen(routes.changePassword, () => import('./routes/app/change-password')),
          screen(routes.googleAuthenticator, () => import('./routes/app/google-authenticator')),
          screen(routes.kyc, () => import('./routes/app/kyc')),
        ],
      },
      {
        path: '*',
        handle: { name: 'not-found', title: notFoundTitle } satisfies RouteHandle,
        lazy: async () => ({
          Component: (await withPortalTexts(() => import('./routes/not-found'))()).Component,
        }),
      },
    ],
  },
];

/** Starts downloading a matched route's chunks (every part of a lazy object), without waiting for them. */
export function preloadRoute(route: RouteObject): void {
  const { lazy } = route;
  const loads = typeof lazy === 'function' ? [lazy] : Object.values(lazy ?? {});
  for (const load of loads)
    if (typeof load === 'function') void (load as () => Promise<unknown>)().catch(() => undefined);
}

/**
 * Runs the loaders of a signed-in visit's first screen as soon as their small chunks and the runtime
 * configuration are there (issue 40): the screen's requests then travel while its code and the texts
 * still download, instead of after them. The router, created later, takes over what they started.
 */
export async function startFirstLoaders(matches: RouteMatch[], url: string): Promise<void> {
  await Promise.all(
    matches.map(async (match) => {
      const { lazy } = match.route;
      const load = typeof lazy === 'object' ? (lazy.loader as LoaderChunk | undefined) : undefined;
      const chunk = load && loaderChunkOf.get(load);
      if (!chunk || startedLoaders.has(chunk)) return;
      const loader = await chunk();
      const args = {
        request: new Request(url),
        url: new URL(url),
        pattern: match.route.path ?? '',
        params: match.params,
        context: undefined,
      };
      startedLoaders.set(chunk, Promise.resolve(loader(args)));
    }),
  );
}

export function createAppRouter() {
  const router = createBrowserRouter(routeTree);
  // The guard compares with the location being left (query carry-over between login and forgot-password).
  rememberLocation(router.state.location);
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') rememberLocation(state.location);
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
