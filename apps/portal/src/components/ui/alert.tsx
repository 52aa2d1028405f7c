import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { cx } from './cx';

const tones = {
  error: { box: 'bg-error-soft border-error/40 text-error-ink', Icon: CircleAlert },
  success: { box: 'bg-success-soft border-success/50 text-success-ink', Icon: CircleCheck },
  info: { box: 'bg-info-soft border-info/40 text-info-ink', Icon: Info },
  warning: { box: 'bg-primary-soft border-primary text-ink', Icon: TriangleAlert },
};

/** An inline message; errors are announced (role=alert), the others politely (role=status). */
export function Alert({
  tone = 'error',
  children,
  className,
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm', box, className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
