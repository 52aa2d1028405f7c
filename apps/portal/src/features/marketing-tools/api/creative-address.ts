import { fillPath } from '@affiliate/contract/common/endpoint';
import { bannerCreative } from '@affiliate/contract/endpoints/banners';
import { apiBaseUrl } from '@/config/runtime-config';

/**
 * Where the browser loads a creative from. The gateway may give a path of its own (`/api/v1/banner/…`):
 * it is on the gateway, which is not always the portal's origin (API_BASE_URL).
 */
export function gatewayAddress(address: string): string {
  return address.startsWith('/') && !address.startsWith('//') ? `${apiBaseUrl()}${address}` : address;
}

/** GET /api/v1/banner/{bannerId}/creative/{size}: a catalogue creative at one size (public, cached). */
export function creativeAddress(bannerId: number, size: string): string {
  return gatewayAddress(fillPath(bannerCreative.path, { bannerId, size }));
}
