import { getRuntimeConfig } from '@/config/runtime-config';

/** The product's name before the configuration names the brand (a name, in every language). */
const PRODUCT_NAME = 'Affiliate Portal';

/** The brand name from /config.json, with a neutral fallback before it is loaded. */
export function brandName(): string {
  try {
    return getRuntimeConfig().brandName || PRODUCT_NAME;
  } catch {
    return PRODUCT_NAME;
  }
}
