import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { loadRuntimeConfig } from '@/config/runtime-config';
import { queryClient } from '@/lib/query-client';
import { createConsoleRouter } from './app/router';
import { LEGACY_OPERATOR_SESSION_KEY } from './lib/operator-session-store';
import './console.css';

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
      <h1 className="text-2xl font-semibold">The operator console could not start</h1>
      <p className="max-w-md text-muted">{message} Please reload the page in a moment.</p>
    </main>,
  );
}

// Tokens an earlier version kept in localStorage go: the session lives in memory and an HttpOnly cookie.
try {
  localStorage.removeItem(LEGACY_OPERATOR_SESSION_KEY);
} catch {
  // Storage switched off: nothing was kept there either.
}
// The console stays in English (issue 37); the components and labels it shares with the portal read
// their texts from the portal's English catalogs (both parts).
const englishTexts = Promise.all([import('@/locales/en/first.po'), import('@/locales/en/portal.po')]).then(
  ([first, portal]) => {
    i18n.load('en', { ...first.messages, ...portal.messages });
    i18n.activate('en');
  },
);
Promise.all([loadRuntimeConfig(), englishTexts])
  .then(() => {
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={createConsoleRouter()} />
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
    );
  })
  .catch(showStartupFailure);
