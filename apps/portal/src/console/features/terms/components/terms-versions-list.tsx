import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { cx } from '@/components/ui/cx';
import { formatDate, formatDateTime } from '@/lib/dates';
import type { OperatorTermsVersion } from '../api/terms';
import { TermsAcceptances } from './terms-acceptances';
import { TermsStateBadge } from './terms-state-badge';
import { TermsText } from '@/components/terms-text';

const numbers = new Intl.NumberFormat('en-US');

/** Every version, the latest first, each opening onto its text and who accepted it. */
export function TermsVersionsList({
  labelledBy,
  versions,
}: {
  labelledBy: string;
  versions: OperatorTermsVersion[];
}) {
  return (
    <ul aria-labelledby={labelledBy} className="divide-y divide-line">
      {versions.map((version) => (
        <TermsVersionItem key={version.version} version={version} />
      ))}
    </ul>
  );
}

/**
 * One version: its state, date, publisher and acceptances counted; a disclosure button opens its text
 * and the list of who accepted it (loaded only then).
 */
function TermsVersionItem({ version }: { version: OperatorTermsVersion }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const headingId = useId();

  return (
    <li aria-labelledby={headingId} className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-base font-semibold text-ink">
              Version {version.version}
            </h3>
            <TermsStateBadge state={version.state} />
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
            <dt className="text-muted">Takes effect</dt>
            <dd className="text-ink tabular-nums">{formatDate(version.effective_from)}</dd>
            <dt className="text-muted">Published</dt>
            <dd className="[overflow-wrap:anywhere] text-ink">
              {formatDateTime(version.published_at)} by {version.published_by}
            </dd>
            <dt className="text-muted">Accepted by</dt>
            <dd className="text-ink tabular-nums">
              {numbers.format(version.accepted_count)}{' '}
              {version.accepted_count === 1 ? 'affiliate' : 'affiliates'}
            </dd>
          </dl>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((was) => !was)}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-info-ink hover:bg-black/5 focus:outline-none focus-visible:ring-3 focus-visible:ring-info/40"
        >
          {open ? 'Hide' : 'Show'} text and acceptances{' '}
          <span className="sr-only">of version {version.version}</span>
          <ChevronDown
            aria-hidden="true"
            className={cx('size-4 shrink-0 transition-transform', open && 'rotate-180')}
          />
        </button>
      </div>
      <div id={detailsId} hidden={!open} className="mt-4 space-y-4">
        {open && (
          <>
            <TermsText
              html={version.body_html}
              below={3}
              label={`Text of version ${version.version}`}
              className="max-h-[28rem]"
            />
            <TermsAcceptances version={version.version} />
          </>
        )}
      </div>
    </li>
  );
}
