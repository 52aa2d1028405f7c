import { queryOptions } from '@tanstack/react-query';
import { api, type ReferralCounts } from '@affiliate/contract';
import { apiClient } from '@/lib/api-client';

/** GET /api/v1/affiliate/{id}/referral-count: total, registered, depositing, active this period. */
export async function getReferralCount(memberId: number): Promise<ReferralCounts> {
  const response = await apiClient.get<{ data: ReferralCounts }>(api.dashboard.referralCount.path.replace('{id}', String(memberId)));
  return response.data.data;
}

export const referralCountQueryOptions = (memberId: number) =>
  queryOptions({ queryKey: ['dashboard', 'referral-count', memberId], queryFn: () => getReferralCount(memberId) });
