import { useQuery } from '@tanstack/react-query';
import { me, type Member } from '@affiliate/contract/endpoints/members';
import { callEndpoint, endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';
import { writeLocalCache } from '@/lib/storage';

const input = { query: { include: 'preferences' } };

function keepMember({ data }: EndpointOutput<typeof me>): Member {
  writeLocalCache('member', data);
  return data;
}

/** GET /api/v1/bo/me?include=preferences: the signed-in affiliate (the specification's Member), cached locally. */
export const getMember = () => callEndpoint(me, input).then(keepMember);

export const memberQueryOptions = () => ({
  ...endpointQueryOptions(me, input, keepMember),
  staleTime: 60_000,
});

export const useMember = () => useQuery(memberQueryOptions());
