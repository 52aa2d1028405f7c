import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { readApiFailure } from '@/lib/api-error';
import { useRetireBanner, type CatalogueBanner } from '../api/banners';

/** Confirms retiring a banner: affiliates no longer find it, while what they saved and published keeps working. */
export function RetireBannerDialog({
  banner,
  finalFocus,
  onClose,
}: {
  banner: CatalogueBanner | null;
  /** Where focus goes once the banner is retired (its Retire button is gone). */
  finalFocus: () => HTMLElement | null;
  onClose: (retired: CatalogueBanner | null) => void;
}) {
  const retire = useRetireBanner();

  const close = (retired: CatalogueBanner | null) => {
    retire.reset();
    onClose(retired);
  };
  const confirm = async () => {
    if (!banner) return;
    try {
      close(await retire.mutateAsync(banner.id));
    } catch {
      // Told in the dialog from retire.error.
    }
  };

  return (
    <ModalDialog
      open={banner !== null}
      onOpenChange={(open) => !open && close(null)}
      title="Retire this banner?"
      description={
        banner && (
          <span className="[overflow-wrap:anywhere]">
            “{banner.name}” is no longer offered to affiliates. Banners they have saved and snippets already published keep working.
          </span>
        )
      }
      widthClass="w-[min(92vw,460px)]"
      finalFocus={finalFocus}
    >
      <div className="mt-5 flex flex-col gap-4 text-left">
        {retire.isError && <Alert>{readApiFailure(retire.error).message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(null)}>
            Cancel
          </Button>
          <Button variant="danger" loading={retire.isPending} onClick={() => void confirm()}>
            Retire banner
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
