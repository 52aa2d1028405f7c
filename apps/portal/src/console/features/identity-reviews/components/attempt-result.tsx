import type { ReviewedKycAttempt } from '@affiliate/contract/endpoints/kyc';
import { formatDateTime } from '@/lib/dates';
import { providerResult } from '../lib/provider-result';

/** The provider's result of the attempt the review is about: verdict, its own reason, which scan and how it came. */
export function AttemptResult({ attempt }: { attempt: ReviewedKycAttempt | null }) {
  if (!attempt) return <p className="text-sm text-muted">No attempt with the provider is recorded.</p>;
  const result = providerResult(attempt);
  const received = attempt.details.callback?.received_at;
  return (
    <dl className="grid grid-cols-[minmax(0,8rem)_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
      <dt className="text-muted">Verdict</dt>
      <dd className="font-semibold text-ink">
        {result.verdict}
        {result.code && (
          <code className="ml-2 rounded bg-canvas px-1.5 py-0.5 font-mono text-xs font-normal text-muted [overflow-wrap:anywhere]">
            {result.code}
          </code>
        )}
      </dd>
      <dt className="text-muted">Provider&apos;s reason</dt>
      <dd className="text-ink [overflow-wrap:anywhere]">{result.reason ?? 'None given'}</dd>
      <dt className="text-muted">Provider&apos;s reference</dt>
      <dd className="font-mono text-xs text-ink [overflow-wrap:anywhere]">
        {attempt.transaction_reference ?? 'None yet'}
      </dd>
      <dt className="text-muted">Scan</dt>
      <dd className="text-ink [overflow-wrap:anywhere]">{result.source}</dd>
      <dt className="text-muted">Started</dt>
      <dd className="text-ink">
        {formatDateTime(attempt.created_at)}
        {received && <span className="text-muted">, answered {formatDateTime(received)}</span>}
      </dd>
    </dl>
  );
}

/** The attempts before the one reviewed, newest first, one line each: enough to see a pattern. */
export function EarlierAttempts({ attempts, total }: { attempts: ReviewedKycAttempt[]; total: number }) {
  if (attempts.length === 0) return null;
  // `total` counts the reviewed attempt too; only a few earlier ones travel with the review.
  const more = total - 1 - attempts.length;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-info-ink">Earlier attempts ({total - 1})</summary>
      <ul className="mt-2 space-y-1.5">
        {attempts.map((attempt) => {
          const result = providerResult(attempt);
          return (
            <li key={attempt.id} className="[overflow-wrap:anywhere]">
              <span className="text-muted">{formatDateTime(attempt.created_at)}:</span> {result.verdict}
              {result.reason && <span className="text-muted"> ({result.reason})</span>}
            </li>
          );
        })}
        {more > 0 && <li className="text-muted">and {more} before them</li>}
      </ul>
    </details>
  );
}
