import type {
  ReportFigure,
  ReportFigures,
  ReportGroup,
  ReportRow,
} from '@affiliate/contract/endpoints/reports';
import { niceTicks } from '@/lib/chart-scale';
import { formatDate, formatMonthYear } from '@/lib/dates';
import { formatCountCompact, formatMoneyCompact, plotValue } from '@/lib/money';
import { useElementWidth } from '@/lib/use-element-width';
import { useLingui } from '@lingui/react/macro';
import { figureInfo, formatFigure, rowLabel } from '../lib/report-figures';

/** The current period in blue, the compared one in brown and dashed: apart by hue and by dash, 4.5:1 on white. */
const CURRENT = '#1d4ed8';
const COMPARED = '#b54708';

const tickLabelOf = (figure: ReportFigure, currency: string) => (value: number) =>
  figureInfo[figure].unit === 'money' ? formatMoneyCompact(value, currency) : formatCountCompact(value);

/** About four steps from zero; with `whole`, steps of whole numbers (an axis of counts shows no "0.3 clicks"). */
function scaleOf(values: number[], whole: boolean) {
  const ticks = niceTicks(Math.min(...values, 0), Math.max(...values, whole ? 4 : 0), 4);
  return { ticks, low: ticks[0]!, high: ticks[ticks.length - 1]! };
}

/** What both charts are told: the grouping and figure, whether a compared period is beside, and their text alternative. */
interface ChartProps {
  group: ReportGroup;
  figure: ReportFigure;
  currency: string;
  compared: boolean;
  /** The chart's text alternative (its role is img). */
  summary: string;
}

export interface TimeChartProps extends ChartProps {
  /** In date order. */
  rows: ReadonlyArray<ReportRow>;
  legend: { current: string; compared: string | null };
}

const HEIGHT = 240;
const PAD = { top: 12, right: 16, bottom: 28, left: 56 };

/** A figure over time: the period as one line, the compared period's buckets at the same places as another. */
export function TimeChart({ rows, group, figure, currency, compared, summary, legend }: TimeChartProps) {
  const { t } = useLingui();
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const current = rows.map((row) => plotValue(row.current[figure]));
  const previous = compared ? rows.map((row) => (row.previous ? plotValue(row.previous[figure]) : null)) : [];
  const { ticks, low, high } = scaleOf(
    [...current, ...previous.filter((v): v is number => v !== null)],
    figureInfo[figure].unit === 'count',
  );
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (index: number) =>
    PAD.left + (rows.length <= 1 ? plotWidth / 2 : (index / (rows.length - 1)) * plotWidth);
  const y = (value: number) => PAD.top + plotHeight - ((value - low) / (high - low || 1)) * plotHeight;
  const path = (values: ReadonlyArray<number | null>) =>
    values.reduce<string>(
      (d, value, index) =>
        value === null
          ? d
          : `${d}${d === '' || values[index - 1] === null ? 'M' : 'L'}${x(index).toFixed(1)},${y(value).toFixed(1)} `,
      '',
    );
  const tickLabel = tickLabelOf(figure, currency);
  // As many date labels as fit (about 96 px each), the first and the last among them.
  const every = Math.max(1, Math.ceil((rows.length - 1) / (Math.max(2, Math.floor(plotWidth / 96)) - 1)));
  const labelled = (index: number) =>
    index === rows.length - 1 || (index % every === 0 && rows.length - 1 - index >= every);
  const axisLabel = (key: string) => (group === 'month' ? formatMonthYear(key) : formatDate(key));

  return (
    <div ref={ref} className="w-full">
      <svg
        role="img"
        aria-label={summary}
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="block h-auto w-full"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PAD.left}
              x2={width - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              stroke={tick === 0 ? '#9aa1ad' : '#e4e6eb'}
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
        {rows.map((row, index) =>
          labelled(index) ? (
            <text
              key={row.key}
              x={x(index)}
              y={HEIGHT - 8}
              // Edge labels stay inside the drawing.
              textAnchor={
                rows.length > 1 && index === 0
                  ? 'start'
                  : rows.length > 1 && index === rows.length - 1
                    ? 'end'
                    : 'middle'
              }
              className="fill-muted text-[11px]"
            >
              {axisLabel(row.key)}
            </text>
          ) : null,
        )}
        {compared && (
          <path
            d={path(previous)}
            fill="none"
            stroke={COMPARED}
            strokeWidth={2}
            strokeDasharray="6 4"
            strokeLinejoin="round"
          />
        )}
        <path
          d={path(current)}
          fill="none"
          stroke={CURRENT}
          strokeWidth={2.5}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        {/* The compared series' points, so a single bucket (one month beside another) is drawn too:
            a path of one point draws nothing. Squares, apart from the current circles by shape too. */}
        {compared &&
          rows.length <= 40 &&
          previous.map((value, index) =>
            value === null ? null : (
              <rect
                key={rows[index]!.key}
                data-series="compared"
                x={x(index) - 3}
                y={y(value) - 3}
                width={6}
                height={6}
                fill="#fff"
                stroke={COMPARED}
                strokeWidth={2}
              />
            ),
          )}
        {rows.length <= 40 &&
          current.map((value, index) => (
            <circle
              key={rows[index]!.key}
              data-series="current"
              cx={x(index)}
              cy={y(value)}
              r={2.5}
              fill="#fff"
              stroke={CURRENT}
              strokeWidth={2}
            />
          ))}
      </svg>
      <ul aria-label={t`Legend`} className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block h-[3px] w-4 rounded"
            style={{ background: CURRENT }}
          />
          {legend.current}
        </li>
        {legend.compared && (
          <li className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block w-4 border-t-2 border-dashed"
              style={{ borderColor: COMPARED }}
            />
            {legend.compared}
          </li>
        )}
      </ul>
    </div>
  );
}

export interface SourceBarsProps extends ChartProps {
  /** The bars, largest first. */
  rows: ReadonlyArray<ReportRow>;
}

const BAR = 18;
const COMPARED_BAR = 6;
const VALUE_WIDTH = 84;

/** The top sources by a figure as horizontal bars, each with its name and value; the compared period's as a thin bar under it. */
export function SourceBars({ rows, group, figure, currency, compared, summary }: SourceBarsProps) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const rowHeight = compared ? BAR + COMPARED_BAR + 12 : BAR + 10;
  const height = rows.length * rowHeight + 4;
  const labelWidth = Math.min(180, Math.round(width * 0.34));
  const values = rows.flatMap((row) => [
    plotValue(row.current[figure]),
    ...(compared && row.previous ? [plotValue(row.previous[figure])] : []),
  ]);
  // No axis is drawn under the bars: their scale is the values' own.
  const { low, high } = scaleOf(values, false);
  const plotLeft = labelWidth + 8;
  const plotWidth = Math.max(40, width - plotLeft - VALUE_WIDTH);
  const x = (value: number) => plotLeft + ((value - low) / (high - low || 1)) * plotWidth;
  const bar = (value: number, top: number, thickness: number, colour: string, key: string) => (
    <rect
      key={key}
      x={Math.min(x(0), x(value))}
      y={top}
      width={Math.max(1, Math.abs(x(value) - x(0)))}
      height={thickness}
      rx={2}
      fill={colour}
    />
  );
  // Long names are cut to what their column holds (about 7 px a character); the table has them whole.
  const fits = Math.max(4, Math.floor(labelWidth / 7));
  const short = (text: string) => (text.length > fits ? `${text.slice(0, fits - 1)}…` : text);

  return (
    <div ref={ref} className="w-full">
      <svg
        role="img"
        aria-label={summary}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="block h-auto w-full"
      >
        <line x1={x(0)} x2={x(0)} y1={0} y2={height} stroke="#9aa1ad" />
        {rows.map((row, index) => {
          const top = index * rowHeight + 4;
          const value = (figures: ReportFigures) => formatFigure(figure, figures, currency);
          return (
            <g key={row.key}>
              <text
                x={labelWidth}
                y={top + BAR / 2}
                dy="0.32em"
                textAnchor="end"
                className="fill-ink text-[12px]"
              >
                {short(rowLabel(row, group))}
              </text>
              {bar(plotValue(row.current[figure]), top, BAR, CURRENT, 'current')}
              {compared &&
                row.previous &&
                bar(plotValue(row.previous[figure]), top + BAR + 2, COMPARED_BAR, COMPARED, 'compared')}
              <text
                x={width - 4}
                y={top + BAR / 2}
                dy="0.32em"
                textAnchor="end"
                className="fill-ink text-[12px] tabular-nums"
              >
                {value(row.current)}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
