import { queryClient } from '@/lib/query-client';
import { isAuthenticated } from '@/lib/authentication';
import { wholeCatalogueQueryOptions } from './get-banner-catalogue';
import { referralCodesQueryOptions } from './get-referral-codes';
import { savedBannersQueryOptions } from './get-saved-banners';

/**
 * The affiliate tools route's loader: starts the archive, the referral codes and the catalogue while the
 * screen's chunk downloads. It does not wait, and does nothing for a signed-out visitor (the guard sends
 * them to the login).
 */
export async function affiliateToolsLoader(): Promise<null> {
  if (!(await isAuthenticated())) return null;
  void queryClient.prefetchQuery(savedBannersQueryOptions());
  void queryClient.prefetchQuery(referralCodesQueryOptions());
  void queryClient.prefetchQuery(wholeCatalogueQueryOptions());
  return null;
}
