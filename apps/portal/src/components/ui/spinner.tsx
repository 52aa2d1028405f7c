import { cx } from './cx';

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-4' };

/** A decorative spinner; the surrounding element says what is loading. */
export function Spinner({ size = 'md', className }: { size?: keyof typeof sizes; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-block shrink-0 rounded-full border-current border-r-transparent',
        sizes[size],
        className,
      )}
      style={{ animation: 'portal-spin 0.8s linear infinite' }}
    />
  );
}
