import { useQuery } from '@tanstack/react-query';
import { notifications } from '@affiliate/contract/endpoints/notifications';
import { callEndpoint, endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';
import { writeLocalCache } from '@/lib/storage';

export type NotificationsPage = EndpointOutput<typeof notifications>;

function keepNotifications(page: NotificationsPage): NotificationsPage {
  writeLocalCache('notifications', page);
  return page;
}

const input = (page: number, perPage: number) => ({ query: { page, per_page: perPage } });

/** GET /api/v1/bo/member/notifications: newest first, with the unread count; cached locally. */
export const getNotifications = (page = 1, perPage = 10) =>
  callEndpoint(notifications, input(page, perPage)).then(keepNotifications);

export const notificationsQueryOptions = (page = 1, perPage = 10) =>
  endpointQueryOptions(notifications, input(page, perPage), keepNotifications);

export const useNotifications = (page = 1, perPage = 10) =>
  useQuery(notificationsQueryOptions(page, perPage));
