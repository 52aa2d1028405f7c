import type { ReactNode, Ref } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { cx } from './cx';

/** How one status looks: its icon and colours (the badge's classes carry background, text and border). */
export interface StatusLook {
  Icon: LucideIcon;
  icon: string;
  badge: string;
}

export interface StatusSummaryProps {
  look: StatusLook;
  badge: string;
  headline: string;
  explanation: string;
  /** For a screen that moves the keyboard to the headline (it gets tabIndex -1 then). */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The headline changes in place while the screen is open (announced politely). */
  live?: boolean;
  /** What is particular to the status, below its explanation. */
  children?: ReactNode;
}

/** A status at the top of a card: icon, badge ("Status: …" to a screen reader), headline and what it means. */
export function StatusSummary({
  look,
  badge,
  headline,
  explanation,
  headingRef,
  live = false,
  children,
}: StatusSummaryProps) {
  return (
    <div className="flex items-start gap-4">
      <look.Icon aria-hidden="true" className={cx('mt-0.5 size-9 shrink-0', look.icon)} />
      <div className="min-w-0">
        <p className={cx('inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold', look.badge)}>
          <span className="sr-only">
            <Trans>Status:</Trans>{' '}
          </span>
          {badge}
        </p>
        <h2
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          aria-live={live ? 'polite' : undefined}
          className="mt-2 text-lg font-semibold text-ink focus:outline-none"
        >
          {headline}
        </h2>
        <p className="mt-1 text-sm text-muted">{explanation}</p>
        {children}
      </div>
    </div>
  );
}
