import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { cx } from './cx';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  ref?: Ref<HTMLInputElement>;
}

/** A native checkbox with its label; the whole row is the click target. */
export function CheckboxField({ label, id, className, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className={cx('flex min-h-10 items-center gap-2', className)}>
      <input
        id={inputId}
        type="checkbox"
        className="size-5 shrink-0 cursor-pointer rounded accent-[#16181d]"
        {...input}
      />
      <label htmlFor={inputId} className="cursor-pointer text-sm text-ink">
        {label}
      </label>
    </div>
  );
}
