import { cx } from './cx';

/** The theme's colours a status badge takes: the word's meaning, never its only sign. */
export type StatusTone = 'success' | 'error' | 'info' | 'primary' | 'neutral';

/**
 * The theme's colours (success #47CC95, error #FF6060, info #539AFB, primary #FBCC04) as the badge's dot
 * and border; the label is dark ink on the colour's soft tint, so it reads at 4.5:1 or better.
 */
const tones: Record<StatusTone, { badge: string; dot: string }> = {
  success: { badge: 'border-success/60 bg-success-soft text-success-ink', dot: 'bg-success' },
  error: { badge: 'border-error/60 bg-error-soft text-error-ink', dot: 'bg-error' },
  info: { badge: 'border-info/60 bg-info-soft text-info-ink', dot: 'bg-info' },
  primary: { badge: 'border-primary bg-primary-soft text-ink', dot: 'bg-primary' },
  neutral: { badge: 'border-line bg-canvas text-muted', dot: 'bg-muted' },
};

/** A status as a small badge with its word (a transaction's, a player's CPA). */
export function StatusBadge({ label, tone }: { label: string; tone: StatusTone }) {
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
