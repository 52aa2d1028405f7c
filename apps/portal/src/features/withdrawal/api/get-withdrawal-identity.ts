import { useQuery } from '@tanstack/react-query';
import { withdrawalIdentity } from '@affiliate/contract/endpoints/payments';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

const unwrap = ({ data }: EndpointOutput<typeof withdrawalIdentity>) => data;

/** GET /api/v1/bo/me/withdrawal-identity: whether the brand's rule holds withdrawals until the identity is verified. */
export const withdrawalIdentityQueryOptions = () =>
  endpointQueryOptions(withdrawalIdentity, undefined, unwrap);

export const useWithdrawalIdentity = () => useQuery(withdrawalIdentityQueryOptions());
