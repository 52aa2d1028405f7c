import { reportExport } from '@affiliate/contract/endpoints/reports';
import { fetchEndpointFile } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { reportExportQueryOf, type ReportView } from '../lib/report-view';

/**
 * GET /api/v1/affiliate/{id}/reports/export: every row of the report on screen (not only the top ones
 * shown), the compared period beside. The call needs the bearer, so it goes through the API client as
 * a file and is saved from an object URL, named as the gateway names it.
 */
export async function exportReport(view: ReportView): Promise<void> {
  const query = reportExportQueryOf(view);
  const file = await fetchEndpointFile(reportExport, { query }, 'text/csv');
  saveFile(file, `report-${query.group}-${query.from}-${query.to}.csv`);
}
