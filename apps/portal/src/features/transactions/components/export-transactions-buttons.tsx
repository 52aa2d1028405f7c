import { DownloadButtons } from '@/components/ui/download-buttons';
import { exportTransactions } from '../api/export-transactions';
import type { TransactionFilters } from '../lib/transaction-filters';

const formats = [
  { format: 'csv', label: 'CSV' },
  { format: 'json', label: 'JSON' },
] as const;

/** Downloads every transaction of the current filter (not just the page on screen) as CSV or JSON. */
export function ExportTransactionsButtons({ filters }: { filters: TransactionFilters }) {
  return <DownloadButtons formats={formats} download={(format) => exportTransactions(filters, format)} />;
}
