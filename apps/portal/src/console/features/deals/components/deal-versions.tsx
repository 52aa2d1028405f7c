import type { DealVersion } from '@affiliate/contract/endpoints/deals';
import { formatDateTime } from '@/lib/dates';
import { appliesFromText } from '../lib/deal-dates';

/** What a version pays, a sentence a line, as the gateway says it. */
export function SummaryLines({ label, lines }: { label: string; lines: readonly string[] }) {
  return (
    <ul aria-label={label} className="flex list-disc flex-col gap-1 pl-5 text-sm text-ink">
      {lines.map((line, index) => (
        <li key={`${index}-${line}`}>{line}</li>
      ))}
    </ul>
  );
}

/**
 * Every version of a deal, newest first, behind a native disclosure (keyboard and screen readers for
 * free): when it applies from, who recorded it and when, and what it pays, so every change is on record.
 */
export function DealVersions({ name, versions }: { name: string; versions: readonly DealVersion[] }) {
  return (
    <details className="group">
      <summary className="inline-flex cursor-pointer items-center gap-1 rounded text-sm font-medium text-info-ink underline-offset-2 hover:underline">
        {versions.length === 1 ? '1 version' : `${versions.length} versions`}
        <span className="sr-only"> of {name}</span>
      </summary>
      <ol className="mt-3 flex flex-col gap-3" aria-label={`Versions of ${name}`}>
        {versions.map((version) => (
          <li key={version.version} className="rounded-lg border border-line p-3">
            <p className="text-sm font-medium text-ink">
              Version {version.version}, {appliesFromText(version)}
            </p>
            <p className="mb-2 text-xs [overflow-wrap:anywhere] text-muted">
              Recorded by {version.created_by} on {formatDateTime(version.created_at)}
            </p>
            <SummaryLines label={`What version ${version.version} pays`} lines={version.summary} />
          </li>
        ))}
      </ol>
    </details>
  );
}
