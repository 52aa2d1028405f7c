import { cx } from '@/components/ui/cx';
import type { TransactionView } from '../lib/transaction-row';

/**
 * A row's amount: what it did to the balance, or for a rejected or cancelled withdrawal the requested
 * amount struck through with "returned to your balance" (the money never left).
 */
export function TransactionAmount({ row, align = 'start' }: { row: TransactionView; align?: 'start' | 'end' }) {
  if (row.returned === null) return <span className="whitespace-nowrap tabular-nums">{row.amount}</span>;
  return (
    <span className={cx('inline-flex flex-col', align === 'end' ? 'items-end' : 'items-start')}>
      <s className="whitespace-nowrap tabular-nums text-muted">{row.returned}</s>{' '}
      <span className={cx('max-w-28 text-xs leading-tight text-muted', align === 'end' && 'text-right')}>returned to your balance</span>
    </span>
  );
}
