import type { KycReviewStatus } from '@affiliate/contract/endpoints/kyc';
import { cx } from '@/components/ui/cx';
import { reviewStatusNames } from '../lib/review-filters';

const looks: Record<KycReviewStatus, string> = {
  waiting: 'bg-info-soft text-info-ink',
  approved: 'bg-success-soft text-success-ink',
  refused: 'bg-error-soft text-error-ink',
};

export function ReviewStatusBadge({ status }: { status: KycReviewStatus }) {
  return (
    <span className={cx('inline-block rounded-full px-2 py-0.5 text-xs font-semibold', looks[status])}>
      {reviewStatusNames[status]}
    </span>
  );
}
