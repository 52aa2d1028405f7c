import { SkeletonCardItems } from '@/components/ui/list-skeleton';
import { cx } from '@/components/ui/cx';
import type { QueuedWithdrawal } from '../api/withdrawals';
import { queueColumns, WithdrawalCard, type RowAction } from './withdrawal-card';

const headings = ['Withdrawal', 'Amount', 'Pay to', 'Status'];

export interface QueueListProps {
  rows: QueuedWithdrawal[] | null;
  busy: boolean;
  selected: ReadonlySet<number>;
  onSelect: (id: number, selected: boolean) => void;
  onAction: (row: QueuedWithdrawal, action: RowAction) => void;
  onAffiliate: (row: QueuedWithdrawal) => void;
  /** The row whose action is on its way, and which. */
  working: { id: number; action: RowAction } | null;
}

/** The queue's withdrawals: cards on a phone, rows under column headings from 1024 px. */
export function WithdrawalQueueList({
  rows,
  busy,
  selected,
  onSelect,
  onAction,
  onAffiliate,
  working,
}: QueueListProps) {
  return (
    <div className="lg:rounded-xl lg:border lg:border-line lg:bg-surface">
      {/* The columns' names for sighted readers; every card names its parts for screen readers. */}
      <div
        aria-hidden="true"
        className={cx(
          'hidden border-b border-line px-3 py-2 text-xs font-semibold uppercase tracking-wide text-muted lg:grid lg:gap-x-3',
          queueColumns,
        )}
      >
        <span />
        {headings.map((heading) => (
          <span key={heading}>{heading}</span>
        ))}
        <span>Actions</span>
      </div>
      <ul
        aria-label="Withdrawals"
        aria-busy={rows === null || busy}
        className={cx('flex flex-col gap-3 lg:gap-0', busy && 'opacity-60')}
      >
        {rows === null && <SkeletonCardItems count={5} />}
        {rows?.map((row) => (
          <li key={row.id}>
            <WithdrawalCard
              row={row}
              selected={selected.has(row.id)}
              onSelect={(value) => onSelect(row.id, value)}
              onAction={(action) => onAction(row, action)}
              onAffiliate={() => onAffiliate(row)}
              busy={working?.id === row.id ? working.action : null}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
