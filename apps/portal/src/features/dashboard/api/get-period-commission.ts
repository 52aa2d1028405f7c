import { parseChartSettings } from '../lib/chart-settings';
import { dashboardQueryOptions } from './get-dashboard';

/**
 * The current period's estimated commission and its definition, from the dashboard call. It asks for
 * exactly what the chart's default view asks for (this month), so on the plain dashboard the card and
 * the chart share one request, and with another chart range the two still start together.
 */
export const periodCommissionQueryOptions = (today: Date = new Date()) => {
  const options = dashboardQueryOptions(parseChartSettings('', today).query);
  return { ...options, select: ({ data, meta }: Awaited<ReturnType<NonNullable<typeof options.queryFn>>>) => ({ amount: data.totals.estimated_commission, currency: meta.currency, definition: meta.definitions.estimated_commission }) };
};
