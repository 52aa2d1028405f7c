import { useLingui } from '@lingui/react';
import type { TransactionStatus } from '@affiliate/contract/endpoints/statements';
import { StatusBadge } from '@/components/ui/status-badge';
import { transactionStatusLooks } from '../lib/transaction-labels';

export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const { i18n } = useLingui();
  const { label, tone } = transactionStatusLooks[status];
  return <StatusBadge label={i18n._(label)} tone={tone} />;
}
