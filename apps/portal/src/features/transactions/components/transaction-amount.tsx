import { Trans } from '@lingui/react/macro';
import type { TransactionView } from '../lib/transaction-row';

/**
 * A row's amount: what it did to the balance, or for a rejected or cancelled withdrawal the requested
 * amount struck through with "returned to your balance" (the money never left).
 */
export function TransactionAmount({ row }: { row: TransactionView }) {
  if (row.returned === null) return <span className="whitespace-nowrap tabular-nums">{row.amount}</span>;
  return (
    // Left in a phone's card, right-aligned in the table (shown from 640 px up).
    <span className="inline-flex flex-col items-start sm:items-end">
      <s className="whitespace-nowrap tabular-nums text-muted">{row.returned}</s>{' '}
      <span className="max-w-28 text-xs leading-tight text-muted sm:text-right">
        <Trans>returned to your balance</Trans>
      </span>
    </span>
  );
}
