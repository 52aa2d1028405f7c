import { playerExport } from '@affiliate/contract/endpoints/referrals';
import { fetchEndpointFile } from '@/lib/api-client';
import { toIsoDate } from '@/lib/dates';
import { saveFile } from '@/lib/save-file';
import { playerFilterQuery, type PlayerFilters } from '../lib/player-filters';

export type PlayerExportFormat = 'csv' | 'json';

/** `referrals-2026-11-22.csv` (the local date of the download). */
export function exportFileName(format: PlayerExportFormat, today: Date = new Date()): string {
  return `referrals-${toIsoDate(today)}.${format}`;
}

/**
 * GET /api/v1/affiliate/{id}/member/export: every row of the current filter (not just the page). The
 * call needs the bearer, so it goes through the API client as a file and is saved from an object URL.
 */
export async function exportPlayers(filters: PlayerFilters, format: PlayerExportFormat): Promise<void> {
  const query = { format, ...playerFilterQuery(filters) };
  const file = await fetchEndpointFile(
    playerExport,
    { query },
    format === 'csv' ? 'text/csv' : 'application/json',
  );
  saveFile(file, exportFileName(format));
}
