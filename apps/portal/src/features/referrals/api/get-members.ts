import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, type PaginationMeta, type ReferredPlayerRecord } from '@affiliate/contract';
import { apiClient } from '@/lib/api-client';
import { memberListQuery, type MemberFilters } from '../lib/member-filters';

export interface MembersPage {
  data: ReferredPlayerRecord[];
  meta: PaginationMeta & { currency: string };
}

function memberPath(template: string, memberId: number): string {
  return template.replace('{id}', String(memberId));
}

/** GET /api/v1/affiliate/{id}/member with page, per_page, year, month, category, registered, deposited. */
export async function getMembers(memberId: number, filters: MemberFilters): Promise<MembersPage> {
  const response = await apiClient.get<MembersPage>(memberPath(api.referrals.players.path, memberId), { params: memberListQuery(filters) });
  return response.data;
}

export const membersQueryOptions = (memberId: number, filters: MemberFilters) =>
  queryOptions({
    queryKey: ['referrals', 'members', memberId, memberListQuery(filters)],
    queryFn: () => getMembers(memberId, filters),
    // Short: a filter change that returns to an earlier view still reloads it, yet the route loader's
    // prefetch is not fetched a second time when the screen mounts.
    staleTime: 5_000,
    // The previous page stays on screen (marked busy) while the next one loads.
    placeholderData: keepPreviousData,
  });

export { memberPath };
