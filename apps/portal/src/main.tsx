import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { matchRoutes } from 'react-router';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createAppRouter, preloadRoute, routeTree, startFirstLoaders } from './app/router';
import { clearMaintenanceFlagAtStart, startMaintenanceCheck } from './app/start-maintenance-check';
import { routes } from './config/routes';
import { loadRuntimeConfig } from './config/runtime-config';
import { isLoggedIn } from './lib/auth-store';
import { loadCatalog, setTextOverrides, showLanguage } from './lib/i18n/catalogs';
import {
  chooseLanguage,
  languageInAddress,
  notePickedWhileSignedOut,
  rememberLanguage,
} from './lib/i18n/choose-language';
import { intlLocale, setCurrentLanguage, type DisplayLanguage } from './lib/i18n/language';
import { startupFailureTexts } from './lib/i18n/startup-failure';
import { needsAuthentication } from './lib/navigation-guard';
import { followOtherTabsSessions } from './lib/other-tabs';
import './portal.css';

// From here the portal asks for the signed-in user itself: public/signed-in-preload.js no longer does.
window.__portalStarted = true;

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');
const root = createRoot(container);

function showStartupFailure(language: DisplayLanguage, error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  // The catalogs may be what failed to load: this screen's two texts come with the entry.
  const texts = startupFailureTexts(language);
  root.render(
    <main
      id="main-content"
      lang={intlLocale(language)}
      className="flex min-h-dvh flex-col items-center justify-center gap-3 px-4 text-center"
    >
      <h1 className="text-2xl font-semibold">{texts.title}</h1>
      <p className="max-w-md text-muted">
        {message} {texts.reload}
      </p>
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
const firstMatches = matchRoutes(routeTree, signedOutVisit ? routes.authLogin.path : window.location) ?? [];
for (const match of firstMatches) preloadRoute(match.route);
// The language's texts load beside the configuration (the gateway preloads the first part with the page):
// what a signed-out visitor sees, and the signed-in screens' texts too when the visit goes to one.
const language = chooseLanguage();
if (languageInAddress(window.location.search)) {
  rememberLanguage(language);
  if (signedOutVisit) notePickedWhileSignedOut(language);
}
setCurrentLanguage(language);
const texts = Promise.all([loadCatalog('first'), ...(signedOutVisit ? [] : [loadCatalog('portal')])]).then(
  () => showLanguage(language),
);
const runtimeConfig = loadRuntimeConfig();
// A signed-in visit's requests start once the configuration (the API's address) is there, beside the
// screen's code and texts rather than after them; the router takes them over.
if (!signedOutVisit)
  void runtimeConfig.then(() => startFirstLoaders(firstMatches, window.location.href)).catch(() => undefined);
Promise.all([runtimeConfig, texts])
  .then(([config]) => {
    // The operator's wording of texts wins over the catalogs, those loaded and those still to load.
    setTextOverrides(config.texts);
    document.title = config.brandName;
    const router = createAppRouter();
    void startMaintenanceCheck(router);
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nProvider>
      </StrictMode>,
    );
  })
  .catch((error: unknown) => showStartupFailure(language, error));
