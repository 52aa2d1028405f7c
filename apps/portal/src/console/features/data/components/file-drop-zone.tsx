import { useId, useState, type DragEvent, type Ref } from 'react';
import { FileUp } from 'lucide-react';
import { cx } from '@/components/ui/cx';
import { formatBytes } from '../lib/report-words';

export interface FileDropZoneProps {
  file: File | null;
  onFile: (file: File | null) => void;
  error?: string | undefined;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

/**
 * The file to upload: a real file input with its label (the keyboard's and screen readers' way), inside
 * a zone a file can be dropped on (the mouse's shortcut). A dropped file is put into the input too, so
 * the input always names the file that will be sent.
 */
export function FileDropZone({ file, onFile, error, disabled = false, ref }: FileDropZoneProps) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [over, setOver] = useState(false);

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    setOver(false);
    const dropped = event.dataTransfer.files[0];
    if (!dropped) return;
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    try {
      if (input) input.files = event.dataTransfer.files;
    } catch {
      // A browser that will not set an input's files still sends the dropped file (kept in state).
    }
    onFile(dropped);
  };

  return (
    <div>
      <div
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={cx(
          'flex flex-col gap-3 rounded-xl border-2 border-dashed p-4 transition-colors sm:p-5',
          over ? 'border-info-ink bg-info-soft' : error ? 'border-error-ink' : 'border-line bg-canvas',
        )}
      >
        <div className="flex items-start gap-3">
          <FileUp aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-muted" />
          <div className="min-w-0">
            <label htmlFor={inputId} className="text-sm font-semibold text-ink">
              CSV file
            </label>
            <p id={hintId} className="text-sm text-muted">
              Choose a file, or drop one here. Comma or semicolon separated, UTF-8, with a header row.
            </p>
          </div>
        </div>
        <input
          ref={ref}
          id={inputId}
          type="file"
          accept=".csv,text/csv,text/plain"
          disabled={disabled}
          aria-describedby={cx(hintId, error && errorId)}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
          className={cx(
            'block w-full min-w-0 text-sm text-ink',
            'file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-lg file:border file:border-line file:bg-surface file:px-4 file:py-2 file:text-sm file:font-semibold file:text-ink hover:file:bg-canvas',
            'focus:outline-none focus-visible:rounded-lg focus-visible:ring-3 focus-visible:ring-info/40',
          )}
        />
        {file && (
          <p className="text-sm [overflow-wrap:anywhere] text-ink">
            <span className="font-medium">{file.name}</span> · {formatBytes(file.size)}
          </p>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-error-ink">
          {error}
        </p>
      )}
    </div>
  );
}
