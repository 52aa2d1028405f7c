import { referralCount } from '@affiliate/contract/endpoints/dashboard';
import { callEndpoint, endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

const unwrap = ({ data }: EndpointOutput<typeof referralCount>) => data;

/** GET /api/v1/affiliate/{id}/referral-count: total, registered, depositing, active this period. */
export const getReferralCount = () => callEndpoint(referralCount).then(unwrap);

export const referralCountQueryOptions = () => endpointQueryOptions(referralCount, undefined, unwrap);
