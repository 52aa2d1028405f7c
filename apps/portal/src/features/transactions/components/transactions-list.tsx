import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { cx } from '@/components/ui/cx';
import { PaymentOptionLabel } from '@/components/ui/payment-option-label';
import { SkeletonCardItems, SkeletonTableRows } from '@/components/ui/list-skeleton';
import { NONE, type TransactionView } from '../lib/transaction-row';
import { PayoutReference } from './payout-reference';
import { TransactionAmount } from './transaction-amount';
import { TransactionStatusBadge } from './transaction-status-badge';

interface Column {
  /** The column's React key. */
  key: string;
  header: MessageDescriptor;
  cell: (row: TransactionView) => ReactNode;
  numeric?: boolean;
}

const option = (row: TransactionView) =>
  row.record.payment_option_type ? <PaymentOptionLabel type={row.record.payment_option_type} /> : NONE;

const columns: Column[] = [
  { key: 'date', header: msg`Date`, cell: (row) => row.date },
  {
    key: 'type',
    header: msg`Type`,
    cell: (row) => (
      <>
        {row.type}
        {/* Wrapped in full: an operator's reason is read here, and a cut-off text could not be opened. */}
        <span className="block min-w-32 max-w-48 text-xs text-muted wrap-anywhere">{row.description}</span>
      </>
    ),
  },
  {
    key: 'status',
    header: msg`Status`,
    cell: (row) => <TransactionStatusBadge status={row.record.status} />,
  },
  { key: 'option', header: msg`Option`, cell: option },
  { key: 'amount', header: msg`Amount`, cell: (row) => <TransactionAmount row={row} />, numeric: true },
  {
    key: 'fee',
    header: msg`Fee`,
    cell: (row) => <span className="whitespace-nowrap">{row.fee}</span>,
    numeric: true,
  },
  {
    key: 'rate',
    header: msg`Rate`,
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
    key: 'reference',
    header: msg`Payout reference`,
    cell: (row) =>
      row.reference && row.shortReference ? (
        <PayoutReference reference={row.reference} shown={row.shortReference} explorer={row.explorer} />
      ) : (
        NONE
      ),
  },
];

export interface TransactionsListProps {
  rows: TransactionView[] | null;
  skeletonRows: number;
  busy: boolean;
  onOpen: (row: TransactionView) => void;
}

/**
 * One list, two layouts: a card per transaction below 640 px (no sideways scrolling on a phone), a
 * table from 640 px up. Each row opens its detail view from a button, so it is reachable by keyboard.
 */
export function TransactionsList({ rows, skeletonRows, busy, onOpen }: TransactionsListProps) {
  const { t, i18n } = useLingui();
  const loading = rows === null;
  const caption = t`Transactions`;
  // One sentence per type: a language may not write the type in lower case inside it (German nouns).
  const detailsLabel = (row: TransactionView) => {
    const date = row.date;
    switch (row.record.type) {
      case 'withdrawal':
        return t`Details of the withdrawal of ${date}`;
      case 'commission':
        return t`Details of the commission of ${date}`;
      case 'adjustment':
        return t`Details of the adjustment of ${date}`;
      case 'fee':
        return t`Details of the fee of ${date}`;
    }
  };
  return (
    <div aria-busy={busy || loading} className={cx('transition-opacity', busy && 'opacity-60')}>
      <ul aria-label={caption} className="flex flex-col gap-3 sm:hidden">
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
                  <div key={column.key} className="contents">
                    <dt className="text-muted">{i18n._(column.header)}</dt>
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
                <Trans>Details</Trans>
                <ChevronRight aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))
        )}
      </ul>

      <div
        role="region"
        aria-label={t`Transactions table`}
        tabIndex={0}
        // relative: the table's hidden texts (caption, the Details header) are placed inside the scroller;
        // outside it, once a paid withdrawal's reference widened the table, they widened the page at 1024 px.
        className="relative hidden overflow-x-auto rounded-xl border border-line bg-surface sm:block"
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-line bg-canvas">
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={cx(
                    'px-2 py-2.5 align-bottom font-semibold leading-tight text-muted',
                    column.numeric && 'text-right',
                  )}
                >
                  {i18n._(column.header)}
                </th>
              ))}
              <th scope="col" className="px-2 py-2.5">
                <span className="sr-only">
                  <Trans>Details</Trans>
                </span>
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
                        key={column.key}
                        scope="row"
                        className="whitespace-nowrap px-2 py-2.5 font-medium text-ink"
                      >
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td
                        key={column.key}
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
                      <Trans>Details</Trans>
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
