import type { DashboardResponse } from '@affiliate/contract';
import type { WithoutFreshness } from '../feed-freshness/service.ts';
/** The dashboard's figures: the route adds the activity freshness of its brands (feed-freshness/service.ts). */
export type DashboardFiguresAnswer = WithoutFreshness<DashboardResponse>;
