import { useQuery } from '@tanstack/react-query';
import { balance } from '@affiliate/contract/endpoints/payments';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';

const unwrap = ({ data }: EndpointOutput<typeof balance>) => data;

/**
 * GET /api/v1/bo/me/balance: balance, available and held, derived from the ledger. Shared by the
 * dashboard's card and the withdrawal screen, which refreshes it after a request or a cancel.
 */
export const balanceQueryOptions = () => endpointQueryOptions(balance, undefined, unwrap);

export const useBalance = () => useQuery(balanceQueryOptions());
