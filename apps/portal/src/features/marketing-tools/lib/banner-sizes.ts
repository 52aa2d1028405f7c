import { t } from '@lingui/core/macro';
import { bannerSizesList, parseBannerSize, TEXT_LINK_SIZE } from '@affiliate/contract/endpoints/banners';

export interface SizeOption {
  value: string;
  label: string;
}

/** `300x250` -> `300 × 250`; a text link's size reads as what it is (in the portal's language, read at render). */
export function sizeLabel(size: string): string {
  if (size === TEXT_LINK_SIZE) return t`Text link`;
  const pixels = parseBannerSize(size);
  return pixels ? `${pixels.width} × ${pixels.height}` : size;
}

/** The size select's options from a catalogue banner's sizes string (`300x250, 728x90`), in its order, once each. */
export function sizeOptions(sizes: string): SizeOption[] {
  return [...new Set(bannerSizesList(sizes))].map((value) => ({ value, label: sizeLabel(value) }));
}

/** The size to pick for the user when a banner has only one; otherwise they choose. */
export function onlySize(sizes: string): string {
  const options = sizeOptions(sizes);
  return options.length === 1 ? options[0]!.value : '';
}
