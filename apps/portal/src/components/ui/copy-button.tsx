import { Check, Copy } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from './button';
import { useClipboardCopy } from './use-clipboard-copy';

export interface CopyButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** What goes to the clipboard. */
  text: string;
  label?: string;
}

/**
 * Copies a text to the clipboard and says so for two seconds, in the button and to screen readers; when
 * the browser refuses (no permission, an insecure page), it says how to copy by hand instead.
 */
export function CopyButton({ text, label, variant = 'secondary', size = 'sm', ...button }: CopyButtonProps) {
  const { outcome, copy } = useClipboardCopy(text);
  const { t } = useLingui();

  const Icon = outcome === 'copied' ? Check : Copy;
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button variant={variant} size={size} onClick={() => void copy()} {...button}>
        <Icon aria-hidden="true" className="size-4" />
        {label ?? t`Copy`}
      </Button>
      <span role="status" className="text-sm text-muted">
        {outcome === 'copied' && t`Copied`}
        {outcome === 'failed' && t`Your browser did not allow copying: select the text and copy it yourself.`}
      </span>
    </span>
  );
}
