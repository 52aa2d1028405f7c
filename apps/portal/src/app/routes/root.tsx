import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { SkipLink } from '@/components/skip-link';
import { useAuthStore } from '@/lib/auth-store';
import { brandName } from '@/lib/brand';

// Loaded only when a session expires, so the dialog code stays out of the first download.
const SessionExpiredDialog = lazy(async () => ({
  default: (await import('@/components/session-expired-dialog')).SessionExpiredDialog,
}));

interface RouteHandle {
  title?: string;
}

/** The app shell around every route: skip link, page title, and the app-wide Session Expired dialog. */
export function AppRoot() {
  const matches = useMatches();
  const sessionExpired = useAuthStore((state) => state.showSessionExpiredModal);
  const title = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .find(Boolean);

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
