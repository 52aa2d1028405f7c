import { ConfirmDialog } from '../../../components/confirm-dialog';
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
  return (
    <ConfirmDialog
      open={page !== null}
      title="Remove this landing page?"
      description={
        page && (
          <span className="[overflow-wrap:anywhere]">
            Links to “{page.label}” ({page.prefix}) will land on the default landing page from now on. Their
            clicks still count.
          </span>
        )
      }
      confirmLabel="Remove page"
      onConfirm={async () => {
        if (page) onClose(await remove.mutateAsync(page.id));
      }}
      onCancel={() => onClose(null)}
      finalFocus={finalFocus}
    />
  );
}
