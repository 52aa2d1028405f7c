import { Trans } from '@lingui/react/macro';
import type { KycStatus } from '@affiliate/contract/endpoints/kyc';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/dates';
import { attemptOutcome } from '../lib/kyc-outcome-text';

/** The attempts, newest first: when each started and how it ended (the latest as the status above has it). */
export function KycAttempts({ identity }: { identity: KycStatus }) {
  const { attempts } = identity;
  if (attempts.length === 0) return null;
  return (
    <Card className="max-w-2xl">
      <h2 id="kyc-attempts" className="text-base font-semibold text-ink">
        <Trans>Your attempts</Trans>
      </h2>
      <ol aria-labelledby="kyc-attempts" className="mt-3 divide-y divide-line text-sm">
        {attempts.map((attempt) => (
          <li
            key={attempt.id}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2"
          >
            <time dateTime={attempt.created_at} className="text-muted">
              {formatDateTime(attempt.created_at)}
            </time>
            <span className="font-medium text-ink">{attemptOutcome(attempt, identity)}</span>
          </li>
        ))}
      </ol>
    </Card>
  );
}
