import type { QueryClient } from '@tanstack/react-query';
import type { Member } from '@affiliate/contract/endpoints/members';
import { writeLocalCache } from '@/lib/storage';
import { memberQueryOptions } from '@/api/get-member';
import { endpointKey } from '@/lib/api-client';
import { user } from '@affiliate/contract/endpoints/auth';

/** A save answers the whole member: show it everywhere at once (cache, local copy) and refresh the user's name. */
export function showSavedMember(queryClient: QueryClient, member: Member): Promise<void> {
  writeLocalCache('member', member);
  queryClient.setQueryData(memberQueryOptions().queryKey, member);
  return queryClient.invalidateQueries({ queryKey: endpointKey(user) });
}
