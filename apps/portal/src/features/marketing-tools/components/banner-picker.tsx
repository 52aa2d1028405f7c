import { Fragment, useId, type Ref } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { bannerSizesList, parseBannerSize, type BannerOption } from '@affiliate/contract/endpoints/banners';
import { cx } from '@/components/ui/cx';
import { Skeleton } from '@/components/ui/skeleton';
import { gatewayAddress } from '../api/creative-address';
import { sizeLabel } from '../lib/banner-sizes';

export interface BannerPickerProps {
  banners: BannerOption[] | undefined;
  value: string;
  onChange: (bannerId: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  /** Why there is nothing to pick yet (no type or language chosen, or none in the catalogue). */
  emptyText: string;
  loading: boolean;
  /** The first radio, for focusing the field on an error. */
  ref?: Ref<HTMLInputElement>;
}

function Thumbnail({ banner }: { banner: BannerOption }) {
  if (!banner.preview_url) {
    return (
      <span className="line-clamp-3 break-words px-1 text-center text-sm font-semibold text-info-ink underline">
        {banner.text ?? banner.name}
      </span>
    );
  }
  const pixels = parseBannerSize(bannerSizesList(banner.sizes)[0] ?? '');
  return (
    <img
      src={gatewayAddress(banner.preview_url)}
      alt={banner.name}
      loading="lazy"
      decoding="async"
      width={pixels?.width ?? 120}
      height={pixels?.height ?? 90}
      className="block h-auto max-h-24 w-auto max-w-full object-contain"
    />
  );
}

/**
 * The catalogue banners as a radio group of cards with thumbnails: Tab reaches the group, the arrow
 * keys move between banners and choose, as with any set of radio buttons.
 */
export function BannerPicker({
  banners,
  value,
  onChange,
  onBlur,
  error,
  emptyText,
  loading,
  ref,
}: BannerPickerProps) {
  const { t } = useLingui();
  const name = useId();
  const errorId = `${name}-error`;
  const legendId = `${name}-legend`;
  const listed = !loading && banners !== undefined && banners.length > 0;
  // A radiogroup must hold radios (axe): while there are none it is a plain block with its text.
  const group = listed
    ? {
        role: 'radiogroup',
        'aria-labelledby': legendId,
        'aria-describedby': error ? errorId : undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': true,
      }
    : {};
  return (
    <div {...group} className="min-w-0">
      <span id={legendId} className="text-sm font-medium text-ink">
        <Trans>Banner</Trans>
      </span>
      {loading ? (
        <div
          role="status"
          aria-label={t`Loading banners`}
          className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4"
        >
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-36 w-full rounded-xl" />
          ))}
        </div>
      ) : !listed || !banners ? (
        <p className="mt-2 rounded-lg border border-dashed border-line bg-canvas px-3 py-4 text-sm text-muted">
          {emptyText}
        </p>
      ) : (
        <div className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
          {banners.map((banner, index) => {
            const id = String(banner.id);
            const checked = value === id;
            const labelId = `${name}-${id}-name`;
            return (
              <label
                key={id}
                className={cx(
                  'relative flex min-w-0 cursor-pointer flex-col rounded-xl border bg-surface p-2 shadow-xs transition-colors',
                  'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-info-ink',
                  checked
                    ? 'border-ink ring-2 ring-ink'
                    : error
                      ? 'border-error-ink'
                      : 'border-line hover:border-[#c9ccd3]',
                )}
              >
                <input
                  ref={index === 0 ? ref : undefined}
                  type="radio"
                  name={name}
                  value={id}
                  checked={checked}
                  aria-labelledby={labelId}
                  aria-describedby={`${labelId}-sizes`}
                  onChange={() => onChange(id)}
                  onBlur={onBlur}
                  className="sr-only"
                />
                <span className="flex h-28 items-center justify-center overflow-hidden rounded-lg bg-canvas p-1">
                  <Thumbnail banner={banner} />
                </span>
                <span id={labelId} className="mt-2 line-clamp-2 break-words text-sm font-medium text-ink">
                  {banner.name}
                </span>
                <span id={`${labelId}-sizes`} className="text-xs text-muted">
                  {bannerSizesList(banner.sizes).map((size, i) => (
                    <Fragment key={size}>
                      {i > 0 && ', '}
                      <span className="whitespace-nowrap">{sizeLabel(size)}</span>
                    </Fragment>
                  ))}
                </span>
              </label>
            );
          })}
        </div>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-error-ink">
          {error}
        </p>
      )}
    </div>
  );
}
