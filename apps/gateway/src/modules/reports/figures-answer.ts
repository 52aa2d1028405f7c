import type { ReportResponse } from '@affiliate/contract';
import type { WithoutFreshness } from '../feed-freshness/service.ts';
/** A report's figures: the route adds the activity freshness of its brands (feed-freshness/service.ts). */
export type ReportFiguresAnswer = WithoutFreshness<ReportResponse>;
