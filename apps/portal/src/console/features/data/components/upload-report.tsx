import { type ReactNode, type Ref } from 'react';
import type { FeedFileReport } from '@affiliate/contract/endpoints/feed-files';
import { CopyButton } from '@/components/ui/copy-button';
import { cx } from '@/components/ui/cx';
import { formatDateTime } from '@/lib/dates';
import { formatCount } from '@/lib/money';
import { feedNames } from '../lib/feed-columns';
import { formatBytes, resultSentence, viaNames } from '../lib/report-words';
import { BadRowsTable } from './bad-rows-table';

const looks = {
  good: 'border-success/50 bg-success-soft text-success-ink',
  partly: 'border-primary bg-primary-soft text-ink',
  bad: 'border-error/40 bg-error-soft text-error-ink',
  same: 'border-line bg-canvas text-ink',
} as const;

function lookOf(report: FeedFileReport): keyof typeof looks {
  switch (report.result) {
    case 'stored':
      return 'good';
    case 'stored_good_rows':
      return 'partly';
    case 'refused':
    case 'failed':
      return 'bad';
    default:
      return 'same';
  }
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{term}</dt>
      <dd className="mt-0.5 text-sm [overflow-wrap:anywhere] text-ink">{children}</dd>
    </div>
  );
}

/**
 * A file's report: what became of it in words, its figures, the rows refused or left out by line and
 * column, and its SHA-256 (to match a file on the brand's side with what was taken in).
 */
export function UploadReport({
  report,
  headingRef,
  heading,
}: {
  report: FeedFileReport;
  /** The report's heading; by default the upload's number and file name (the screen names them otherwise). */
  heading?: string;
  /** The heading takes the focus when the report replaces the upload's progress. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const leftOut = report.result === 'stored_good_rows' ? 'Left out' : 'Refused';
  return (
    <div className="space-y-4">
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
        {heading ?? (
          <>
            Upload #{report.upload_id}
            {report.file_name && (
              <>
                {' · '}
                <span className="font-normal [overflow-wrap:anywhere]">{report.file_name}</span>
              </>
            )}
          </>
        )}
      </h2>
      <p className={cx('rounded-lg border px-3 py-2.5 text-base font-semibold', looks[lookOf(report)])}>
        {resultSentence(report)}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3 lg:grid-cols-4">
        <Fact term="Feed">{feedNames[report.feed]}</Fact>
        <Fact term="Rows read">{formatCount(report.rows)}</Fact>
        <Fact term="Stored">{formatCount(report.stored_rows)}</Fact>
        <Fact term={leftOut}>{formatCount(report.refused_rows)}</Fact>
        <Fact term="Size">{formatBytes(report.bytes)}</Fact>
        <Fact term="Uploaded">
          <time dateTime={report.started_at}>{formatDateTime(report.started_at)}</time>
        </Fact>
        <Fact term="By">
          {report.uploaded_by} · {viaNames[report.via]}
        </Fact>
        <Fact term="Good rows">{report.store_good_rows ? 'Stored, bad rows left out' : 'Stored only if every row is good'}</Fact>
      </dl>
      <dl>
        <Fact term="SHA-256">
          {report.sha256 ? (
            <span className="flex flex-wrap items-center gap-2">
              <code className="min-w-0 rounded bg-canvas px-2 py-1 font-mono text-xs [overflow-wrap:anywhere] text-ink">
                {report.sha256}
              </code>
              <CopyButton text={report.sha256} label="Copy SHA-256" />
            </span>
          ) : (
            <span className="text-muted">None: nothing of the file could be read.</span>
          )}
        </Fact>
      </dl>
      {report.errors.length > 0 && <BadRowsTable report={report} />}
    </div>
  );
}
