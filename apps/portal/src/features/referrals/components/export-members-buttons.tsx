import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { readApiFailure } from '@/lib/api-error';
import { exportMembers, type MemberExportFormat } from '../api/export-members';
import type { MemberFilters } from '../lib/member-filters';

const labels: Record<MemberExportFormat, string> = { csv: 'CSV', json: 'JSON' };

/** Downloads every row of the current filter (not just the page on screen) as CSV or JSON. */
export function ExportMembersButtons({ memberId, filters }: { memberId: number | undefined; filters: MemberFilters }) {
  const [busy, setBusy] = useState<MemberExportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string>('');

  async function download(format: MemberExportFormat) {
    if (memberId === undefined || busy) return;
    setBusy(format);
    setError(null);
    setDone('');
    try {
      await exportMembers(memberId, filters, format);
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
