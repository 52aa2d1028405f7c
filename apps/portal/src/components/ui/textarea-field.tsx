import { useId, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from './cx';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
  /** Shown under the field at the right, e.g. a character count; read with the field's description. */
  counter?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with its hint, counter and error, wired for assistive technology. */
export function TextareaField({
  label,
  error,
  hint,
  counter,
  id,
  className,
  ref,
  ...textarea
}: TextareaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint && !error ? `${fieldId}-hint` : undefined;
  const counterId = counter ? `${fieldId}-counter` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={fieldId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, counterId, errorId].filter(Boolean).join(' ') || undefined}
        className={cx(
          'min-h-40 w-full resize-y rounded-lg border bg-surface px-3 py-2 text-base text-ink shadow-xs transition-colors sm:text-sm',
          'placeholder:text-muted focus:outline-none focus-visible:border-info-ink focus-visible:ring-3 focus-visible:ring-info/40',
          error ? 'border-error-ink' : 'border-line hover:border-[#c9ccd3]',
        )}
        {...textarea}
      />
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        {error ? (
          <p id={errorId} className="text-sm text-error-ink">
            {error}
          </p>
        ) : hint ? (
          <p id={hintId} className="text-xs text-muted">
            {hint}
          </p>
        ) : (
          <span />
        )}
        {counter && (
          <p id={counterId} className="ml-auto text-xs tabular-nums text-muted">
            {counter}
          </p>
        )}
      </div>
    </div>
  );
}
