import { statementDownload } from '@affiliate/contract/endpoints/statements';
import { fetchEndpointFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import type { StatementMonth } from '../lib/statement-month';

export type StatementFormat = 'csv' | 'pdf';

/** `statement-2026-10.pdf`. */
export function statementFileName(month: StatementMonth, format: StatementFormat): string {
  return `statement-${month}.${format}`;
}

/**
 * GET /api/v1/bo/me/statement/download?month=..&format=csv|pdf: the file needs the bearer, so it comes
 * through the API client as a blob and is saved from an object URL.
 */
export async function downloadStatement(month: StatementMonth, format: StatementFormat): Promise<void> {
  const file = await fetchEndpointFile(
    statementDownload,
    { query: { month, format } },
    format === 'pdf' ? 'application/pdf' : 'text/csv',
  );
  saveFile(file, statementFileName(month, format));
}
