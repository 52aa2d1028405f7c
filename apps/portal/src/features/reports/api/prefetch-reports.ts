import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '@/lib/query-client';
import { isAuthenticated } from '@/lib/authentication';
import { reportViewInUrl, reportQueryOf } from '../lib/report-view';
import { reportQueryOptions } from './get-report';

/**
 * The reports route's loader: starts the report of the URL's view while the screen's chunk downloads.
 * It does not wait, and does nothing for a signed-out visitor, whom the guard sends to the login.
 */
export async function reportsLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (!(await isAuthenticated())) return null;
  void queryClient.prefetchQuery(
    reportQueryOptions(reportQueryOf(reportViewInUrl.parse(new URL(request.url).searchParams))),
  );
  return null;
}
