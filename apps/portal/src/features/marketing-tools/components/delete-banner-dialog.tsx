import type { SavedBanner } from '@affiliate/contract/endpoints/banners';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
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
    <ModalDialog
      open={entry !== null}
      onOpenChange={(open) => !open && !deleting && onCancel()}
      title="Delete this banner?"
      description={
        entry ? (
          <>
            <span className="font-medium text-ink">{entry.campaign_name}</span> ({entry.banner_name}, {sizeLabel(entry.size)}) leaves your archive. Copies already
            on your sites keep working and counting clicks.
          </>
        ) : undefined
      }
    >
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={deleting}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm} loading={deleting}>
          Delete banner
        </Button>
      </div>
    </ModalDialog>
  );
}
