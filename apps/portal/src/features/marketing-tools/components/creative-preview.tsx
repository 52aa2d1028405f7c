import { parseBannerSize } from '@affiliate/contract/endpoints/banners';
import { cx } from '@/components/ui/cx';
import { sizeLabel } from '../lib/banner-sizes';

export interface CreativePreviewProps {
  /** The creative's address; null for a text link. */
  src: string | null;
  size: string;
  alt: string;
  /** A text link's headline, shown as the link will read on the affiliate's site. */
  headline?: string | null | undefined;
  className?: string;
}

/**
 * A creative at its real size, scaled down (never up) to the width there is: on a 360 px phone a
 * 728 × 90 leaderboard shrinks to fit instead of pushing the page sideways.
 */
export function CreativePreview({ src, size, alt, headline, className }: CreativePreviewProps) {
  const pixels = parseBannerSize(size);
  return (
    <figure className={cx('min-w-0 rounded-lg border border-line bg-canvas p-3', className)}>
      <div className="flex min-h-16 items-center justify-center">
        {src && pixels ? (
          <img
            src={src}
            alt={alt}
            width={pixels.width}
            height={pixels.height}
            className="block h-auto min-w-0 max-w-full"
            decoding="async"
          />
        ) : (
          <span className="break-words text-center text-base font-semibold text-info-ink underline">
            {headline || alt}
          </span>
        )}
      </div>
      <figcaption className="mt-2 text-center text-xs text-muted">
        {pixels ? `${sizeLabel(size)} px` : sizeLabel(size)}
      </figcaption>
    </figure>
  );
}
