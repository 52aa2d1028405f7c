import type { AffiliateStatus } from '@affiliate/contract/endpoints/operator-affiliates';
import { cx } from '@/components/ui/cx';

export function AffiliateStatusBadge({ status }: { status: AffiliateStatus }) {
  const suspended = status === 'suspended';
  return (
    <span
      className={cx(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        suspended ? 'bg-error-soft text-error-ink' : 'bg-success-soft text-success-ink',
      )}
    >
      {suspended ? 'Suspended' : 'Active'}
    </span>
  );
}
