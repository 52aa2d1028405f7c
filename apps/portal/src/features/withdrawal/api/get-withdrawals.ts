import { withdrawalList } from '@affiliate/contract/endpoints/payments';
import { endpointQueryOptions } from '@/lib/api-client';

/** GET /api/v1/bo/me/withdrawals: the open requests (pending and approved), newest first. */
export const openWithdrawalsQueryOptions = () =>
  endpointQueryOptions(withdrawalList, { query: { status: 'open', per_page: 50 } });
