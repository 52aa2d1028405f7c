import { Check, Copy, ExternalLink } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { cx } from '@/components/ui/cx';
import { useClipboardCopy } from '@/components/ui/use-clipboard-copy';

export interface PayoutReferenceProps {
  reference: string;
  /** What is shown: the reference shortened in the list, whole in the detail view. */
  shown: string;
  explorer: string | null;
  className?: string;
}

/**
 * A payout reference: shown (shortened in the list, its whole value in the tooltip), a button that
 * copies the whole of it and says "Copied", and for a crypto hash a link to the chain's public explorer.
 */
export function PayoutReference({ reference, shown, explorer, className }: PayoutReferenceProps) {
  const { t } = useLingui();
  const { outcome, copy } = useClipboardCopy(reference);

  const Icon = outcome === 'copied' ? Check : Copy;
  return (
    <span className={cx('inline-flex flex-wrap items-center gap-x-1 gap-y-0.5', className)}>
      <span className="whitespace-nowrap font-mono text-xs" title={reference}>
        {shown}
      </span>
      <button
        type="button"
        aria-label={t`Copy reference`}
        title={t`Copy reference`}
        onClick={() => void copy()}
        className="inline-flex size-7 items-center justify-center rounded-md text-muted hover:bg-canvas hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-info"
      >
        <Icon aria-hidden="true" className="size-3.5" />
      </button>
      {explorer && (
        <a
          href={explorer}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t`View on the block explorer (opens in a new tab)`}
          title={t`View on the block explorer`}
          className="inline-flex size-7 items-center justify-center rounded-md text-info-ink hover:bg-canvas focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-info"
        >
          <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      )}
      <span role="status" className="text-xs text-muted">
        {outcome === 'copied' && t`Copied`}
        {outcome === 'failed' && t`Copy not allowed: select the reference in the details.`}
      </span>
    </span>
  );
}
