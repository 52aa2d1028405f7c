import { Spinner } from '@/components/ui/spinner';
import { Button } from '@/components/ui/button';
import { formatBytes } from '../lib/report-words';

const percentOf = (loaded: number, total: number) =>
  total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;

/**
 * A file going up: a progress bar with the bytes sent and the percentage, and a way to stop it. The
 * bar is not a live region (a screen reader would read every step); the screen announces the phases.
 */
export function SendingProgress({
  fileName,
  loaded,
  total,
  onCancel,
}: {
  fileName: string;
  loaded: number;
  total: number;
  onCancel: () => void;
}) {
  const percent = percentOf(loaded, total);
  const text = `${formatBytes(loaded)} of ${formatBytes(total)} (${percent}%)`;
  return (
    <div className="space-y-2">
      <p className="text-sm [overflow-wrap:anywhere] text-ink">
        Uploading <span className="font-medium">{fileName}</span>
      </p>
      <div
        role="progressbar"
        aria-label="Upload"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className="h-3 w-full overflow-hidden rounded-full border border-line bg-canvas"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm tabular-nums text-muted">{text}</p>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          Cancel upload
        </Button>
      </div>
    </div>
  );
}

/** Every byte is up: the gateway reads, checks and stores the rows, and answers when it is done. */
export function CheckingRows({ fileName }: { fileName: string }) {
  return (
    <div className="space-y-2">
      <p className="text-sm [overflow-wrap:anywhere] text-ink">
        Uploaded <span className="font-medium">{fileName}</span>
      </p>
      <div
        role="progressbar"
        aria-label="Checking and storing rows"
        className="h-3 w-full overflow-hidden rounded-full border border-line bg-canvas"
      >
        <div className="h-full w-full animate-pulse bg-primary/60" />
      </div>
      <p className="flex items-center gap-2 text-sm text-muted">
        <Spinner size="sm" />
        Checking and storing rows…
      </p>
    </div>
  );
}
