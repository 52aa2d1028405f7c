import type { CpaStatus } from '@affiliate/contract/common/cpa-status';
import { cx } from '@/components/ui/cx';
import { cpaStatusLooks, type CpaTone } from '../lib/cpa-status-looks';

/** Dark ink on the colour's soft tint (4.5:1 or better), the colour itself only as the dot and border. */
const tones: Record<CpaTone, { badge: string; dot: string }> = {
  info: { badge: 'border-info/60 bg-info-soft text-info-ink', dot: 'bg-info' },
  success: { badge: 'border-success/60 bg-success-soft text-success-ink', dot: 'bg-success' },
  primary: { badge: 'border-primary bg-primary-soft text-ink', dot: 'bg-primary' },
  error: { badge: 'border-error/60 bg-error-soft text-error-ink', dot: 'bg-error' },
};

/** A player's CPA status as a small badge with its word ("Pending", "Not qualified", …). */
export function CpaStatusBadge({ status }: { status: CpaStatus }) {
  const { label, tone } = cpaStatusLooks[status];
  const look = tones[tone];
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        look.badge,
      )}
    >
      <span aria-hidden="true" className={cx('size-1.5 rounded-full', look.dot)} />
      {label}
    </span>
  );
}
