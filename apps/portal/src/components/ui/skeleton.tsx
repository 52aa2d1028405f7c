import { cx } from './cx';

/** A grey placeholder block while content loads; the loading state itself is announced elsewhere. */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cx('block animate-pulse rounded-md bg-line/70', className)} />;
}
