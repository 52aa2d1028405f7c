import { bannerSizesList, parseBannerSize } from '@affiliate/contract/endpoints/banners';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { creativePath, type CatalogueBanner } from '../api/banners';
import { bannerKind, sizeLabel } from '../lib/banner-labels';

/** One creative at its real size, scaled down (never up) to fit the dialog, with its dimensions below. */
function Creative({ banner, size }: { banner: CatalogueBanner; size: string }) {
  const pixels = parseBannerSize(size);
  return (
    <figure className="flex min-w-0 flex-col items-start gap-2">
      {pixels ? (
        <img
          src={creativePath(banner.id, size)}
          alt={`${banner.name}, ${sizeLabel(size)}`}
          width={pixels.width}
          height={pixels.height}
          className="block h-auto max-w-full border border-line bg-surface"
        />
      ) : (
        <span className="font-semibold [overflow-wrap:anywhere] text-info-ink underline">
          {banner.text ?? banner.name}
        </span>
      )}
      <figcaption className="text-xs text-muted">{sizeLabel(size)}</figcaption>
    </figure>
  );
}

/** Every size of a banner as affiliates' snippets show it. */
export function BannerPreviewDialog({
  banner,
  onClose,
}: {
  banner: CatalogueBanner | null;
  onClose: () => void;
}) {
  const sizes = banner ? bannerSizesList(banner.sizes) : [];
  return (
    <ModalDialog
      open={banner !== null}
      onOpenChange={(open) => !open && onClose()}
      title={banner ? banner.name : ''}
      description={
        banner &&
        `${bannerKind(banner)} · ${banner.enabled ? 'offered to affiliates' : 'retired'} · ${sizes.length === 1 ? '1 size' : `${sizes.length} sizes`}`
      }
      widthClass="w-[min(92vw,1000px)]"
    >
      <div className="mt-5 flex flex-col gap-6 text-left">
        {banner && sizes.map((size) => <Creative key={size} banner={banner} size={size} />)}
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
