import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { readApiFailure } from '@/lib/api-error';
import { useRemoveLandingPage, type LandingPage } from '../api/landing-pages';

/** Confirms removing a landing page: links already published to it still count, but land on the default page. */
export function RemoveLandingPageDialog({
  page,
  finalFocus,
  onClose,
}: {
  page: LandingPage | null;
  /** Where focus goes once the page is removed (its Remove button is gone). */
  finalFocus: () => HTMLElement | null;
  onClose: (removed: LandingPage | null) => void;
}) {
  const remove = useRemoveLandingPage();

  const close = (removed: LandingPage | null) => {
    remove.reset();
    onClose(removed);
  };
  const confirm = async () => {
    if (!page) return;
    try {
      close(await remove.mutateAsync(page.id));
    } catch {
      // Told in the dialog from remove.error.
    }
  };

  return (
    <ModalDialog
      open={page !== null}
      onOpenChange={(open) => !open && close(null)}
      title="Remove this landing page?"
      description={
        page && (
          <span className="[overflow-wrap:anywhere]">
            Links to “{page.label}” ({page.prefix}) will land on the default landing page from now on. Their clicks still count.
          </span>
        )
      }
      widthClass="w-[min(92vw,460px)]"
      finalFocus={finalFocus}
    >
      <div className="mt-5 flex flex-col gap-4 text-left">
        {remove.isError && <Alert>{readApiFailure(remove.error).message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => close(null)}>
            Cancel
          </Button>
          <Button variant="danger" loading={remove.isPending} onClick={() => void confirm()}>
            Remove page
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
