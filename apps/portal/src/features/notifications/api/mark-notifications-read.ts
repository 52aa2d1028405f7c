import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications, readNotifications } from '@affiliate/contract/endpoints/notifications';
import { callEndpoint, endpointKey } from '@/lib/api-client';

/** PUT /api/v1/bo/member/read-notifications: the listed ids, or all when none are given. */
export async function markNotificationsRead(ids?: number[]) {
  return (await callEndpoint(readNotifications, { body: ids ? { ids } : {} })).data;
}

/** Marks read, then refreshes the list and its unread count. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => markNotificationsRead(ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: endpointKey(notifications) }),
  });
}
