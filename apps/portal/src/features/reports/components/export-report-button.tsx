import { DownloadButtons } from '@/components/ui/download-buttons';
import { exportReport } from '../api/export-report';
import type { ReportView } from '../lib/report-view';

const CSV = [{ format: 'csv', label: 'CSV' }] as const;

/** Downloads every row of the report on screen (not only the top ones shown) as CSV. */
export function ExportReportButton({ view }: { view: ReportView }) {
  return <DownloadButtons formats={CSV} download={() => exportReport(view)} />;
}
