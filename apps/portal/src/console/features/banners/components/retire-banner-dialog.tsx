import { ConfirmDialog } from '../../../components/confirm-dialog';
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
  return (
    <ConfirmDialog
      open={banner !== null}
      title="Retire this banner?"
      description={
        banner && (
          <span className="[overflow-wrap:anywhere]">
            “{banner.name}” is no longer offered to affiliates. Banners they have saved and snippets already
            published keep working.
          </span>
        )
      }
      confirmLabel="Retire banner"
      onConfirm={async () => {
        if (banner) onClose(await retire.mutateAsync(banner.id));
      }}
      onCancel={() => onClose(null)}
      finalFocus={finalFocus}
    />
  );
}
