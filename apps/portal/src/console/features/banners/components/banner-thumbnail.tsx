import {
  bannerSizesList,
  parseBannerSize,
  type CatalogueBanner,
} from '@affiliate/contract/endpoints/banners';

/** The first size's creative, scaled down to a thumbnail; a text link's headline. The name beside it names the banner. */
export function BannerThumbnail({ banner }: { banner: CatalogueBanner }) {
  if (!banner.preview_url) {
    return (
      <span className="line-clamp-2 w-24 text-xs font-semibold break-words text-info-ink underline">
        {banner.text ?? banner.name}
      </span>
    );
  }
  const pixels = parseBannerSize(bannerSizesList(banner.sizes)[0] ?? '');
  return (
    <img
      src={banner.preview_url}
      alt=""
      loading="lazy"
      decoding="async"
      width={pixels?.width ?? 96}
      height={pixels?.height ?? 48}
      className="block h-auto max-h-12 w-auto max-w-24 object-contain"
    />
  );
}
