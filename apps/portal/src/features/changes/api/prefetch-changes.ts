import type { LoaderFunctionArgs } from 'react-router';
import { isAuthenticated } from '@/lib/authentication';
import { queryClient } from '@/lib/query-client';
import { changeFiltersInUrl } from '../lib/change-filters';
import { changesQueryOptions } from './get-changes';

/**
 * The Changes route's loader: starts the page of the URL's filters while the screen's chunk downloads.
 * It does not wait, and does nothing for a signed-out visitor (the guard sends them to the login).
 */
export async function changesLoader({ request }: LoaderFunctionArgs): Promise<null> {
  if (!(await isAuthenticated())) return null;
  void queryClient.prefetchQuery(
    changesQueryOptions(changeFiltersInUrl.parse(new URL(request.url).searchParams)),
  );
  return null;
}
