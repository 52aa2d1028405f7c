import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { readApiFailure } from '@/lib/api-error';
import { exportPlayers, type PlayerExportFormat } from '../api/export-players';
import type { PlayerFilters } from '../lib/player-filters';

const labels: Record<PlayerExportFormat, string> = { csv: 'CSV', json: 'JSON' };

/** Downloads every row of the current filter (not just the page on screen) as CSV or JSON. */
export function ExportPlayersButtons({ filters }: { filters: PlayerFilters }) {
  const [busy, setBusy] = useState<PlayerExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string>('');

  async function download(format: PlayerExportFormat) {
    if (busy) return;
    setBusy(format);
    setError(null);
    setDone('');
    try {
      await exportPlayers(filters, format);
      setDone(`Your ${labels[format]} export has been downloaded.`);
    } catch (reason) {
      setError(`The ${labels[format]} export failed. ${readApiFailure(reason).message}`);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex flex-col items-end gap-2">
      <div className="flex flex-wrap gap-2">
        {(['csv', 'json'] as const).map((format) => (
          <Button
            key={format}
            variant="secondary"
            loading={busy === format}
            disabled={busy !== null && busy !== format}
            onClick={() => void download(format)}
          >
            {busy !== format && <Download aria-hidden="true" className="size-4" />}
            Export {labels[format]}
          </Button>
        ))}
      </div>
      <p role="status" className="sr-only">
        {busy ? `Preparing your ${labels[busy]} export…` : done}
      </p>
      {error && (
        <p role="alert" className="max-w-xs text-right text-sm text-error-ink">
          {error}
        </p>
      )}
    </div>
  );
}
