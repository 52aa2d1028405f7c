import { useQuery } from '@tanstack/react-query';
import { withdrawalIdentity } from '@affiliate/contract/endpoints/payments';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

const unwrap = ({ data }: EndpointOutput<typeof withdrawalIdentity>) => data;

/** GET /api/v1/bo/me/withdrawal-identity: the brand's rule, which says why (and whether) verifying matters. */
export const useWithdrawalRule = () => useQuery(endpointQueryOptions(withdrawalIdentity, undefined, unwrap));
