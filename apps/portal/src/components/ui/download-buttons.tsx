import { useState } from 'react';
import { Download } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { readApiFailure } from '@/lib/api-error';
import { Button } from './button';

/** The two formats of a list's export. */
export const CSV_AND_JSON = [
  { format: 'csv', label: 'CSV' },
  { format: 'json', label: 'JSON' },
] as const;

export interface DownloadButtonsProps<F extends string> {
  /** Each format with its button label ('CSV', 'JSON', 'PDF'). */
  formats: ReadonlyArray<{ format: F; label: string }>;
  /** Fetches the file (through the API client, with the bearer) and saves it. */
  download: (format: F) => Promise<void>;
  /** The buttons' verb: 'Export' (every row of a filter) or 'Download' (a document). */
  verb?: 'Export' | 'Download';
  /** What is downloaded, for the announcements: 'export', 'statement'. */
  noun?: 'export' | 'statement';
}

/**
 * One button per file format; a download in progress shows on its button and is announced, a failure
 * says why next to the buttons. Shared by the referrals and transaction exports and the statement.
 */
export function DownloadButtons<F extends string>({
  formats,
  download,
  verb = 'Export',
  noun = 'export',
}: DownloadButtonsProps<F>) {
  const [busy, setBusy] = useState<F | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string>('');
  const { t } = useLingui();
  const labelOf = (format: F) => formats.find((entry) => entry.format === format)?.label ?? format;
  // Whole sentences per kind of file, so each language words them its own way ('CSV' is the format).
  const statement = noun === 'statement';
  const buttonText = (format: string) => (verb === 'Download' ? t`Download ${format}` : t`Export ${format}`);
  const downloaded = (format: string) =>
    statement
      ? t`Your ${format} statement has been downloaded.`
      : t`Your ${format} export has been downloaded.`;
  const failed = (format: string, reason: string) =>
    statement ? t`The ${format} statement failed. ${reason}` : t`The ${format} export failed. ${reason}`;
  const preparing = (format: string) =>
    statement ? t`Preparing your ${format} statement…` : t`Preparing your ${format} export…`;

  async function start(format: F) {
    if (busy) return;
    setBusy(format);
    setError(null);
    setDone('');
    try {
      await download(format);
      setDone(downloaded(labelOf(format)));
    } catch (reason) {
      setError(failed(labelOf(format), readApiFailure(reason).message));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="flex max-w-full flex-col items-end gap-2">
      <div className="flex max-w-full flex-wrap justify-end gap-2">
        {formats.map(({ format, label }) => (
          <Button
            key={format}
            variant="secondary"
            loading={busy === format}
            disabled={busy !== null && busy !== format}
            onClick={() => void start(format)}
          >
            {busy !== format && <Download aria-hidden="true" className="size-4" />}
            {buttonText(label)}
          </Button>
        ))}
      </div>
      <p role="status" className="sr-only">
        {busy ? preparing(labelOf(busy)) : done}
      </p>
      {error && (
        <p role="alert" className="max-w-xs text-right text-sm text-error-ink">
          {error}
        </p>
      )}
    </div>
  );
}
