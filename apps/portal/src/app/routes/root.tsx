import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { useLingui } from '@lingui/react';
import { SkipLink } from '@/components/skip-link';
import { useAuthStore } from '@/lib/auth-store';
import { brandName } from '@/lib/brand';
import type { RouteHandle } from '../route-handle';

// Loaded only when a session expires, so the dialog code stays out of the first download.
const SessionExpiredDialog = lazy(async () => ({
  default: (await import('@/components/session-expired-dialog')).SessionExpiredDialog,
}));

/** The app shell around every route: skip link, page title, and the app-wide Session Expired dialog. */
export function AppRoot() {
  const matches = useMatches();
  const sessionExpired = useAuthStore((state) => state.showSessionExpiredModal);
  const { i18n } = useLingui();
  const titleMessage = [...matches]
    .reverse()
    .map((match) => (match.handle as Partial<RouteHandle> | undefined)?.title)
    .find(Boolean);
  // In the language shown: the effect runs again when the language changes.
  const title = titleMessage ? i18n._(titleMessage) : undefined;

  useEffect(() => {
    document.title = title ? `${title} · ${brandName()}` : brandName();
  }, [title]);

  return (
    <>
      <SkipLink />
      <Outlet />
      {sessionExpired && (
        <Suspense fallback={null}>
          <SessionExpiredDialog />
        </Suspense>
      )}
    </>
  );
}
