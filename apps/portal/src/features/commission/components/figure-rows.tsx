import type { ReactNode } from 'react';
import { cx } from '@/components/ui/cx';

/**
 * A list of figures, label on the left and amount on the right. The label column shrinks and wraps, the
 * amounts never break, so the list fits a 360 px phone.
 */
export function FigureRows({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="group" aria-label={label}>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1.5 text-sm">{children}</dl>
    </div>
  );
}

/**
 * One figure. `hint` is a line under it (what it means, what is left to the next tier); `total` sets it
 * apart as what the rows above come to.
 */
export function FigureRow({
  label,
  children,
  hint,
  strong = false,
  total = false,
}: {
  label: ReactNode;
  children: ReactNode;
  hint?: ReactNode;
  strong?: boolean;
  total?: boolean;
}) {
  const bold = strong || total;
  return (
    <div className="contents">
      <dt
        className={cx(bold ? 'font-semibold text-ink' : 'text-muted', total && 'border-t border-line pt-2')}
      >
        {label}
      </dt>
      <dd
        className={cx(
          'whitespace-nowrap text-right tabular-nums text-ink',
          bold && 'font-semibold',
          total && 'border-t border-line pt-2',
        )}
      >
        {children}
      </dd>
      {hint && <dd className="col-span-2 -mt-1 text-xs text-muted">{hint}</dd>}
    </div>
  );
}
