import { CSV_AND_JSON, DownloadButtons } from '@/components/ui/download-buttons';
import { exportPlayers } from '../api/export-players';
import type { PlayerFilters } from '../lib/player-filters';

/** Downloads every row of the current filter (not just the page on screen) as CSV or JSON. */
export function ExportPlayersButtons({ filters }: { filters: PlayerFilters }) {
  return <DownloadButtons formats={CSV_AND_JSON} download={(format) => exportPlayers(filters, format)} />;
}
