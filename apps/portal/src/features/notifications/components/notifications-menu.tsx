import { DropdownMenu } from 'radix-ui';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Bell, CheckCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { routes } from '@/config/routes';
import { formatDate } from '@/lib/dates';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { useNotifications } from '../api/get-notifications';

const itemClassName =
  'flex cursor-default select-none flex-col gap-0.5 rounded-lg px-3 py-2 outline-none data-[highlighted]:bg-canvas';

/** The top bar's notifications menu: unread count on the button, recent items, mark all as read. */
export function NotificationsMenu() {
  const { t } = useLingui();
  const { data } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = data?.meta.unread_count ?? 0;
  const recent = data?.data.slice(0, 5) ?? [];
  const label =
    unread > 0
      ? t`Notifications, ${plural(unread, { one: '# unread', other: '# unread' })}`
      : t`Notifications`;

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        className="relative grid size-10 place-items-center rounded-full text-ink hover:bg-black/5 focus-visible:outline-3 focus-visible:outline-info-ink"
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            // On the bell's top-right corner, above its outline (never over it): the bottom edge meets
            // the bell's top (the 20 px icon sits 10 px in from each side of the 40 px button).
            className="absolute bottom-[30px] left-[24px] grid min-w-4.5 place-items-center rounded-full bg-error-ink px-1 text-[11px] font-semibold leading-4.5 text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          className="z-40 w-[min(92vw,360px)] rounded-xl border border-line bg-surface p-2 shadow-lg"
        >
          <DropdownMenu.Label className="flex items-center justify-between px-3 py-2 text-sm font-semibold text-ink">
            <Trans>Notifications</Trans>
            <span className="text-xs font-normal text-muted">
              <Plural value={unread} one="# unread" other="# unread" />
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          {recent.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted">
              <Trans>You have no notifications yet.</Trans>
            </p>
          ) : (
            recent.map((item) => (
              <DropdownMenu.Item
                key={item.id}
                className={itemClassName}
                onSelect={() => void navigate(routes.notification.path)}
              >
                <span className="flex items-center gap-2 text-sm font-medium text-ink">
                  {!item.readAt && (
                    <>
                      <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-info-ink" />
                      <span className="sr-only">
                        <Trans>Unread:</Trans>{' '}
                      </span>
                    </>
                  )}
                  <span className="truncate">{item.title}</span>
                </span>
                <span className="line-clamp-2 text-xs text-muted">{item.body}</span>
                <span className="text-xs text-muted">{formatDate(item.createdAt)}</span>
              </DropdownMenu.Item>
            ))
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-line" />
          <DropdownMenu.Item
            disabled={unread === 0 || markRead.isPending}
            className="flex cursor-default items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-ink outline-none data-[disabled]:text-muted data-[highlighted]:bg-canvas"
            onSelect={(event) => {
              event.preventDefault();
              markRead.mutate(undefined);
            }}
          >
            <CheckCheck aria-hidden="true" className="size-4" />
            <Trans>Mark all as read</Trans>
          </DropdownMenu.Item>
          <DropdownMenu.Item
            className="rounded-lg px-3 py-2 text-sm font-medium text-ink outline-none data-[highlighted]:bg-canvas"
            onSelect={() => void navigate(routes.notification.path)}
          >
            <Trans>View all notifications</Trans>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
