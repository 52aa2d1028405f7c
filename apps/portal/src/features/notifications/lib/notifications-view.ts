import type { NotificationFilter } from '@affiliate/contract/endpoints/notifications';

/** What the notifications screen shows, as kept in its URL: `?filter=unread&page=2`. */
export interface NotificationsView {
  filter: NotificationFilter;
  page: number;
}

/** Reads the view from the URL; anything unknown falls back to all notifications, page 1. */
export function parseNotificationsView(search: URLSearchParams): NotificationsView {
  const filter = search.get('filter') === 'unread' ? 'unread' : 'all';
  const page = Number(search.get('page'));
  return { filter, page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1 };
}

/** The URL query of a view, leaving out the defaults so the plain page stays `/notification`. */
export function notificationsViewToSearch(view: NotificationsView): string {
  const search = new URLSearchParams();
  if (view.filter === 'unread') search.set('filter', 'unread');
  if (view.page > 1) search.set('page', String(view.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}
