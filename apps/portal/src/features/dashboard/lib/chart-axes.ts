import type { DashboardFigure } from '@affiliate/contract/endpoints/dashboard';
import { plotValue } from '@/lib/money';
import type { ChartPoint } from './chart-points';

/**
 * A figure this many times smaller than the largest one on the chart is drawn against a second axis:
 * on the largest one's scale it would be a flat line (win/loss beside turnover is typically a few
 * percent of it).
 */
export const SECOND_AXIS_RATIO = 5;

export interface ChartAxes {
  /** On the left axis: the largest figure and those of its size. */
  left: DashboardFigure[];
  /** On the right axis: the figures much smaller than the left's; empty when every figure fits one. */
  right: DashboardFigure[];
}

const peak = (points: ReadonlyArray<ChartPoint>, key: DashboardFigure) =>
  Math.max(0, ...points.map((point) => Math.abs(plotValue(point.values[key]))));

/** Splits the chosen figures (one unit: amounts or counts) between a left and a right axis, in their chosen order. */
export function chartAxes(
  points: ReadonlyArray<ChartPoint>,
  selected: ReadonlyArray<DashboardFigure>,
): ChartAxes {
  const peaks = new Map(selected.map((key) => [key, peak(points, key)]));
  const largest = Math.max(0, ...peaks.values());
  const small = (key: DashboardFigure) => largest > 0 && peaks.get(key)! * SECOND_AXIS_RATIO < largest;
  return { left: selected.filter((key) => !small(key)), right: selected.filter(small) };
}
