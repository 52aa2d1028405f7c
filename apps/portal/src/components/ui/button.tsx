import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import { Spinner } from './spinner';
import { cx } from './cx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

const variants: Record<ButtonVariant, string> = {
  // Yellow carries dark ink only (contrast); never yellow text on white.
  primary: 'bg-primary text-on-primary hover:bg-primary-hover shadow-sm',
  secondary: 'bg-surface text-ink border border-line hover:bg-canvas',
  ghost: 'bg-transparent text-ink hover:bg-black/5',
  danger: 'bg-error-ink text-white hover:bg-[#912018]',
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  loading?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

// A minimum height, not a fixed one: a label longer in another language ("Alle anderen Sitzungen
// abmelden") wraps onto a second line inside the button instead of spilling over its border.
const sizes = {
  sm: 'min-h-8 px-3 py-1 text-sm',
  md: 'min-h-10 px-4 py-2 text-sm',
  lg: 'min-h-12 px-5 py-2.5 text-base',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'> = {}) {
  return cx(
    'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-info-ink',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    fullWidth && 'w-full',
  );
}

/**
 * Pressing a submit button does not take the focus from the field being edited. Otherwise that field's
 * blur validation runs between press and release: its message appears or goes, the form's height
 * changes, the button moves from under the pointer, and the release lands elsewhere, so the click (and
 * the submit) never happens. The submit validates every field anyway; the keyboard is unaffected.
 */
function keepFocusOnPress(event: MouseEvent<HTMLButtonElement>) {
  if (event.button === 0) event.preventDefault();
}

export function Button({
  variant,
  size,
  loading = false,
  fullWidth,
  className,
  children,
  disabled,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      onMouseDown={type === 'submit' ? keepFocusOnPress : undefined}
      className={cx(buttonClasses({ variant, size, fullWidth }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  );
}
