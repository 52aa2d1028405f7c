import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { CONSOLE_BASE, consoleRoutes, type ConsoleRoute } from '../config/console-routes';
import { requireOperator, signedOutOnly } from './routes/guard';
import { ConsoleRoot } from './routes/root';
import { RouteError } from './routes/route-error';

type RouteModule = { Component: ComponentType };

/** One lazily loaded chunk per screen; the handle carries its title. */
function screen(
  route: ConsoleRoute,
  load: () => Promise<RouteModule>,
  extra: Partial<RouteObject> = {},
): RouteObject {
  return {
    path: route.path,
    handle: { title: route.title },
    lazy: async () => ({ Component: (await load()).Component }),
    ...extra,
  } as RouteObject;
}

export const consoleRouteTree: RouteObject[] = [
  {
    id: 'root',
    Component: ConsoleRoot,
    ErrorBoundary: RouteError,
    HydrateFallback: () => null,
    children: [
      screen(consoleRoutes.signIn, () => import('./routes/sign-in'), { loader: signedOutOnly }),
      screen(consoleRoutes.invitation, () => import('./routes/invitation')),
      {
        id: 'signed-in',
        loader: requireOperator,
        // The guard runs on every navigation: a session that ended in another tab is noticed at once.
        shouldRevalidate: () => true,
        lazy: async () => ({ Component: (await import('./routes/signed-in-layout')).Component }),
        children: [
          {
            index: true,
            handle: { title: consoleRoutes.home.title },
            lazy: async () => ({ Component: (await import('./routes/home')).Component }),
          },
          screen(consoleRoutes.overview, () => import('./routes/overview')),
          screen(consoleRoutes.withdrawals, () => import('./routes/withdrawals')),
          screen(consoleRoutes.affiliates, () => import('./routes/affiliates')),
          screen(consoleRoutes.affiliate, () => import('./routes/affiliate')),
          screen(consoleRoutes.players, () => import('./routes/players')),
          screen(consoleRoutes.player, () => import('./routes/players')),
          screen(consoleRoutes.applications, () => import('./routes/applications')),
          screen(consoleRoutes.application, () => import('./routes/application')),
          screen(consoleRoutes.tickets, () => import('./routes/tickets')),
          screen(consoleRoutes.banners, () => import('./routes/banners')),
          screen(consoleRoutes.landingPages, () => import('./routes/landing-pages')),
          screen(consoleRoutes.brands, () => import('./routes/brands')),
          screen(consoleRoutes.data, () => import('./routes/data')),
          screen(consoleRoutes.dataUpload, () => import('./routes/data-upload')),
          screen(consoleRoutes.identityReviews, () => import('./routes/identity-reviews')),
          screen(consoleRoutes.operators, () => import('./routes/operators')),
          screen(consoleRoutes.audit, () => import('./routes/audit')),
          screen(consoleRoutes.payouts, () => import('./routes/payouts')),
          screen(consoleRoutes.fxRates, () => import('./routes/fx-rates')),
          screen(consoleRoutes.commission, () => import('./routes/commission')),
          screen(consoleRoutes.deals, () => import('./routes/deals')),
          screen(consoleRoutes.settings, () => import('./routes/settings')),
          screen(consoleRoutes.texts, () => import('./routes/texts')),
          screen(consoleRoutes.terms, () => import('./routes/terms')),
          screen(consoleRoutes.mail, () => import('./routes/mail')),
          screen(consoleRoutes.dataSources, () => import('./routes/data-sources')),
          screen(consoleRoutes.account, () => import('./routes/account')),
        ],
      },
      {
        path: '*',
        handle: { title: 'Page not found' },
        lazy: async () => ({ Component: (await import('./routes/not-found')).Component }),
      },
    ],
  },
];

export function createConsoleRouter() {
  return createBrowserRouter(consoleRouteTree, { basename: CONSOLE_BASE });
}
