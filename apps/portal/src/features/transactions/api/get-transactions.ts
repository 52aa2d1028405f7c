import { keepPreviousData } from '@tanstack/react-query';
import { transactionList } from '@affiliate/contract/endpoints/statements';
import { endpointQueryOptions, type EndpointOutput } from '@/lib/api-client';
import type { TransactionFilters } from '../lib/transaction-filters';

export type TransactionsPage = EndpointOutput<typeof transactionList>;

/** GET /api/v1/bo/me/transactions with page, per_page, type, status, payment_option_type, from, to. */
export const transactionsQueryOptions = (filters: TransactionFilters) => ({
  ...endpointQueryOptions(transactionList, { query: filters }),
  // Short: the route loader's prefetch is not fetched twice, yet coming back to a view reloads it.
  staleTime: 5_000,
  // The previous page stays on screen (marked busy) while the next one loads.
  placeholderData: keepPreviousData,
});
