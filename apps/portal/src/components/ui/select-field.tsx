import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cx } from './cx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: ReadonlyArray<SelectOption>;
  hint?: string;
  /** A validation message; the select is then marked invalid and described by it. */
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select: keyboard and screen-reader support come with the platform. */
export function SelectField({
  label,
  options,
  hint,
  error,
  id,
  className,
  ref,
  ...select
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const hintId = hint && !error ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={cx('flex min-w-0 flex-col gap-1.5', className)}>
      <label htmlFor={selectId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          aria-invalid={error ? true : undefined}
          className={cx(
            'h-11 w-full appearance-none rounded-lg border bg-surface pl-3 pr-8 text-base text-ink shadow-xs sm:h-10 sm:text-sm',
            error ? 'border-error-ink' : 'border-line hover:border-[#c9ccd3]',
            'focus:outline-none focus-visible:border-info-ink focus-visible:ring-3 focus-visible:ring-info/40',
            'disabled:cursor-not-allowed disabled:bg-canvas disabled:text-muted',
          )}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute right-2.5 top-1/2 size-4 -translate-y-1/2 text-muted"
        />
      </div>
      {hint && !error && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-error-ink">
          {error}
        </p>
      )}
    </div>
  );
}
