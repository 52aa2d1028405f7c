import { DownloadButtons } from '@/components/ui/download-buttons';
import { exportPlayers } from '../api/export-players';
import type { PlayerFilters } from '../lib/player-filters';

const formats = [
  { format: 'csv', label: 'CSV' },
  { format: 'json', label: 'JSON' },
] as const;

/** Downloads every row of the current filter (not just the page on screen) as CSV or JSON. */
export function ExportPlayersButtons({ filters }: { filters: PlayerFilters }) {
  return <DownloadButtons formats={formats} download={(format) => exportPlayers(filters, format)} />;
}
