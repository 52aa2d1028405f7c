import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { WithdrawalStatus } from '@affiliate/contract/endpoints/payments';
import { cx } from '@/components/ui/cx';

const looks: Record<WithdrawalStatus, { label: MessageDescriptor; classes: string }> = {
  pending: { label: msg`Pending`, classes: 'bg-primary-soft text-ink' },
  approved: { label: msg`Approved`, classes: 'bg-info-soft text-info-ink' },
  paid: { label: msg`Paid`, classes: 'bg-success-soft text-success-ink' },
  rejected: { label: msg`Rejected`, classes: 'bg-error-soft text-error-ink' },
  cancelled: { label: msg`Cancelled`, classes: 'bg-canvas text-muted' },
};

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const { i18n } = useLingui();
  const { label, classes } = looks[status];
  return (
    <span
      className={cx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', classes)}
    >
      {i18n._(label)}
    </span>
  );
}
