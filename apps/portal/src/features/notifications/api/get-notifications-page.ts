import { keepPreviousData } from '@tanstack/react-query';
import { notifications } from '@affiliate/contract/endpoints/notifications';
import { endpointQueryOptions } from '@/lib/api-client';
import type { NotificationsView } from '../lib/notifications-view';

/** The notifications screen shows this many a page. */
export const notificationsPerPage = 10;

/**
 * One page of the notifications screen. Its key shares the menu's prefix (endpointKey(notifications)),
 * so marking read refreshes both; unlike the menu's list it is not cached locally.
 */
export function notificationsPageQueryOptions(view: NotificationsView) {
  return {
    ...endpointQueryOptions(notifications, {
      query: { page: view.page, per_page: notificationsPerPage, filter: view.filter },
    }),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
  };
}
