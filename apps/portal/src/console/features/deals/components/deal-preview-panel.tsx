import { useId } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { DealDocument } from '@affiliate/contract/common/deal-document';
import { CopyButton } from '@/components/ui/copy-button';
import { buildDeal, type DealFormValues } from '../lib/deal-form';
import { previewOf } from '../lib/deal-preview';

/**
 * What the deal being built pays, in the words the list will show once it is saved, and the document
 * itself as JSON: the CLI takes the same JSON, so a deal drafted here can be saved from a script too.
 * Not a live region: it changes with every key typed, which a screen reader would read out each time.
 */
export function DealPreviewPanel({ control }: { control: Control<DealFormValues, unknown, DealDocument> }) {
  const values = useWatch({ control }) as DealFormValues;
  const headingId = useId();
  const preview = previewOf(values);
  const json = JSON.stringify(buildDeal(values).draft, null, 2);

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
      <div className="rounded-xl border border-line bg-canvas p-4">
        <h3 id={headingId} className="text-base font-semibold text-ink">
          What it pays
        </h3>
        {'lines' in preview ? (
          <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-sm text-ink">
            {preview.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-muted">
            The deal is said here in plain words once it is complete. First to fix, {preview.field}:{' '}
            {preview.problem}
          </p>
        )}
      </div>
      <details className="group min-w-0 rounded-xl border border-line p-4">
        <summary className="cursor-pointer rounded text-sm font-medium text-info-ink underline-offset-2 hover:underline">
          The deal as JSON (for the CLI)
        </summary>
        <div className="mt-3 flex flex-col gap-2">
          <CopyButton text={json} label="Copy JSON" />
          <pre
            tabIndex={0}
            aria-label="The deal as JSON"
            className="max-h-96 overflow-auto rounded-lg bg-surface p-3 font-mono text-xs text-ink focus:outline-none focus-visible:ring-3 focus-visible:ring-info/40"
          >
            {json}
          </pre>
        </div>
      </details>
    </section>
  );
}
