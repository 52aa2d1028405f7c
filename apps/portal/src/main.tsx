import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { matchRoutes } from 'react-router';
import { createAppRouter, preloadRoute, routeTree } from './app/router';
import { clearMaintenanceFlagAtStart, startMaintenanceCheck } from './app/start-maintenance-check';
import { routes } from './config/routes';
import { loadRuntimeConfig } from './config/runtime-config';
import { isLoggedIn } from './lib/auth-store';
import { needsAuthentication } from './lib/navigation-guard';
import { followOtherTabsSessions } from './lib/other-tabs';
import './portal.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');
const root = createRoot(container);

function showStartupFailure(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  root.render(
    <main
      id="main-content"
      className="flex min-h-dvh flex-col items-center justify-center gap-3 px-4 text-center"
    >
      <h1 className="text-2xl font-semibold">The portal could not start</h1>
      <p className="max-w-md text-muted">{message} Please reload the page in a moment.</p>
    </main>,
  );
}

// The maintenance flag is cleared before anything reads it, then the configuration loads once before
// the router renders.
clearMaintenanceFlagAtStart();
followOtherTabsSessions();
// The first screen's code starts downloading now, alongside the configuration, rather than after it:
// the screen asked for, or the login screen when the guard is going to send a signed-out visitor there.
const signedOutVisit = needsAuthentication(window.location.pathname) && !isLoggedIn();
for (const match of matchRoutes(routeTree, signedOutVisit ? routes.authLogin.path : window.location) ?? [])
  preloadRoute(match.route);
loadRuntimeConfig()
  .then((config) => {
    document.title = config.brandName;
    const router = createAppRouter();
    void startMaintenanceCheck(router);
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  })
  .catch(showStartupFailure);
