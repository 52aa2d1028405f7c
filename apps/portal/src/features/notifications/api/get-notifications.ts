import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Notification, type PaginationMeta } from '@affiliate/contract';
import { apiClient } from '@/lib/api-client';
import { writeLocalCache } from '@/lib/storage';

export interface NotificationsPage {
  data: Notification[];
  meta: PaginationMeta & { unread_count: number };
}

/** GET /api/v1/bo/member/notifications: newest first, with the unread count. */
export async function getNotifications(page = 1, perPage = 10): Promise<NotificationsPage> {
  const response = await apiClient.get<NotificationsPage>(api.notifications.list.path, { params: { page, per_page: perPage } });
  writeLocalCache('notifications', response.data);
  return response.data;
}

export const notificationsQueryOptions = (page = 1, perPage = 10) =>
  queryOptions({ queryKey: ['notifications', { page, perPage }], queryFn: () => getNotifications(page, perPage) });

export const useNotifications = (page = 1, perPage = 10) => useQuery(notificationsQueryOptions(page, perPage));
