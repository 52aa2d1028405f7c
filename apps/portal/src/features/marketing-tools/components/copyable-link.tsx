import { useId, useRef, type ReactNode } from 'react';
import { cx } from '@/components/ui/cx';
import { CopyButton } from './copy-button';

/**
 * A link to copy: shown in a read-only field (selected there when the clipboard is refused), with its
 * label (only for screen readers where the surroundings already say what it is) and a copy button.
 */
export function CopyableLink({
  label,
  hideLabel = false,
  link,
  what,
  note,
}: {
  label: string;
  hideLabel?: boolean;
  link: string;
  what: string;
  note?: ReactNode;
}) {
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  return (
    <>
      <label htmlFor={id} className={cx(hideLabel ? 'sr-only' : 'text-sm font-medium text-ink')}>
        {label}
      </label>
      <input
        ref={field}
        id={id}
        readOnly
        value={link}
        className="h-10 w-full min-w-0 rounded-lg border border-line bg-canvas px-3 font-mono text-xs text-ink focus:outline-none focus-visible:border-info-ink focus-visible:ring-3 focus-visible:ring-info/40"
      />
      {note}
      <CopyButton text={link} what={what} field={field} />
    </>
  );
}
