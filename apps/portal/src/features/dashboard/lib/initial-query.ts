import type { DashboardQuery } from '../api/get-dashboard';
import { presetGranularity, presetRange } from './period-presets';

/** What the dashboard opens with: this month, by day, every category. The route loader prefetches it. */
export function initialDashboardQuery(today: Date = new Date()): DashboardQuery {
  return { ...presetRange('this-month', today), granularity: presetGranularity['this-month'], category: null };
}
