import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { SessionExpiredDialog } from '@/components/session-expired-dialog';
import { SkipLink } from '@/components/skip-link';
import { brandName } from '@/lib/brand';

interface RouteHandle {
  title?: string;
}

/** The app shell around every route: skip link, page title, and the app-wide Session Expired dialog. */
export function AppRoot() {
  const matches = useMatches();
  const title = [...matches].reverse().map((match) => (match.handle as RouteHandle | undefined)?.title).find(Boolean);

  useEffect(() => {
    document.title = title ? `${title} · ${brandName()}` : brandName();
  }, [title]);

  return (
    <>
      <SkipLink />
      <Outlet />
      <SessionExpiredDialog />
    </>
  );
}
