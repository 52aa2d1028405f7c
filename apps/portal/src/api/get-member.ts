import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Member } from '@affiliate/contract';
import { apiClient } from '@/lib/api-client';
import { writeLocalCache } from '@/lib/storage';

/** GET /api/v1/bo/me?include=preferences: the signed-in affiliate (the specification's Member). */
export async function getMember(): Promise<Member> {
  const response = await apiClient.get<{ data: Member }>(api.members.me.path, { params: { include: 'preferences' } });
  writeLocalCache('member', response.data.data);
  return response.data.data;
}

export const memberQueryOptions = () => queryOptions({ queryKey: ['member', 'me'], queryFn: getMember, staleTime: 60_000 });

export const useMember = () => useQuery(memberQueryOptions());
