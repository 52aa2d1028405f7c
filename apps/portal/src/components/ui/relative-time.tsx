import { formatDateTime, formatRelativeTime } from '@/lib/dates';
import { useNow } from '@/lib/use-now';

/**
 * "5 minutes ago" that keeps counting while the page stays open. Only this element re-renders on the
 * clock, not the screen around it.
 */
export function RelativeTime({ value }: { value: string }) {
  const now = useNow(30_000);
  return (
    <time dateTime={value} title={formatDateTime(value)}>
      {formatRelativeTime(value, now)}
    </time>
  );
}
