import type { SavedBanner } from '@affiliate/contract/endpoints/banners';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { sizeLabel } from '../lib/banner-sizes';

export interface DeleteBannerDialogProps {
  entry: SavedBanner | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a saved banner leaves the archive; its published links keep working either way. */
export function DeleteBannerDialog({ entry, deleting, onConfirm, onCancel }: DeleteBannerDialogProps) {
  return (
    <ConfirmDialog
      open={entry !== null}
      title="Delete this banner?"
      description={
        entry ? (
          <>
            <span className="font-medium text-ink">{entry.campaign_name}</span> ({entry.banner_name},{' '}
            {sizeLabel(entry.size)}) leaves your archive. Copies already on your sites keep working and
            counting clicks.
          </>
        ) : undefined
      }
      confirmLabel="Delete banner"
      busy={deleting}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
