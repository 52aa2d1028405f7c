import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { ChevronDown } from 'lucide-react';
import { cx } from './cx';

export interface SelectOption {
  value: string;
  label: string;
  /** Options with a group are listed under its name (an optgroup); the closed select shows the label alone. */
  group?: string | undefined;
}

/** The options by group, each group where its first option stands (options without a group stay loose). */
function grouped(
  options: ReadonlyArray<SelectOption>,
): Array<{ group: string | undefined; options: SelectOption[] }> {
  const runs: Array<{ group: string | undefined; options: SelectOption[] }> = [];
  for (const option of options) {
    const run = option.group === undefined ? undefined : runs.find((r) => r.group === option.group);
    if (run) run.options.push(option);
    else runs.push({ group: option.group, options: [option] });
  }
  return runs;
}

const optionElement = (option: SelectOption) => (
  <option key={option.value} value={option.value}>
    {option.label}
  </option>
);

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
          {grouped(options).map((run, i) =>
            run.group === undefined ? (
              run.options.map(optionElement)
            ) : (
              <optgroup key={`${run.group}-${i}`} label={run.group}>
                {run.options.map(optionElement)}
              </optgroup>
            ),
          )}
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
