import type { WithdrawalStatus } from '@affiliate/contract/endpoints/payments';
import { cx } from '@/components/ui/cx';

const looks: Record<WithdrawalStatus, { label: string; classes: string }> = {
  pending: { label: 'Pending', classes: 'bg-primary-soft text-ink' },
  approved: { label: 'Approved', classes: 'bg-info-soft text-info-ink' },
  paid: { label: 'Paid', classes: 'bg-success-soft text-success-ink' },
  rejected: { label: 'Rejected', classes: 'bg-error-soft text-error-ink' },
  cancelled: { label: 'Cancelled', classes: 'bg-canvas text-muted' },
};

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const { label, classes } = looks[status];
  return (
    <span
      className={cx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', classes)}
    >
      {label}
    </span>
  );
}
