import { brandName } from '@/lib/brand';
import { cx } from './ui/cx';

/** The brand's mark and name. */
export function BrandMark({ className, compact = false, onPrimary = false }: { className?: string; compact?: boolean; onPrimary?: boolean }) {
  const name = brandName();
  return (
    <span className={cx('inline-flex min-w-0 items-center gap-2 font-semibold text-ink', className)}>
      <span aria-hidden="true" className={cx('grid size-8 shrink-0 place-items-center rounded-lg text-sm font-bold', onPrimary ? 'bg-ink text-primary' : 'bg-primary text-on-primary')}>
        {name.charAt(0).toUpperCase()}
      </span>
      <span className={cx('truncate', compact && 'sr-only sm:not-sr-only')}>{name}</span>
    </span>
  );
}
