import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BannerOption, SavedBanner } from '@affiliate/contract/endpoints/banners';
import { buttonClasses, Button } from '@/components/ui/button';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { formatCount } from '@/lib/money';
import { creativeAddress, gatewayAddress } from '../api/creative-address';
import { bannerSnippetQueryOptions } from '../api/get-banner-snippet';
import { savedBannersQueryOptions } from '../api/get-saved-banners';
import { sizeLabel, sizeOptions } from '../lib/banner-sizes';
import { CopyButton } from './copy-button';
import { CreativePreview } from './creative-preview';

export interface BannerPreviewDialogProps {
  entry: SavedBanner | null;
  /** The catalogue, for the banner's other sizes and a text link's headline. */
  catalogue: BannerOption[] | undefined;
  onClose: () => void;
  finalFocus?: () => HTMLElement | null | undefined;
}

const fieldClassName =
  'w-full rounded-lg border border-line bg-canvas px-3 py-2 font-mono text-xs text-ink focus:outline-none focus-visible:border-info-ink focus-visible:ring-3 focus-visible:ring-info/40';

/** How often the clicks are read again while the preview stays open. */
export const PREVIEW_CLICKS_REFRESH_MS = 15_000;

function PreviewBody({ entry, catalogue }: { entry: SavedBanner; catalogue: BannerOption[] | undefined }) {
  const { t } = useLingui();
  const [size, setSize] = useState(entry.size);
  // The entry the dialog opened with is a snapshot: its clicks are read again from the archive when
  // the dialog opens and every few seconds while it stays open (clicks arrive while the affiliate looks).
  const archive = useQuery({
    ...savedBannersQueryOptions(),
    refetchOnMount: 'always',
    refetchInterval: PREVIEW_CLICKS_REFRESH_MS,
  });
  const clicks = archive.data?.find((saved) => saved.id === entry.id)?.clicks ?? entry.clicks;
  const snippet = useQuery(bannerSnippetQueryOptions(entry.id, size));
  const snippetRef = useRef<HTMLTextAreaElement>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const catalogueBanner = catalogue?.find((banner) => banner.id === entry.banner);
  const sizes = catalogueBanner ? sizeOptions(catalogueBanner.sizes) : [];
  const src =
    entry.type === 'text'
      ? null
      : size === entry.size && entry.image_url
        ? gatewayAddress(entry.image_url)
        : creativeAddress(entry.banner, size);
  const link = snippet.data?.tracking_url ?? entry.tracking_url;
  // The affiliate's and the brand's names go into the sentence as elements: <Trans> would read a tag
  // typed in a name (`Spring <b>sale</b>`) as its own markup.
  const campaign = <>{entry.campaign_name}</>;
  const banner = <>{entry.banner_name}</>;
  const code = entry.referral_code;
  const saved = formatDate(entry.created_at);
  const sizeName = sizeLabel(size);

  return (
    <div className="mt-4 flex flex-col gap-5 text-left">
      <p className="break-words text-sm text-muted">
        <Trans>
          <span className="font-medium text-ink">{campaign}</span> · {banner} · code {code} · saved {saved}
        </Trans>
      </p>

      {sizes.length > 1 && (
        <SelectField
          label={t`Size`}
          className="max-w-xs"
          options={sizes}
          value={size}
          onChange={(event) => setSize(event.target.value)}
          hint={t`The snippet follows the size you pick.`}
        />
      )}

      <CreativePreview
        src={src}
        size={size}
        alt={`${entry.banner_name}, ${sizeName}`}
        headline={catalogueBanner?.text}
      />

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${ids}-snippet`} className="text-sm font-medium text-ink">
          <Trans>HTML snippet</Trans>
        </label>
        {snippet.isError ? (
          <LoadFailedAlert
            message={t`We could not load the snippet.`}
            error={snippet.error}
            retrying={snippet.isFetching}
            onRetry={() => void snippet.refetch()}
          />
        ) : snippet.data ? (
          <textarea
            ref={snippetRef}
            id={`${ids}-snippet`}
            readOnly
            rows={4}
            value={snippet.data.html}
            aria-busy={snippet.isPlaceholderData || undefined}
            aria-describedby={`${ids}-snippet-hint`}
            className={`${fieldClassName} resize-y break-all`}
          />
        ) : (
          <Skeleton className="h-24 w-full" />
        )}
        <p id={`${ids}-snippet-hint`} className="text-xs text-muted">
          <Trans>Paste it into your page's HTML where the banner should appear.</Trans>
        </p>
        <CopyButton
          text={snippet.data?.html ?? ''}
          what={t`HTML snippet`}
          field={snippetRef}
          disabled={!snippet.data || snippet.isPlaceholderData}
        />
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${ids}-link`} className="text-sm font-medium text-ink">
          <Trans>Tracking link</Trans>
        </label>
        <input ref={linkRef} id={`${ids}-link`} readOnly value={link} className={`${fieldClassName} h-10`} />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <CopyButton text={link} what={t`tracking link`} field={linkRef} />
          <a
            href={link}
            target="_blank"
            rel="noopener"
            className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            <Trans>
              Open link<span className="sr-only"> (opens in a new tab)</span>
            </Trans>
          </a>
        </div>
      </div>

      <dl className="flex items-baseline gap-2 text-sm">
        <dt className="text-muted">
          <Trans>Clicks</Trans>
        </dt>
        <dd className="text-lg font-semibold tabular-nums text-ink">{formatCount(clicks)}</dd>
      </dl>
    </div>
  );
}

/**
 * The banner preview modal: the creative at its size, the HTML snippet and the
 * tracking link to copy, and the clicks so far.
 */
export function BannerPreviewDialog({ entry, catalogue, onClose, finalFocus }: BannerPreviewDialogProps) {
  const { t } = useLingui();
  return (
    <ModalDialog
      open={entry !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t`Banner preview`}
      widthClass="w-[min(94vw,44rem)]"
      {...(finalFocus ? { finalFocus } : {})}
    >
      {entry && <PreviewBody key={entry.id} entry={entry} catalogue={catalogue} />}
      <div className="mt-6 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}
