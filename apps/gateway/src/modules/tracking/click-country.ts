import geoip from 'geoip-country';
import { isPublicAddress } from '../postbacks/address-guard.ts';

/** What a click keeps of its country: two capital letters (ISO 3166-1 alpha-2), as the players' feed sends them. */
const COUNTRY_CODE = /^[A-Z]{2}$/;

/**
 * The country of a visitor's address (its ISO code), or null when it is not known: the address is not
 * on the public internet (loopback, private, carrier-grade NAT, documentation ranges), or the database
 * has no country for it. The lookup is in memory (geoip-country's GeoLite2 country data, read once when
 * the gateway starts; about 10 MB and 4 µs a lookup), so the redirect does not wait on it. Only the code
 * is kept with the click, never the address.
 */
export function countryOfAddress(address: string): string | null {
  // The database would answer nothing for most of these anyway; the check makes it a rule, not a hope.
  if (!isPublicAddress(address)) return null;
  const country = geoip.lookup(address)?.country;
  return country !== undefined && COUNTRY_CODE.test(country) ? country : null;
}
