import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { authUserQueryOptions } from '@/api/get-auth-user';
import { memberQueryOptions } from '@/api/get-member';
import { productQueryOptions } from '@/api/get-products';
import { settingsQueryOptions } from '@/api/get-settings';
import { myTermsQueryOptions } from '@/api/my-terms';
import { routes } from '@/config/routes';
import { BrandMark } from '@/components/brand-mark';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PleaseStandByDialog } from '@/components/ui/please-stand-by-dialog';
import { notificationsQueryOptions } from '@/features/notifications/api/get-notifications';
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu';
import { TermsGate } from '@/features/terms/components/terms-gate';
import { useProfileLanguage } from '@/features/settings/lib/use-profile-language';
import { useAuthStore } from '@/lib/auth-store';
import { isMaintenanceFlagSet } from '@/lib/storage';
import { NavigationDrawer } from './navigation-drawer';
import { SideNavigation } from './side-navigation';
import { UserMenu } from './user-menu';

/**
 * The signed-in layout: 'Please stand by' until the current user is loaded; user, member, products,
 * settings, notifications and the affiliate's standing with the program's terms load in parallel (the
 * route loader starts them before this chunk renders); terms in force they have not accepted are asked
 * for before any screen (features/terms).
 */
export function SignedInLayout() {
  const navigate = useNavigate();
  const { t } = useLingui();
  // After logout the cache is cleared while this layout is still mounted: it must not fetch again.
  const enabled = useAuthStore((state) => Boolean(state.token || state.refreshToken));
  const userQuery = useQuery({ ...authUserQueryOptions(), enabled });
  useQuery({ ...memberQueryOptions(), enabled });
  useQuery({ ...productQueryOptions(), enabled });
  useQuery({ ...settingsQueryOptions(), enabled });
  useQuery({ ...notificationsQueryOptions(), enabled });
  useQuery({ ...myTermsQueryOptions(), enabled });
  useProfileLanguage();
  const user = useAuthStore((state) => state.user) ?? userQuery.data ?? null;
  const sessionExpired = useAuthStore((state) => state.showSessionExpiredModal);
  // The layout shows its loading state until the signed-in user is known.
  const loading = !user;
  const failed = loading && userQuery.isError && !sessionExpired;

  useEffect(() => {
    if (isMaintenanceFlagSet()) void navigate(routes.maintenance.path, { replace: true });
  }, [navigate]);

  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-30 flex h-16 items-center gap-1 border-b border-line bg-surface/95 px-3 backdrop-blur sm:gap-2 sm:px-6">
        <NavigationDrawer />
        <BrandMark className="mr-auto" fitPhone />
        {user && (
          <>
            <NotificationsMenu />
            <UserMenu user={user} />
          </>
        )}
      </header>
      <div className="relative mx-auto flex w-full max-w-[96rem]">
        {/* The sidebar's white column runs to the bottom of a long page, drawn behind the navigation,
            which stays sticky at the viewport's height. */}
        <div
          data-sidebar-column
          aria-hidden="true"
          className="absolute inset-y-0 left-0 hidden w-64 border-r border-line bg-surface sm:block"
        />
        <aside className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 shrink-0 overflow-y-auto border-r border-line bg-surface px-3 py-5 sm:block">
          <SideNavigation />
        </aside>
        <main
          id="main-content"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-8 sm:py-8"
        >
          {user && (
            <TermsGate>
              <Outlet />
            </TermsGate>
          )}
          {failed && (
            <LoadFailedAlert
              className="mx-auto max-w-lg"
              message={t`We could not load your account.`}
              error={userQuery.error}
              retrying={userQuery.isFetching}
              onRetry={() => void userQuery.refetch()}
            />
          )}
        </main>
      </div>
      <PleaseStandByDialog open={loading && !failed && !sessionExpired} />
    </div>
  );
}
