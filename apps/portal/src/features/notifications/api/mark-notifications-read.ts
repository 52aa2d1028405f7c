import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@affiliate/contract';
import { apiClient } from '@/lib/api-client';

/** PUT /api/v1/bo/member/read-notifications: the listed ids, or all when none are given. */
export async function markNotificationsRead(ids?: number[]): Promise<{ updated: number; unread_count: number }> {
  const response = await apiClient.put<{ data: { updated: number; unread_count: number } }>(api.notifications.read.path, ids ? { ids } : {});
  return response.data.data;
}

/** Marks read, then refreshes the list and its unread count. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => markNotificationsRead(ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  });
}
