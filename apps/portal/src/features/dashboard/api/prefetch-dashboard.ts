import { balanceQueryOptions } from '@/api/get-balance';
import { queryClient } from '@/lib/query-client';
import { isAuthenticated } from '@/lib/authentication';
import { parseChartSettings } from '../lib/chart-settings';
import { currentPeriodQueryOptions } from './get-current-period';
import { dashboardQueryOptions } from './get-dashboard';
import { referralCountQueryOptions } from './get-referral-count';

/**
 * The dashboard route's loader: the current period, the referral counts, the balance, this month's
 * commission and the chart the URL asks for start together while the screen's chunk (and the chart) download. The member's id for their paths comes
 * from the session's token, so they do not wait for GET /auth/user. It does not wait, and it does nothing
 * for a signed-out visitor.
 */
export async function dashboardLoader({ request }: { request: Request }): Promise<null> {
  if (!(await isAuthenticated())) return null;
  void queryClient.prefetchQuery(currentPeriodQueryOptions());
  void queryClient.prefetchQuery(referralCountQueryOptions());
  void queryClient.prefetchQuery(
    dashboardQueryOptions(parseChartSettings(new URL(request.url).searchParams).query),
  );
  // The money cards: the balance, and this month's estimate (the same request as the default chart's).
  void queryClient.prefetchQuery(balanceQueryOptions());
  void queryClient.prefetchQuery(dashboardQueryOptions(parseChartSettings('').query));
  return null;
}
