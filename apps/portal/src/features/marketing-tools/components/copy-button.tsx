import { useEffect, useRef, useState, type RefObject } from 'react';
import { Check, Copy } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { copyText, type CopyOutcome } from '../lib/copy-text';

const CONFIRMATION_MS = 2500;

export interface CopyButtonProps {
  text: string;
  /** What is copied, for the button's name and the confirmation: 'snippet', 'link'. */
  what: string;
  /** The field that shows the text: selected when the clipboard is refused. */
  field?: RefObject<HTMLInputElement | HTMLTextAreaElement | null>;
  className?: string;
  disabled?: boolean;
}

/**
 * Copy to the clipboard, with a visible 'Copied' that a screen reader hears too (aria-live). When the
 * browser refuses the clipboard, the text is selected in its field and the user is told to copy it.
 */
export function CopyButton({ text, what, field, className, disabled }: CopyButtonProps) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const result = await copyText(text, field?.current);
    setOutcome(result);
    clearTimeout(timer.current);
    if (result === 'copied') timer.current = setTimeout(() => setOutcome(null), CONFIRMATION_MS);
  };

  return (
    <span className={className}>
      <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          variant="secondary"
          size="sm"
          aria-label={t`Copy ${what}`}
          disabled={disabled}
          onClick={() => void copy()}
        >
          {outcome === 'copied' ? (
            <Check aria-hidden="true" className="size-4 text-success-ink" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          <Trans>Copy</Trans>
        </Button>
        <span aria-live="polite" className="text-sm font-medium text-success-ink">
          {outcome === 'copied' ? t`Copied` : ''}
          {outcome === 'selected' ? (
            <span className="text-ink">
              <Trans>Selected: press Ctrl+C (⌘C on a Mac) to copy.</Trans>
            </span>
          ) : (
            ''
          )}
        </span>
      </span>
    </span>
  );
}
