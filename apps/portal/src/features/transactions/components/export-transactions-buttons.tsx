import { CSV_AND_JSON, DownloadButtons } from '@/components/ui/download-buttons';
import { exportTransactions } from '../api/export-transactions';
import type { TransactionFilters } from '../lib/transaction-filters';

/** Downloads every transaction of the current filter (not just the page on screen) as CSV or JSON. */
export function ExportTransactionsButtons({ filters }: { filters: TransactionFilters }) {
  return (
    <DownloadButtons formats={CSV_AND_JSON} download={(format) => exportTransactions(filters, format)} />
  );
}
