import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { chartKeyStep } from '@/lib/chart-keys';
import { niceTicks } from '@/lib/chart-scale';
import { useElementWidth } from '@/lib/use-element-width';
import type { ProgramMonth } from '../api/overview';
import { formatFigure, formatTick, monthLabel, plotOf, type ChartFigure } from '../lib/chart-figures';

const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 56 };
/** The bars' colour: 4.5:1 against white, like the dashboard's first line. */
const BAR = '#1d4ed8';
const BAR_ACTIVE = '#16181d';

export interface MonthChartProps {
  series: readonly ProgramMonth[];
  figure: ChartFigure;
}

/**
 * One figure month by month as bars (SVG, no chart library: the console loads it with the Overview
 * only). Pointer or arrow keys pick a month; its value shows above the chart and is announced.
 */
export function MonthChart({ series, figure }: MonthChartProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const liveId = useId();
  const values = series.map((month) => plotOf(month, figure));
  const ticks = niceTicks(Math.min(...values, 0), Math.max(...values, 0), 4);
  const low = ticks[0]!;
  const high = ticks[ticks.length - 1]!;
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + plotHeight - ((value - low) / (high - low || 1)) * plotHeight;
  const slot = plotWidth / Math.max(1, series.length);
  const barWidth = Math.max(2, slot * 0.64);
  // Every month's label when they fit (about 36 px each), else every other one.
  const labelEvery = slot >= 36 ? 1 : Math.ceil(36 / slot);
  const activeMonth = active !== null ? series[active] : undefined;
  const first = series[0];
  const last = series[series.length - 1];
  const title =
    first && last
      ? `${figure.label} by month, ${monthLabel(first.month, 'long')} to ${monthLabel(last.month, 'long')}`
      : figure.label;

  const pick = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const relative = ((event.clientX - box.left) / box.width) * width - PAD.left;
    setActive(Math.min(series.length - 1, Math.max(0, Math.floor(relative / slot))));
  };
  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    if (chartKeyStep(event.key, null, series.length) === null) return;
    event.preventDefault();
    setActive((current) => chartKeyStep(event.key, current, series.length));
  };

  return (
    <div ref={ref} className="w-full">
      <p className="min-h-5 text-sm text-ink tabular-nums" aria-hidden="true">
        {activeMonth ? `${monthLabel(activeMonth.month, 'long')}: ${formatFigure(activeMonth, figure)}` : ' '}
      </p>
      <div
        role="group"
        tabIndex={0}
        aria-label={`${title}. Use the left and right arrow keys to read each month.`}
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
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
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
                {formatTick(tick, figure)}
              </text>
            </g>
          ))}
          {series.map((month, index) => {
            const value = values[index]!;
            const top = Math.min(y(value), y(0));
            const x = PAD.left + index * slot + (slot - barWidth) / 2;
            return (
              <g key={month.month}>
                <rect
                  x={x}
                  y={top}
                  width={barWidth}
                  height={Math.max(value === 0 ? 0 : 1, Math.abs(y(value) - y(0)))}
                  rx={2}
                  fill={index === active ? BAR_ACTIVE : BAR}
                />
                {index % labelEvery === 0 && (
                  <text
                    x={x + barWidth / 2}
                    y={HEIGHT - 10}
                    textAnchor="middle"
                    className="fill-muted text-[11px]"
                  >
                    {monthLabel(month.month, 'short')}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <p id={liveId} aria-live="polite" className="sr-only">
        {activeMonth ? `${monthLabel(activeMonth.month, 'long')}: ${formatFigure(activeMonth, figure)}` : ''}
      </p>
    </div>
  );
}
