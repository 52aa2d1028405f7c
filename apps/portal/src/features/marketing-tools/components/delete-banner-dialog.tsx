import type { SavedBanner } from '@affiliate/contract/endpoints/banners';
import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { sizeLabel } from '../lib/banner-sizes';

export interface DeleteBannerDialogProps {
  entry: SavedBanner | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

function DeleteDescription({ entry }: { entry: SavedBanner }) {
  // Names go into the sentence as elements: <Trans> would read a tag typed in a name as its own markup.
  const campaign = <>{entry.campaign_name}</>;
  const banner = <>{entry.banner_name}</>;
  const size = sizeLabel(entry.size);
  return (
    <Trans>
      <span className="font-medium text-ink">{campaign}</span> ({banner}, {size}) leaves your archive. Copies
      already on your sites keep working and counting clicks.
    </Trans>
  );
}

/** Asks before a saved banner leaves the archive; its published links keep working either way. */
export function DeleteBannerDialog({ entry, deleting, onConfirm, onCancel }: DeleteBannerDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open={entry !== null}
      title={t`Delete this banner?`}
      description={entry ? <DeleteDescription entry={entry} /> : undefined}
      confirmLabel={t`Delete banner`}
      busy={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
