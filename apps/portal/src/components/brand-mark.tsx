import { brandName } from '@/lib/brand';
import { cx } from './ui/cx';

/**
 * The brand's mark and name. `fitPhone` (the top bar, where the menus take most of a phone's width):
 * smaller type below the tablet breakpoint, wrapping onto a second line rather than cutting the name.
 */
export function BrandMark({
  className,
  compact = false,
  onPrimary = false,
  fitPhone = false,
}: {
  className?: string;
  compact?: boolean;
  onPrimary?: boolean;
  fitPhone?: boolean;
}) {
  const name = brandName();
  return (
    <span className={cx('inline-flex min-w-0 items-center gap-2 font-semibold text-ink', className)}>
      <span
        aria-hidden="true"
        className={cx(
          'grid size-8 shrink-0 place-items-center rounded-lg text-sm font-bold',
          onPrimary ? 'bg-ink text-primary' : 'bg-primary text-on-primary',
        )}
      >
        {name.charAt(0).toUpperCase()}
      </span>
      <span
        className={cx(
          fitPhone ? 'text-sm leading-tight [overflow-wrap:anywhere] sm:truncate sm:text-base' : 'truncate',
          compact && 'sr-only sm:not-sr-only',
        )}
      >
        {name}
      </span>
    </span>
  );
}
