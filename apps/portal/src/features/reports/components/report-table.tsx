import type { ReactNode } from 'react';
import { ArrowDown, ArrowRight, ArrowUp, ArrowUpDown } from 'lucide-react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  ReportFigures,
  ReportGroup,
  ReportRow,
  ReportSort,
} from '@affiliate/contract/endpoints/reports';
import { cx } from '@/components/ui/cx';
import {
  comparedRowLabel,
  formatChange,
  formatFigure,
  groupLabels,
  perHundred,
  reportColumns,
  rowLabel,
  type ReportColumn,
} from '../lib/report-figures';
import { isTimeGroup } from '../lib/report-view';
import { useHorizontalOverflow } from '@/lib/use-horizontal-overflow';

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

/** The figure, then the compared value and its change on lines of their own, or the funnel's ratio. */
function FigureValue({
  column,
  current,
  previous,
  currency,
  ratio,
}: {
  column: ReportColumn;
  current: ReportFigures;
  previous: ReportFigures | null;
  currency: string;
  ratio: string | null;
}) {
  const change = previous ? formatChange(current[column.key], previous[column.key]) : null;
  const previousValue = previous ? formatFigure(column.key, previous, currency) : '';
  return (
    <>
      <span className="whitespace-nowrap text-ink">{formatFigure(column.key, current, currency)}</span>
      {/* Read (and copied) apart from the line under it: "1, 4 per 100 clicks", not "14 per 100 clicks". */}
      {(previous || ratio) && <span className="sr-only">, </span>}
      {previous ? (
        <>
          <span className="block whitespace-nowrap text-xs text-muted">
            <Trans>vs {previousValue}</Trans>
          </span>
          {change && (
            <span className={cx('block text-xs font-medium', changeColours[change.direction])}>
              <span className="sr-only">, </span>
              {change.text}
            </span>
          )}
        </>
      ) : (
        ratio && <span className="block text-xs text-muted">{ratio}</span>
      )}
    </>
  );
}

/**
 * Each step of the funnel over the step before it (sign-ups over clicks, registrations over sign-ups,
 * first deposits over registrations), named by what it divides (see perHundred).
 */
function ratioOf(column: ReportColumn, figures: ReportFigures): string | null {
  if (column.key === 'signups') return perHundred(figures.signups, figures.clicks ?? 0, t`clicks`);
  if (column.key === 'registrations') return perHundred(figures.registrations, figures.signups, t`sign-ups`);
  if (column.key === 'first_depositors')
    return perHundred(figures.first_depositors, figures.registrations, t`registrations`);
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
        'px-1 py-1 align-bottom font-semibold leading-tight text-muted',
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

/** A row's name: a button that opens a source by day, or its text. */
function RowName({ label, open }: { label: string; open: (() => void) | undefined }) {
  const { t: translate } = useLingui();
  return open ? (
    <button
      type="button"
      onClick={open}
      // The name starts with what is shown (label in name); the rest says where it leads.
      aria-label={translate`${label}: show by day`}
      // A long name (a brand's, a sub-ID) is cut to the column: the pointer shows it whole.
      title={label}
      className="max-w-full truncate rounded text-left font-medium text-info-ink underline underline-offset-4 hover:no-underline focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-info-ink"
    >
      {label}
    </button>
  ) : (
    // A bucket's days may take two lines rather than widen the table.
    <span className="block break-words">{label}</span>
  );
}

/** One row (or the totals) as a phone's card: its name, what it is compared with, each figure on its own line. */
function FigureCard({
  name,
  comparedWith,
  current,
  previous,
  currency,
  total = false,
}: {
  name: ReactNode;
  comparedWith: string | null;
  current: ReportFigures;
  previous: ReportFigures | null;
  currency: string;
  total?: boolean;
}) {
  return (
    <li className={cx('rounded-xl border border-line p-4 shadow-xs', total ? 'bg-canvas' : 'bg-surface')}>
      <h4 className="min-w-0 text-base font-semibold text-ink">{name}</h4>
      {comparedWith && (
        <p className="text-xs text-muted">
          <Trans>vs {comparedWith}</Trans>
        </p>
      )}
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        {reportColumns.map((column) => (
          <div key={column.key} className="contents">
            <dt className="text-muted">{column.label}</dt>
            <dd className="min-w-0 text-right tabular-nums">
              <FigureValue
                column={column}
                current={current}
                previous={previous}
                currency={currency}
                ratio={ratioOf(column, current)}
              />
            </dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/**
 * The funnel by the chosen grouping: one row per bucket or source, the period's totals at the foot.
 * Two layouts, as the referred players and the transaction history have them: a card per row below
 * 640 px (nothing scrolls sideways on a phone), a table from 640 px up whose columns fit beside the
 * navigation at 1280 px with a comparison (a compared value and its change on lines of their own);
 * narrower, it scrolls inside itself with its first column kept and a hint that it does. Headers sort
 * on the gateway (so a grouping cut to its top rows is cut by the right figure); a source's name opens
 * it by day.
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
  const { t: translate } = useLingui();
  const compared = totals.previous !== null;
  const [scroller, overflows] = useHorizontalOverflow<HTMLDivElement>();
  return (
    <>
      <ul aria-label={caption} className="flex flex-col gap-3 sm:hidden">
        {rows.map((row) => (
          <FigureCard
            key={row.key}
            name={<RowName label={rowLabel(row, group)} open={drillDownOf(row)} />}
            // A source is compared with itself; a bucket with the bucket at its place.
            comparedWith={compared && isTimeGroup(group) ? (comparedRowLabel(row, group) ?? '—') : null}
            current={row.current}
            previous={compared ? (row.previous ?? null) : null}
            currency={currency}
          />
        ))}
        <FigureCard
          name={translate`Total`}
          comparedWith={comparedLabel}
          current={totals.current}
          previous={totals.previous}
          currency={currency}
          total
        />
      </ul>

      <div className="hidden sm:block">
        {overflows && (
          <p className="mb-1 flex items-center justify-end gap-1 text-xs text-muted">
            <Trans>Scroll the table sideways for every column</Trans>
            <ArrowRight aria-hidden="true" className="size-3.5" />
          </p>
        )}
        {/* Relative: the visually hidden texts (absolutely positioned) must scroll and clip with the
            table, not widen the page from outside it. */}
        <div
          ref={scroller}
          role="region"
          aria-label={translate`Report table`}
          tabIndex={0}
          className="relative overflow-x-auto rounded-lg border border-line bg-surface focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-info-ink"
        >
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-canvas">
              <tr>
                <SortHeader
                  label={groupLabels[group]}
                  column="key"
                  sort={sort}
                  onSort={onSort}
                  align="left"
                />
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
              {rows.map((row) => (
                <tr key={row.key} className="border-t border-line">
                  <th
                    scope="row"
                    className="sticky left-0 z-10 max-w-[11rem] bg-surface px-3 py-2 text-left align-top font-normal text-ink"
                  >
                    <RowName label={rowLabel(row, group)} open={drillDownOf(row)} />
                    {compared && isTimeGroup(group) && (
                      <span className="block text-xs text-muted">
                        {comparedIn(comparedRowLabel(row, group) ?? '—')}
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
                    />
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot className="border-t-2 border-line bg-canvas font-semibold">
              <tr>
                <th
                  scope="row"
                  className="sticky left-0 z-10 max-w-[11rem] bg-canvas px-3 py-2 text-left align-top text-ink"
                >
                  <Trans>Total</Trans>
                  {comparedLabel && (
                    <span className="block text-xs font-normal text-muted">{comparedLabel}</span>
                  )}
                </th>
                {reportColumns.map((column) => (
                  <FigureCell
                    key={column.key}
                    column={column}
                    current={totals.current}
                    previous={totals.previous}
                    currency={currency}
                  />
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      </div>
    </>
  );
}

/** "vs 10/01/2026": what a row is compared with. */
function comparedIn(comparedWith: string): string {
  return t`vs ${comparedWith}`;
}

function FigureCell(props: {
  column: ReportColumn;
  current: ReportFigures;
  previous: ReportFigures | null;
  currency: string;
}) {
  return (
    <td className="px-2 py-2 text-right align-top tabular-nums">
      <FigureValue {...props} ratio={ratioOf(props.column, props.current)} />
    </td>
  );
}
