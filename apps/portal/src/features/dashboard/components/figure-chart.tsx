import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { DashboardFigure } from '@affiliate/contract/endpoints/dashboard';
import { Trans, useLingui } from '@lingui/react/macro';
import { chartKeyStep } from '@/lib/chart-keys';
import { niceTicks } from '@/lib/chart-scale';
import { formatCountCompact, formatMoneyCompact, plotValue } from '@/lib/money';
import { useElementWidth } from '@/lib/use-element-width';
import { chartAxes } from '../lib/chart-axes';
import type { ChartPoint } from '../lib/chart-points';
import { figureByKey, figureLabel, formatFigure } from '../lib/figures';

/** Line colours with at least 4.5:1 contrast on white, distinct in hue. */
export const seriesColours = ['#1d4ed8', '#b54708', '#05603a', '#6941c6', '#b42318', '#0e7490', '#16181d'];

const HEIGHT = 280;
const PAD = { top: 16, right: 16, bottom: 32, left: 64 };
/** Room for the right axis's labels when a figure is read against it. */
const RIGHT_AXIS_WIDTH = 64;

export interface FigureChartProps {
  points: ReadonlyArray<ChartPoint>;
  selected: ReadonlyArray<DashboardFigure>;
  currency: string;
  /** e.g. "Turnover and Win/loss by day, 11/01/2026 to 11/22/2026". */
  title: string;
  summaryId: string;
}

/**
 * A small responsive SVG line chart (no chart library: a few kilobytes, loaded with the dashboard only).
 * Pointer or arrow keys pick a point; its values show beside it and are announced.
 */
export function FigureChart({ points, selected, currency, title, summaryId }: FigureChartProps) {
  const { t } = useLingui();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const liveId = useId();
  const unit = figureByKey[selected[0]!].unit;
  // A figure much smaller than the others (win/loss beside turnover) gets the right axis, so it is not a flat line.
  const axes = chartAxes(points, selected);
  const scale = (keys: ReadonlyArray<DashboardFigure>) => {
    const values = points.flatMap((point) => keys.map((key) => plotValue(point.values[key])));
    const ticks = niceTicks(Math.min(...values, 0), Math.max(...values, 0));
    return { ticks, low: ticks[0]!, high: ticks[ticks.length - 1]! };
  };
  const leftScale = scale(axes.left);
  const rightScale = axes.right.length > 0 ? scale(axes.right) : null;
  const padRight = rightScale ? RIGHT_AXIS_WIDTH : PAD.right;
  const plotWidth = width - PAD.left - padRight;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (points.length <= 1 ? plotWidth / 2 : (index / (points.length - 1)) * plotWidth);
  const yOn =
    ({ low, high }: { low: number; high: number }) =>
    (value: number) =>
      PAD.top + plotHeight - ((value - low) / (high - low || 1)) * plotHeight;
  const y = yOn(leftScale);
  const yRight = rightScale ? yOn(rightScale) : y;
  const yOf = (key: DashboardFigure) => (axes.right.includes(key) ? yRight : y);
  const tickLabel = (value: number) =>
    unit === 'money' ? formatMoneyCompact(value, currency) : formatCountCompact(value);
  // As many MM/DD/YYYY labels as fit (about 96 px each), the first and the last always among them.
  const labelsThatFit = Math.max(2, Math.floor(plotWidth / 96));
  const labelEvery = Math.max(1, Math.ceil((points.length - 1) / (labelsThatFit - 1)));
  const onTheRight = axes.right.map(figureLabel).join(', ');
  const axisNote = rightScale ? ` ${t`${onTheRight} on the right-hand axis.`}` : '';
  const howToRead = t`Use the left and right arrow keys to read each point.`;
  const activePoint = active !== null ? points[active] : undefined;

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const relative = ((event.clientX - box.left) / box.width) * width - PAD.left;
    const index = points.length <= 1 ? 0 : Math.round((relative / plotWidth) * (points.length - 1));
    setActive(Math.min(points.length - 1, Math.max(0, index)));
  };
  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    if (chartKeyStep(event.key, null, points.length) === null) return;
    event.preventDefault();
    setActive((current) => chartKeyStep(event.key, current, points.length));
  };

  return (
    <div ref={ref} className="relative w-full">
      <div
        role="group"
        tabIndex={0}
        aria-label={`${title}.${axisNote} ${howToRead}`}
        aria-describedby={summaryId}
        onKeyDown={step}
        onBlur={() => setActive(null)}
        className="rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-info-ink"
      >
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          aria-hidden="true"
          className="block h-auto w-full touch-pan-y select-none"
          onPointerMove={pick}
          onPointerDown={pick}
          onPointerLeave={() => setActive(null)}
        >
          {leftScale.ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={width - padRight}
                y1={y(tick)}
                y2={y(tick)}
                stroke={tick === 0 ? '#9aa1ad' : '#e4e6eb'}
                strokeWidth={1}
              />
              <text
                x={PAD.left - 8}
                y={y(tick)}
                dy="0.32em"
                textAnchor="end"
                className="fill-muted text-[11px] tabular-nums"
              >
                {tickLabel(tick)}
              </text>
            </g>
          ))}
          {rightScale && (
            <g>
              <line
                x1={width - padRight}
                x2={width - padRight}
                y1={PAD.top}
                y2={PAD.top + plotHeight}
                stroke="#9aa1ad"
                strokeWidth={1}
              />
              {rightScale.ticks.map((tick) => (
                <g key={tick}>
                  <line
                    x1={width - padRight}
                    x2={width - padRight + 4}
                    y1={yRight(tick)}
                    y2={yRight(tick)}
                    stroke="#9aa1ad"
                    strokeWidth={1}
                  />
                  <text
                    x={width - padRight + 8}
                    y={yRight(tick)}
                    dy="0.32em"
                    textAnchor="start"
                    className="fill-muted text-[11px] tabular-nums"
                  >
                    {tickLabel(tick)}
                  </text>
                </g>
              ))}
            </g>
          )}
          {points.map((point, index) =>
            index % labelEvery === 0 ? (
              <text
                key={point.bucket}
                x={x(index)}
                y={HEIGHT - 10}
                // Edge labels stay inside the drawing.
                textAnchor={
                  points.length > 1 && index === 0
                    ? 'start'
                    : points.length > 1 && index >= points.length - labelEvery
                      ? 'end'
                      : 'middle'
                }
                className="fill-muted text-[11px]"
              >
                {point.shortLabel}
              </text>
            ) : null,
          )}
          {activePoint && (
            <line
              x1={x(active!)}
              x2={x(active!)}
              y1={PAD.top}
              y2={PAD.top + plotHeight}
              stroke="#9aa1ad"
              strokeDasharray="3 3"
            />
          )}
          {selected.map((key, s) => {
            const colour = seriesColours[s % seriesColours.length];
            const yKey = yOf(key);
            const path = points
              .map(
                (point, index) =>
                  `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${yKey(plotValue(point.values[key])).toFixed(1)}`,
              )
              .join(' ');
            return (
              <g key={key}>
                <path
                  d={path}
                  fill="none"
                  stroke={colour}
                  strokeWidth={2}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
                {(points.length <= 40 || active !== null) &&
                  points.map((point, index) =>
                    points.length <= 40 || index === active ? (
                      <circle
                        key={point.bucket}
                        cx={x(index)}
                        cy={yKey(plotValue(point.values[key]))}
                        r={index === active ? 4.5 : 2.5}
                        fill={index === active ? colour : '#fff'}
                        stroke={colour}
                        strokeWidth={2}
                      />
                    ) : null,
                  )}
              </g>
            );
          })}
        </svg>
        {activePoint && (
          <div
            className="pointer-events-none absolute top-2 z-10 w-max max-w-[14rem] rounded-lg border border-line bg-surface px-3 py-2 text-xs shadow-md"
            style={x(active!) > width / 2 ? { right: width - x(active!) + 12 } : { left: x(active!) + 12 }}
          >
            <p className="font-semibold text-ink">{activePoint.label}</p>
            <ul>
              {selected.map((key, s) => (
                <li key={key} className="flex items-center gap-1.5 tabular-nums text-ink">
                  <span
                    aria-hidden="true"
                    className="inline-block size-2 rounded-full"
                    style={{ background: seriesColours[s % seriesColours.length] }}
                  />
                  {figureLabel(key)}: {formatFigure(key, activePoint.values, currency)}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <p id={liveId} aria-live="polite" className="sr-only">
        {activePoint
          ? `${activePoint.label}: ${selected.map((key) => `${figureLabel(key)} ${formatFigure(key, activePoint.values, currency)}`).join(', ')}`
          : ''}
      </p>
      <ul aria-label={t`Legend`} className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
        {selected.map((key, s) => (
          <li key={key} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block h-0.5 w-4 rounded"
              style={{ background: seriesColours[s % seriesColours.length], height: 3 }}
            />
            {figureLabel(key)}
            {axes.right.includes(key) && (
              <span className="text-muted">
                <Trans>(right axis)</Trans>
              </span>
            )}
            {rightScale && axes.left.includes(key) && (
              <span className="text-muted">
                <Trans>(left axis)</Trans>
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
