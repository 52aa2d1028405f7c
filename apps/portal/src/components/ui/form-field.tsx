import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cx } from './cx';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
  /**
   * Keeps one line under the input for the hint or error even when there is neither, so an error
   * appearing or clearing (on blur, as the pointer heads for the form's button) moves nothing below.
   */
  reserveMessageLine?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error, wired for assistive technology. */
export function FormField({
  label,
  error,
  hint,
  reserveMessageLine = false,
  id,
  className,
  ref,
  ...input
}: FormFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        className={cx(
          'h-11 w-full rounded-lg border bg-surface px-3 text-base text-ink shadow-xs transition-colors sm:text-sm',
          'placeholder:text-muted focus:outline-none focus-visible:border-info-ink focus-visible:ring-3 focus-visible:ring-info/40',
          error ? 'border-error-ink' : 'border-line hover:border-[#c9ccd3]',
        )}
        {...input}
      />
      {hint && !error && (
        <p id={hintId} className={cx('text-xs text-muted', reserveMessageLine && 'min-h-5 leading-5')}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="min-h-5 text-sm text-error-ink">
          {error}
        </p>
      )}
      {reserveMessageLine && !hint && !error && <p aria-hidden="true" className="min-h-5" />}
    </div>
  );
}
