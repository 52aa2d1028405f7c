import { brandName } from '@/lib/brand';
import { cx } from './ui/cx';

/** The brand's mark and name. */
export function BrandMark({ className, compact = false }: { className?: string; compact?: boolean }) {
  const name = brandName();
  return (
    <span className={cx('inline-flex items-center gap-2 font-semibold text-ink', className)}>
      <span aria-hidden="true" className="grid size-8 place-items-center rounded-lg bg-primary text-sm font-bold text-on-primary">
        {name.charAt(0).toUpperCase()}
      </span>
      <span className={cx(compact && 'sr-only sm:not-sr-only')}>{name}</span>
    </span>
  );
}
