import type { LoaderFunctionArgs } from 'react-router';
import { isAuthenticated } from '@/lib/authentication';
import { queryClient } from '@/lib/query-client';
import { parseTransactionFilters } from '../lib/transaction-filters';
import { transactionsQueryOptions } from './get-transactions';

/**
 * The history route's loader: starts the page of the URL's filters while the screen's chunk downloads.
 * It does not wait, and does nothing for a signed-out visitor (the guard sends them to the login).
 */
export async function transactionHistoryLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (!(await isAuthenticated())) return null;
  void queryClient.prefetchQuery(
    transactionsQueryOptions(parseTransactionFilters(new URL(request.url).searchParams)),
  );
  return null;
}
