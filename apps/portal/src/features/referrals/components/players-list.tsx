import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SkeletonCardItems, SkeletonTableRows } from '@/components/ui/list-skeleton';
import { cx } from '@/components/ui/cx';
import { playerPath } from '@/config/routes';
import { memberIdTitle } from '../lib/player-names';
import { listsCpa, type ListedPlayerRow } from '../lib/player-row';
import { CpaStatusBadge } from './cpa-status-badge';
import { SlashBreaks } from '@/components/ui/slash-breaks';

interface Column {
  /** A getter: read at render, in the language on screen. */
  readonly header: string;
  cell: (row: ListedPlayerRow) => ReactNode;
  numeric?: boolean;
  /** The table cell's width, for a column of words. */
  width?: string;
}

const firstDeposit = (row: ListedPlayerRow) =>
  row.firstDeposit ? (
    <>
      {row.firstDeposit.amount}
      <span className="block text-xs text-muted">{row.firstDeposit.date}</span>
    </>
  ) : (
    '—'
  );

/** The status in a word and why, so a CPA decision is read before the month closes. */
const cpa = (row: ListedPlayerRow) =>
  row.cpa ? (
    <>
      <CpaStatusBadge status={row.cpa.status} />
      <span className="mt-1 block break-words text-xs text-muted">{row.cpa.reason}</span>
    </>
  ) : (
    '—'
  );

const cpaColumn: Column = {
  get header() {
    return t`CPA`;
  },
  cell: cpa,
  width: 'min-w-[14rem]',
};

const columns: Column[] = [
  {
    get header() {
      return t`Member ID`;
    },
    cell: (row) => row.playerId,
  },
  {
    get header() {
      return t`Date joined`;
    },
    cell: (row) => row.dateJoined,
  },
  {
    get header() {
      return t`Date registered`;
    },
    cell: (row) => row.dateRegistered,
  },
  {
    get header() {
      return t`Category`;
    },
    cell: (row) => row.categoryLabel,
  },
  {
    get header() {
      return t`Brand`;
    },
    cell: (row) => row.brandLabel,
  },
  {
    get header() {
      return t`Country`;
    },
    cell: (row) => row.country,
  },
  {
    get header() {
      return t`First deposit`;
    },
    cell: firstDeposit,
    numeric: true,
  },
  {
    get header() {
      return t`Deposits`;
    },
    cell: (row) => row.deposits,
    numeric: true,
  },
  {
    get header() {
      return t`Turnover`;
    },
    cell: (row) => row.turnover,
    numeric: true,
  },
  {
    get header() {
      return t`Win/loss`;
    },
    cell: (row) => row.winloss,
    numeric: true,
  },
  {
    get header() {
      return t`Bonuses`;
    },
    cell: (row) => row.bonuses,
    numeric: true,
  },
];

/** The list's name, in the language on screen. */
export const playersCaption = (): string => t`Referred players`;

const playerLinkClassName =
  'rounded font-medium text-info-ink underline underline-offset-2 hover:no-underline focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-info-ink';

/** The player's page; it remembers the list's filters, so its way back returns to the same view. */
function PlayerLink({ playerId, children }: { playerId: number; children: ReactNode }) {
  const { search } = useLocation();
  return (
    <Link to={playerPath(playerId)} state={{ listSearch: search }} className={playerLinkClassName}>
      {children}
    </Link>
  );
}

export interface PlayersListProps {
  rows: ListedPlayerRow[] | null;
  /** Rows to sketch while the first page loads. */
  skeletonRows: number;
  busy: boolean;
  periodNote: string;
}

/**
 * One list, two layouts: a card per player below 640 px (no horizontal scrolling on a phone), a real
 * table from 640 px up (scrolling inside its own focusable region when the columns need more room).
 */
export function PlayersList({ rows, skeletonRows, busy, periodNote }: PlayersListProps) {
  const { t: translate } = useLingui();
  const loading = rows === null;
  const caption = playersCaption();
  // A deal that pays no CPA has no CPA column, rather than an empty one on every row. Otherwise it comes
  // right after the player's id: the decision is what an affiliate checks before the month closes, so
  // it is in view before the figures, which may need the table to scroll.
  const withCpa = !loading && listsCpa(rows);
  const shown = withCpa ? [columns[0]!, cpaColumn, ...columns.slice(1)] : columns;
  return (
    <div aria-busy={busy || loading} className={cx('transition-opacity', busy && 'opacity-60')}>
      <ul aria-label={caption} className="flex flex-col gap-3 sm:hidden">
        {loading ? (
          <SkeletonCardItems count={skeletonRows} />
        ) : (
          rows.map((row) => (
            <li key={row.playerId} className="rounded-xl border border-line bg-surface p-4 shadow-xs">
              <h3 className="text-base font-semibold text-ink">
                <PlayerLink playerId={row.playerId}>{memberIdTitle(row.playerId)}</PlayerLink>
              </h3>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {shown.slice(1).map((column) => (
                  <div key={column.header} className="contents">
                    <dt className="text-muted">{column.header}</dt>
                    <dd className={cx('min-w-0 break-words text-ink', column.numeric && 'tabular-nums')}>
                      {column.cell(row)}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))
        )}
      </ul>

      <div
        role="region"
        aria-label={translate`${caption} table`}
        tabIndex={0}
        className="hidden overflow-x-auto rounded-xl border border-line bg-surface sm:block"
      >
        <table
          className={cx(
            'w-full border-collapse text-left text-sm',
            withCpa ? 'min-w-[64rem]' : 'min-w-[50rem]',
          )}
        >
          <caption className="px-3 pb-1 pt-3 text-left text-sm font-semibold text-ink">
            {caption}
            <span className="ml-2 font-normal text-muted">{periodNote}</span>
          </caption>
          <thead>
            <tr className="border-b border-line bg-canvas">
              {shown.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={cx(
                    'px-3 py-2.5 align-bottom font-semibold leading-tight text-muted',
                    column.numeric && 'text-right',
                  )}
                >
                  <SlashBreaks text={column.header} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <SkeletonTableRows count={skeletonRows} columns={shown.length} />
            ) : (
              rows.map((row) => (
                <tr key={row.playerId} className="border-b border-line last:border-0 hover:bg-canvas/60">
                  {shown.map((column, index) =>
                    index === 0 ? (
                      <th
                        key={column.header}
                        scope="row"
                        className="whitespace-nowrap px-3 py-2.5 font-medium text-ink"
                      >
                        <PlayerLink playerId={row.playerId}>{column.cell(row)}</PlayerLink>
                      </th>
                    ) : (
                      <td
                        key={column.header}
                        className={cx(
                          'px-3 py-2.5 text-ink',
                          column.numeric ? 'whitespace-nowrap' : (column.width ?? 'min-w-[5.5rem]'),
                          column.numeric && 'text-right tabular-nums',
                        )}
                      >
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
