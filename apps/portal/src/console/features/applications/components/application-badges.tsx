import { TriangleAlert } from 'lucide-react';
import type { ApplicationStatus } from '@affiliate/contract/endpoints/applications';
import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { formatCount } from '@/lib/money';
import { applicationStatusNames } from '../lib/queue-filters';

const tones: Record<ApplicationStatus, StatusTone> = {
  unconfirmed: 'neutral',
  pending: 'info',
  awaiting_answer: 'primary',
  approved: 'success',
  rejected: 'error',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <StatusBadge label={applicationStatusNames[status]} tone={tones[status]} />;
}

/** Whether the applicant confirmed their email: a manager approves only once they have. */
export function EmailBadge({ confirmedAt }: { confirmedAt: string | null }) {
  return confirmedAt === null ? (
    <StatusBadge label="Not confirmed" tone="neutral" />
  ) : (
    <StatusBadge label="Confirmed" tone="success" />
  );
}

/** How many existing affiliates or applications this one may duplicate, as a warning; nothing when none. */
export function DuplicatesBadge({ count }: { count: number }) {
  if (count === 0) return <span className="text-muted">None</span>;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap rounded-full border border-primary bg-primary-soft px-2.5 py-0.5 text-xs font-semibold text-ink">
      <TriangleAlert aria-hidden="true" className="size-3.5" />
      {formatCount(count)} {count === 1 ? 'duplicate' : 'duplicates'}
    </span>
  );
}
