import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCheck } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cx } from '@/components/ui/cx';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { NoResult } from '@/components/ui/no-result';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';
import { routes } from '@/config/routes';
import { readApiFailure } from '@/lib/api-error';
import { notificationsPageQueryOptions } from '../api/get-notifications-page';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import {
  notificationsViewToSearch,
  parseNotificationsView,
  type NotificationsView,
} from '../lib/notifications-view';
import { NotificationItem } from './notification-item';

const filterLinkClassName =
  'inline-flex h-9 items-center rounded-md px-4 text-sm font-medium focus-visible:outline-3 focus-visible:outline-info-ink';

/** Notifications: every one or only the unread (kept in the URL), server paging, mark one or all read. */
export function NotificationsScreen() {
  const { t } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => parseNotificationsView(searchParams), [searchParams]);
  const query = useQuery(notificationsPageQueryOptions(view));
  const markRead = useMarkNotificationsRead();
  const page = query.data;
  const unread = page?.meta.unread_count ?? 0;

  // Marking read can empty the last page of the unread list: show the page that is now last.
  const lastPage = page?.meta.last_page;
  useEffect(() => {
    if (lastPage !== undefined && !query.isPlaceholderData && view.page > lastPage) {
      setSearchParams(notificationsViewToSearch({ ...view, page: lastPage }), { replace: true });
    }
  }, [lastPage, query.isPlaceholderData, view, setSearchParams]);

  const hrefFor = (to: NotificationsView) => `${routes.notification.path}${notificationsViewToSearch(to)}`;
  const pendingIds = markRead.isPending ? markRead.variables : null;
  const reason = markRead.isError ? readApiFailure(markRead.error).message : '';
  const from = page?.meta.from ?? null;
  const to = page?.meta.to ?? null;
  const total = page?.meta.total ?? 0;

  return (
    <>
      <PageHeader
        title={t`Notifications`}
        description={t`Messages about your withdrawals, verification and commission periods.`}
        actions={
          <Button
            variant="secondary"
            disabled={unread === 0}
            loading={markRead.isPending && pendingIds === undefined}
            onClick={() => markRead.mutate(undefined)}
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            <Trans>Mark all as read</Trans>
          </Button>
        }
      />
      <nav
        aria-label={t`Show notifications`}
        className="mb-4 inline-flex rounded-lg border border-line bg-surface p-1"
      >
        {(['all', 'unread'] as const).map((filter) => (
          <Link
            key={filter}
            to={hrefFor({ filter, page: 1 })}
            aria-current={view.filter === filter ? 'page' : undefined}
            className={cx(
              filterLinkClassName,
              view.filter === filter ? 'bg-ink text-white' : 'text-ink hover:bg-black/5',
            )}
          >
            {filter === 'all' ? <Trans>All</Trans> : <Trans>Unread ({unread})</Trans>}
          </Link>
        ))}
      </nav>
      {markRead.isError && (
        <Alert className="mb-4">
          <p>
            <Trans>We could not mark the notifications as read. {reason}</Trans>
          </p>
        </Alert>
      )}
      {query.isError && !query.isFetching ? (
        <LoadFailedAlert
          message={t`We could not load your notifications.`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <section aria-labelledby="notifications-results">
          <h2 id="notifications-results" className="sr-only">
            {view.filter === 'unread' ? (
              <Trans>Unread notifications</Trans>
            ) : (
              <Trans>All notifications</Trans>
            )}
          </h2>
          <p role="status" className="mb-3 min-h-5 text-sm text-muted">
            {!page ? (
              <Trans>Loading notifications…</Trans>
            ) : from !== null && to !== null ? (
              <Trans>
                Showing {from}–{to} of {total}
              </Trans>
            ) : (
              ''
            )}
          </p>
          {page && page.data.length === 0 && view.page <= page.meta.last_page ? (
            <Card>
              <NoResult
                title={view.filter === 'unread' ? t`No unread notifications` : t`No notifications yet`}
              >
                {view.filter === 'unread' ? (
                  <Trans>You have read every notification.</Trans>
                ) : (
                  <Trans>
                    Messages about your withdrawals, verification and commission periods appear here.
                  </Trans>
                )}
              </NoResult>
            </Card>
          ) : (
            page && (
              <div
                className={cx(
                  'overflow-hidden rounded-xl border border-line bg-surface shadow-xs',
                  query.isPlaceholderData && 'opacity-60',
                )}
              >
                <ul aria-label={t`Notifications`} className="divide-y divide-line">
                  {page.data.map((item) => (
                    <NotificationItem
                      key={item.id}
                      item={item}
                      marking={pendingIds?.includes(item.id) ?? false}
                      onMarkRead={() => markRead.mutate([item.id])}
                    />
                  ))}
                </ul>
              </div>
            )
          )}
          {page && (
            <Pagination
              className="mt-5"
              label={t`Notifications pages`}
              meta={page.meta}
              hrefFor={(n) => hrefFor({ ...view, page: n })}
            />
          )}
        </section>
      )}
    </>
  );
}
