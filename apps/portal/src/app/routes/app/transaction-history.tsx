import { TransactionHistoryScreen } from '@/features/transactions/components/transaction-history-screen';

export function Component() {
  return <TransactionHistoryScreen />;
}
