import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { cx } from '@/components/ui/cx';
import { useHorizontalOverflow } from '@/lib/use-horizontal-overflow';

export interface FigureTableRow {
  key: string;
  /** What the row is (a band, a product): the row's header. */
  name: ReactNode;
  /** One figure per column after the first; null where the column says nothing (a total's rate). */
  figures: ReadonlyArray<ReactNode | null>;
  /** What the rows above come to, set apart. */
  total?: boolean;
}

/**
 * A small table of figures (a ladder's bands, the products paid at their own rate). Below 1024 px (a
 * phone, or a tablet beside the side navigation, where a card is narrower than on a phone) each row is a
 * block of its own, figure under figure, so the last column (what is paid) is never cut or hidden behind
 * a sideways scroll; from 1024 px it is a table. Both are drawn from the same rows.
 */
export function FigureTable({
  caption,
  label = caption,
  level = 3,
  columns,
  rows,
}: {
  caption: string;
  /** The table's name for assistive technology, where the caption alone is not unique on the screen. */
  label?: string;
  /** The caption's heading level: 4 inside a card whose parts have headings of their own. */
  level?: 3 | 4;
  /** The header of each column: the first names the rows, the others their figures. */
  columns: readonly [string, ...string[]];
  rows: readonly FigureTableRow[];
}) {
  const [nameColumn, ...figureColumns] = columns;
  const [scroller, overflows] = useHorizontalOverflow<HTMLDivElement>();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className="min-w-0">
      <Heading className="mb-2 text-sm font-semibold text-ink">{caption}</Heading>
      <ul aria-label={label} className="flex flex-col gap-2 lg:hidden">
        {rows.map((row) => (
          <li
            key={row.key}
            className={cx('rounded-lg border border-line px-3 py-2 text-sm', row.total && 'bg-canvas')}
          >
            <p className={cx('text-ink', row.total ? 'font-semibold' : 'font-medium')}>{row.name}</p>
            <dl className="mt-1 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-0.5">
              {figureColumns.map((column, index) =>
                row.figures[index] === null ? null : (
                  <div key={column} className="contents">
                    <dt className="text-muted">{column}</dt>
                    <dd
                      className={cx(
                        'whitespace-nowrap text-right tabular-nums text-ink',
                        row.total && 'font-semibold',
                      )}
                    >
                      {row.figures[index]}
                    </dd>
                  </div>
                ),
              )}
            </dl>
          </li>
        ))}
      </ul>

      {overflows && (
        <p className="mb-1 hidden items-center justify-end gap-1 text-xs text-muted lg:flex">
          <Trans>Scroll the table sideways for every column</Trans>
          <ArrowRight aria-hidden="true" className="size-3.5" />
        </p>
      )}
      {/* Scrolls inside itself should very large figures not fit; relative, so the hidden caption
          (absolutely positioned) scrolls and clips with the table rather than widening the page. */}
      <div
        ref={scroller}
        role="region"
        aria-label={label}
        tabIndex={0}
        className="relative hidden overflow-x-auto rounded-lg border border-line focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-info-ink lg:block"
      >
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="bg-canvas">
            <tr>
              <th scope="col" className="whitespace-nowrap px-3 py-2 text-left font-semibold text-muted">
                {nameColumn}
              </th>
              {figureColumns.map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="whitespace-nowrap px-3 py-2 text-right font-semibold text-muted"
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.key}
                className={cx('border-t border-line', row.total && 'bg-canvas font-semibold')}
              >
                <th
                  scope="row"
                  className={cx('px-3 py-2 text-left align-top text-ink', !row.total && 'font-normal')}
                >
                  {row.name}
                </th>
                {row.figures.map((figure, index) => (
                  <td
                    key={figureColumns[index]}
                    className="whitespace-nowrap px-3 py-2 text-right align-top tabular-nums text-ink"
                  >
                    {figure}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
