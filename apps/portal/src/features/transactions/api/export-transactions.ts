import { transactionExport } from '@affiliate/contract/endpoints/statements';
import { fetchEndpointFile } from '@/lib/api-client';
import { toIsoDate } from '@/lib/dates';
import { saveFile } from '@/lib/save-file';
import { transactionFilterQuery, type TransactionFilters } from '../lib/transaction-filters';

export type TransactionExportFormat = 'csv' | 'json';

/** `transactions-2026-11-22.csv` (the local date of the download). */
export function transactionExportFileName(format: TransactionExportFormat, today: Date = new Date()): string {
  return `transactions-${toIsoDate(today)}.${format}`;
}

/**
 * GET /api/v1/bo/me/transactions/export?format=csv|json with the screen's filters: every row of the
 * filter, not just the page. It needs the bearer, so it goes through the API client as a file.
 */
export async function exportTransactions(
  filters: TransactionFilters,
  format: TransactionExportFormat,
): Promise<void> {
  const query = { format, ...transactionFilterQuery(filters) };
  const file = await fetchEndpointFile(
    transactionExport,
    { query },
    format === 'csv' ? 'text/csv' : 'application/json',
  );
  saveFile(file, transactionExportFileName(format));
}
