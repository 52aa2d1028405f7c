import type { TransactionStatus } from '@affiliate/contract/endpoints/statements';
import { StatusBadge } from '@/components/ui/status-badge';
import { transactionStatusLooks } from '../lib/transaction-labels';

export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  return <StatusBadge {...transactionStatusLooks[status]} />;
}
