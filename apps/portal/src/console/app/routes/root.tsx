import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { SkipLink } from '@/components/skip-link';
import { brandName } from '@/lib/brand';
import { consoleRoutes, signInFor } from '../../config/console-routes';
import { useOperatorSession } from '../../lib/operator-session-store';

interface RouteHandle {
  title?: string;
}

/**
 * Around every screen: skip link, page title, and the way out of an ended session. When a call finds
 * the session over (its refresh refused), the console goes to its sign-in page, which says why and
 * brings the operator back here afterwards.
 */
export function ConsoleRoot() {
  const matches = useMatches();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const expired = useOperatorSession((state) => state.expired);
  const title = [...matches]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .find(Boolean);

  useEffect(() => {
    document.title = `${title ?? 'Operator console'} · ${brandName()} operators`;
  }, [title]);

  useEffect(() => {
    if (expired && pathname !== consoleRoutes.signIn.path && pathname !== consoleRoutes.invitation.path) {
      void navigate(signInFor(`${pathname}${search}`), { replace: true });
    }
  }, [expired, pathname, search, navigate]);

  return (
    <>
      <SkipLink />
      <Outlet />
    </>
  );
}
