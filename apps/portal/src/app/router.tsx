import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { routes, type RouteDefinition } from '@/config/routes';
import { guardLoader, rememberLocation } from './routes/guard-loader';
import { AppRoot } from './routes/root';
import { RouteError } from './routes/route-error';
import { signedInLoader } from './layouts/signed-in-loader';
import { dashboardLoader } from '@/features/dashboard/api/prefetch-dashboard';
import { referralsLoader } from '@/features/referrals/api/prefetch-referrals';

type RouteModule = { Component: ComponentType };

/**
 * One lazily loaded chunk per route; the handle carries the route's name and title. A loader stays in
 * the main bundle on purpose: it starts the screen's requests while the chunk downloads.
 */
function screen(definition: RouteDefinition, load: () => Promise<RouteModule>, options: { index?: boolean; loader?: LoaderFunction } = {}): RouteObject {
  const handle = { name: definition.name, title: definition.title };
  const lazy = async () => ({ Component: (await load()).Component });
  // A screen's loader only starts its first requests; once the screen shows, its own queries follow
  // changes to the URL's query (filters, chart settings), so the loader does not run again for them.
  const loader = options.loader ? { loader: options.loader, shouldRevalidate: () => false } : {};
  return options.index ? { index: true, handle, lazy, ...loader } : { path: definition.path, handle, lazy, ...loader };
}

const loadDashboard = () => import('./routes/app/dashboard');

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
      { path: routes.auth.path, loader: ({ request }) => redirect(`${routes.authLogin.path}${new URL(request.url).search}`) },
      screen(routes.authLogin, () => import('./routes/auth/login')),
      screen(routes.forgotPassword, () => import('./routes/auth/forgot-password')),
      screen(routes.maintenance, () => import('./routes/maintenance')),
      {
        id: 'signed-in',
        loader: signedInLoader,
        shouldRevalidate: () => false,
        lazy: async () => ({ Component: (await import('./routes/signed-in-layout')).Component }),
        children: [
          screen(routes.home, loadDashboard, { index: true, loader: dashboardLoader }),
          screen(routes.dashboard, loadDashboard, { loader: dashboardLoader }),
          screen(routes.withdrawal, () => import('./routes/app/withdrawal')),
          screen(routes.referrals, () => import('./routes/app/referrals'), { loader: referralsLoader }),
          screen(routes.transactionHistory, () => import('./routes/app/transaction-history')),
          screen(routes.statementOfAccount, () => import('./routes/app/statement-of-account')),
          screen(routes.affiliateTools, () => import('./routes/app/affiliate-tools')),
          screen(routes.notification, () => import('./routes/app/notification')),
          screen(routes.settings, () => import('./routes/app/settings')),
          screen(routes.contact, () => import('./routes/app/contact')),
          screen(routes.changePassword, () => import('./routes/app/change-password')),
          screen(routes.googleAuthenticator, () => import('./routes/app/google-authenticator')),
          screen(routes.kyc, () => import('./routes/app/kyc')),
        ],
      },
      { path: '*', handle: { name: 'not-found', title: 'Page not found' }, lazy: async () => ({ Component: (await import('./routes/not-found')).Component }) },
    ],
  },
];

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
