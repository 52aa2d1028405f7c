import type { ReactNode } from 'react';
import { cx } from './cx';

export interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  className?: string;
  /** The label's heading level, to fit the page's outline (h2 by default). */
  headingLevel?: 2 | 3;
  /** Extra content below the figure, for example its definition. */
  children?: ReactNode;
}

/** One figure with its label, for dashboards and summaries. */
export function StatCard({ label, value, hint, icon, className, headingLevel = 2, children }: StatCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <section
      aria-label={label}
      className={cx('@container rounded-xl border border-line bg-surface p-4 shadow-xs sm:p-5', className)}
    >
      <div className="flex items-start justify-between gap-3">
        {/* A label may be one long word (German's "Registrierungen"): it breaks rather than widening a
            phone's two-column grid. */}
        <Heading className="min-w-0 text-sm font-medium text-muted hyphens-auto wrap-anywhere">
          {label}
        </Heading>
        {/* The icon only decorates: in a card too narrow for it beside the label (a phone's two-column
            grid), it gives its room to the label, so "Geworbene Spieler" is not cut as "Geworben|e". */}
        {icon && (
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary-soft text-ink @max-[11rem]:hidden"
          >
            {icon}
          </span>
        )}
      </div>
      <p className="mt-2 break-words text-2xl font-semibold tracking-tight text-ink tabular-nums">{value}</p>
      {hint && <p className="mt-1 text-xs text-muted">{hint}</p>}
      {children && <div className="mt-2">{children}</div>}
    </section>
  );
}
