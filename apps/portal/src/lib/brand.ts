import { getRuntimeConfig } from '@/config/runtime-config';

/** The brand name from /config.json, with a neutral fallback before it is loaded. */
export function brandName(): string {
  try {
    return getRuntimeConfig().brandName || 'Affiliate Portal';
  } catch {
    return 'Affiliate Portal';
  }
}
