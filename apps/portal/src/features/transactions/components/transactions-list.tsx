import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { PaymentOptionLabel } from '@/components/ui/payment-option-label';
import { SkeletonCardItems, SkeletonTableRows } from '@/components/ui/list-skeleton';
import { NONE, type TransactionView } from '../lib/transaction-row';
import { PayoutReference } from './payout-reference';
import { TransactionAmount } from './transaction-amount';
import { TransactionStatusBadge } from './transaction-status-badge';

interface Column {
  header: string;
  cell: (row: TransactionView) => ReactNode;
  numeric?: boolean;
}

const option = (row: TransactionView) =>
  row.record.payment_option_type ? <PaymentOptionLabel type={row.record.payment_option_type} /> : NONE;

const columns: Column[] = [
  { header: 'Date', cell: (row) => row.date },
  {
    header: 'Type',
    cell: (row) => (
      <>
        {row.type}
        {/* Wrapped in full: an operator's reason is read here, and a cut-off text could not be opened. */}
        <span className="block min-w-32 max-w-48 text-xs text-muted wrap-anywhere">{row.description}</span>
      </>
    ),
  },
  { header: 'Status', cell: (row) => <TransactionStatusBadge status={row.record.status} /> },
  { header: 'Option', cell: option },
  { header: 'Amount', cell: (row) => <TransactionAmount row={row} />, numeric: true },
  { header: 'Fee', cell: (row) => <span className="whitespace-nowrap">{row.fee}</span>, numeric: true },
  {
    header: 'Rate',
    // '1 BTC =' and the price may sit on two lines, never a number cut in two.
    cell: (row) => {
      if (!row.rate) return NONE;
      const [unit, price] = row.rate.split(' = ');
      return (
        <>
          <span className="whitespace-nowrap">{unit} =</span>{' '}
          <span className="whitespace-nowrap">{price}</span>
        </>
      );
    },
    numeric: true,
  },
  {
    header: 'Payout reference',
    cell: (row) =>
      row.reference && row.shortReference ? (
        <PayoutReference reference={row.reference} shown={row.shortReference} explorer={row.explorer} />
      ) : (
        NONE
      ),
  },
];

export const TRANSACTIONS_CAPTION = 'Transactions';

export interface TransactionsListProps {
  rows: TransactionView[] | null;
  skeletonRows: number;
  busy: boolean;
  onOpen: (row: TransactionView) => void;
}

const detailsLabel = (row: TransactionView) => `Details of the ${row.type.toLowerCase()} of ${row.date}`;

/**
 * One list, two layouts: a card per transaction below 640 px (no sideways scrolling on a phone), a
 * table from 640 px up. Each row opens its detail view from a button, so it is reachable by keyboard.
 */
export function TransactionsList({ rows, skeletonRows, busy, onOpen }: TransactionsListProps) {
  const loading = rows === null;
  return (
    <div aria-busy={busy || loading} className={cx('transition-opacity', busy && 'opacity-60')}>
      <ul aria-label={TRANSACTIONS_CAPTION} className="flex flex-col gap-3 sm:hidden">
        {loading ? (
          <SkeletonCardItems count={skeletonRows} />
        ) : (
          rows.map((row) => (
            <li key={row.id} className="rounded-xl border border-line bg-surface p-4 shadow-xs">
              <div className="flex items-start justify-between gap-3">
                <h3 className="text-base font-semibold text-ink">
                  {row.type} <span className="font-normal text-muted">{row.date}</span>
                </h3>
                <TransactionStatusBadge status={row.record.status} />
              </div>
              <p className="mt-1 break-words text-sm text-muted">{row.description}</p>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                {columns.slice(3).map((column) => (
                  <div key={column.header} className="contents">
                    <dt className="text-muted">{column.header}</dt>
                    <dd className={cx('min-w-0 break-words text-ink', column.numeric && 'tabular-nums')}>
                      {column.cell(row)}
                    </dd>
                  </div>
                ))}
              </dl>
              <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                aria-label={detailsLabel(row)}
                onClick={() => onOpen(row)}
              >
                Details
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))
        )}
      </ul>

      <div
        role="region"
        aria-label={`${TRANSACTIONS_CAPTION} table`}
        tabIndex={0}
        // relative: the table's hidden texts (caption, the Details header) are placed inside the scroller;
        // outside it, once a paid withdrawal's reference widened the table, they widened the page at 1024 px.
        className="relative hidden overflow-x-auto rounded-xl border border-line bg-surface sm:block"
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{TRANSACTIONS_CAPTION}</caption>
          <thead>
            <tr className="border-b border-line bg-canvas">
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={cx(
                    'px-2 py-2.5 align-bottom font-semibold leading-tight text-muted',
                    column.numeric && 'text-right',
                  )}
                >
                  {column.header}
                </th>
              ))}
              <th scope="col" className="px-2 py-2.5">
                <span className="sr-only">Details</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {loading ? (
              <SkeletonTableRows count={skeletonRows} columns={columns.length + 1} />
            ) : (
              rows.map((row) => (
                <tr key={row.id} className="border-b border-line last:border-0 hover:bg-canvas/60">
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th
                        key={column.header}
                        scope="row"
                        className="whitespace-nowrap px-2 py-2.5 font-medium text-ink"
                      >
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td
                        key={column.header}
                        className={cx('px-2 py-2.5 text-ink', column.numeric && 'text-right tabular-nums')}
                      >
                        {column.cell(row)}
                      </td>
                    ),
                  )}
                  <td className="px-2 py-2 text-right">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={detailsLabel(row)}
                      onClick={() => onOpen(row)}
                    >
                      Details
                    </Button>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
