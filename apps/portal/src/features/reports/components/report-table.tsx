import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type {
  ReportFigures,
  ReportGroup,
  ReportRow,
  ReportSort,
} from '@affiliate/contract/endpoints/reports';
import { cx } from '@/components/ui/cx';
import {
  bucketLabel,
  conversionRate,
  formatChange,
  formatFigure,
  groupLabels,
  reportColumns,
  rowLabel,
  type ReportColumn,
} from '../lib/report-figures';
import { isTimeGroup } from '../lib/report-view';

export interface ReportTableProps {
  group: ReportGroup;
  rows: ReadonlyArray<ReportRow>;
  totals: { current: ReportFigures; previous: ReportFigures | null };
  currency: string;
  sort: { sort: ReportSort; order: 'asc' | 'desc' };
  onSort: (column: ReportSort) => void;
  /** Opens a source's row by day; undefined for a row that cannot be opened. */
  drillDownOf: (row: ReportRow) => (() => void) | undefined;
  caption: string;
  /** "vs 10/01/2026 to 10/28/2026": the compared period, for the totals row. */
  comparedLabel: string | null;
}

const changeColours = { up: 'text-success-ink', down: 'text-error-ink', same: 'text-muted' } as const;

/** The small line under a figure: the compared value and the change, or a conversion rate. */
function FigureCell({
  column,
  current,
  previous,
  currency,
  rate,
}: {
  column: ReportColumn;
  current: ReportFigures;
  previous: ReportFigures | null;
  currency: string;
  rate: string | null;
}) {
  const change = previous ? formatChange(current[column.key], previous[column.key]) : null;
  return (
    <td className="whitespace-nowrap px-3 py-2 text-right align-top tabular-nums">
      <span className="text-ink">{formatFigure(column.key, current, currency)}</span>
      {/* Read (and copied) apart from the line under it: "1, 100% of clicks", not "1100% of clicks". */}
      {(previous || rate) && <span className="sr-only">, </span>}
      {previous ? (
        <span className="block text-xs text-muted">
          vs {formatFigure(column.key, previous, currency)}
          {change && (
            <span className={cx('ml-1 font-medium', changeColours[change.direction])}>{change.text}</span>
          )}
        </span>
      ) : (
        rate && <span className="block text-xs text-muted">{rate}</span>
      )}
    </td>
  );
}

/** Registrations of clicks, first deposits of registrations: the funnel's two steps, under their figures. */
function rateOf(column: ReportColumn, figures: ReportFigures): string | null {
  if (column.key === 'registrations') {
    const rate = conversionRate(figures.registrations, figures.clicks);
    return rate && `${rate} of clicks`;
  }
  if (column.key === 'first_depositors') {
    const rate = conversionRate(figures.first_depositors, figures.registrations);
    return rate && `${rate} of registrations`;
  }
  return null;
}

function SortHeader({
  label,
  column,
  sort,
  onSort,
  align,
}: {
  label: string;
  column: ReportSort;
  sort: ReportTableProps['sort'];
  onSort: (column: ReportSort) => void;
  align: 'left' | 'right';
}) {
  const active = sort.sort === column;
  const Icon = !active ? ArrowUpDown : sort.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cx(
        'whitespace-nowrap px-1 py-1 font-semibold text-muted',
        align === 'left' ? 'sticky left-0 z-10 bg-canvas text-left' : 'text-right',
      )}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cx(
          'inline-flex min-h-9 items-center gap-1 rounded px-2 hover:text-ink focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-info-ink',
          active && 'text-ink',
          align === 'right' && 'flex-row-reverse',
        )}
      >
        {label}
        <Icon aria-hidden="true" className={cx('size-3.5 shrink-0', !active && 'opacity-50')} />
      </button>
    </th>
  );
}

/**
 * The funnel by the chosen grouping: one row per bucket or source, the period's totals at the foot.
 * Headers sort on the gateway (so a grouping cut to its top rows is cut by the right figure); a
 * source's name opens it by day. Scrolls sideways inside itself on a narrow screen, its first column kept.
 */
export function ReportTable({
  group,
  rows,
  totals,
  currency,
  sort,
  onSort,
  drillDownOf,
  caption,
  comparedLabel,
}: ReportTableProps) {
  const compared = totals.previous !== null;
  // Relative: the visually hidden texts (absolutely positioned) must scroll and clip with the table,
  // not widen the page from outside it.
  return (
    <div
      role="region"
      aria-label="Report table"
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-line bg-surface focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-info-ink"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-canvas">
          <tr>
            <SortHeader label={groupLabels[group]} column="key" sort={sort} onSort={onSort} align="left" />
            {reportColumns.map((column) => (
              <SortHeader
                key={column.key}
                label={column.label}
                column={column.key}
                sort={sort}
                onSort={onSort}
                align="right"
              />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const open = drillDownOf(row);
            const label = rowLabel(row, group);
            return (
              <tr key={row.key} className="border-t border-line">
                <th
                  scope="row"
                  className="sticky left-0 z-10 max-w-[11rem] bg-surface px-3 py-2 text-left align-top font-normal text-ink sm:max-w-[16rem]"
                >
                  {open ? (
                    <button
                      type="button"
                      onClick={open}
                      // The name starts with what is shown (label in name); the rest says where it leads.
                      aria-label={`${label}: show by day`}
                      className="max-w-full truncate rounded text-left font-medium text-info-ink underline underline-offset-4 hover:no-underline focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-info-ink"
                    >
                      {label}
                    </button>
                  ) : (
                    <span className="block truncate">{label}</span>
                  )}
                  {compared && isTimeGroup(group) && (
                    <span className="block whitespace-nowrap text-xs text-muted">
                      vs {row.previous_key ? bucketLabel(row.previous_key, group) : '—'}
                    </span>
                  )}
                </th>
                {reportColumns.map((column) => (
                  <FigureCell
                    key={column.key}
                    column={column}
                    current={row.current}
                    previous={compared ? (row.previous ?? null) : null}
                    currency={currency}
                    rate={rateOf(column, row.current)}
                  />
                ))}
              </tr>
            );
          })}
        </tbody>
        <tfoot className="border-t-2 border-line bg-canvas font-semibold">
          <tr>
            <th scope="row" className="sticky left-0 z-10 bg-canvas px-3 py-2 text-left align-top text-ink">
              Total
              {comparedLabel && (
                <span className="block whitespace-nowrap text-xs font-normal text-muted">
                  {comparedLabel}
                </span>
              )}
            </th>
            {reportColumns.map((column) => (
              <FigureCell
                key={column.key}
                column={column}
                current={totals.current}
                previous={totals.previous}
                currency={currency}
                rate={rateOf(column, totals.current)}
              />
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
