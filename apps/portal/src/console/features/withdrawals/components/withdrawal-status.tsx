import type { WithdrawalStatus } from '@affiliate/contract/endpoints/payments';
import { cx } from '@/components/ui/cx';
import { statusNames } from '../lib/queue-filters';

const looks: Record<WithdrawalStatus, string> = {
  pending: 'bg-info-soft text-info-ink',
  approved: 'bg-primary-soft text-ink',
  paid: 'bg-success-soft text-success-ink',
  rejected: 'bg-error-soft text-error-ink',
  cancelled: 'bg-canvas text-muted border border-line',
};

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  return (
    <span className={cx('inline-block rounded-full px-2 py-0.5 text-xs font-semibold', looks[status])}>
      {statusNames[status]}
    </span>
  );
}
