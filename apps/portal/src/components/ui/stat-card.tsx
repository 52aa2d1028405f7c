import type { ReactNode } from 'react';
import { cx } from './cx';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

/** One figure with its label, for dashboards and summaries. */
export function StatCard({ label, value, hint, icon, className }: StatCardProps) {
  return (
    <section aria-label={label} className={cx('rounded-xl border border-line bg-surface p-4 shadow-xs sm:p-5', className)}>
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-sm font-medium text-muted">{label}</h2>
        {icon && (
          <span aria-hidden="true" className="grid size-9 place-items-center rounded-lg bg-primary-soft text-ink">
            {icon}
          </span>
        )}
      </div>
      <p className="mt-2 text-2xl font-semibold tracking-tight text-ink tabular-nums">{value}</p>
      {hint && <p className="mt-1 text-xs text-muted">{hint}</p>}
    </section>
  );
}
