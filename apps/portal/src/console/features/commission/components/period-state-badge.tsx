import type { PeriodState } from '@affiliate/contract/endpoints/operator-commission';
import { cx } from '@/components/ui/cx';
import { stateLabels } from '../lib/period-labels';

const looks: Record<PeriodState, string> = {
  running: 'border border-line bg-canvas text-muted',
  ready: 'bg-info-soft text-info-ink',
  waiting: 'border border-line bg-canvas text-muted',
  closed: 'bg-success-soft text-success-ink',
};

export function PeriodStateBadge({ state }: { state: PeriodState }) {
  return (
    <span
      className={cx(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        looks[state],
      )}
    >
      {stateLabels[state].label}
    </span>
  );
}
