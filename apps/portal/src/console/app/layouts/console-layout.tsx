import { Outlet } from 'react-router';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Spinner } from '@/components/ui/spinner';
import { useSignedInOperator } from '../../lib/signed-in-operator';
import { useOperatorSession } from '../../lib/operator-session-store';
import { ConsoleHeader } from './console-header';
import { ConsoleNavigation } from './console-navigation';

/** The signed-in console: header, the role's navigation, and the screen once the operator is known. */
export function ConsoleLayout() {
  const query = useSignedInOperator();
  const expired = useOperatorSession((state) => state.expired);
  const operator = query.data;
  return (
    <div className="min-h-dvh">
      <ConsoleHeader operator={operator} />
      <div className="relative mx-auto flex w-full max-w-[96rem] flex-col lg:flex-row">
        {/* As in the portal's layout: the sidebar's white column runs to the bottom of a long page, drawn
            behind the navigation, which stays sticky at the window's height (alone, its white stopped
            there: a full-page screenshot or a printout showed it end halfway down). */}
        {operator && (
          <div
            aria-hidden="true"
            className="absolute inset-y-0 left-0 hidden w-60 border-r border-line bg-surface lg:block"
          />
        )}
        {operator && (
          <aside className="border-b border-line bg-surface px-3 py-2 lg:sticky lg:top-16 lg:h-[calc(100dvh-4rem)] lg:w-60 lg:shrink-0 lg:overflow-y-auto lg:border-r lg:border-b-0 lg:py-5">
            <ConsoleNavigation role={operator.role} />
          </aside>
        )}
        <main
          id="main-content"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-8 sm:py-8"
        >
          {operator && <Outlet />}
          {query.isPending && (
            <p role="status" className="flex items-center justify-center gap-3 py-16 text-sm text-muted">
              <Spinner />
              Loading your account…
            </p>
          )}
          {query.isError && !expired && (
            <LoadFailedAlert
              className="mx-auto max-w-lg"
              message="We could not load your account."
              error={query.error}
              retrying={query.isFetching}
              onRetry={() => void query.refetch()}
            />
          )}
        </main>
      </div>
    </div>
  );
}
