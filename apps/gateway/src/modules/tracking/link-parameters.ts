import { CLICK_TEXT_MAX_LENGTH } from '@affiliate/contract';

/** Longest user agent and referrer kept: enough to tell browsers and pages apart, not a storage sink. */
export const CLICK_HEADER_MAX_LENGTH = 512;

// What PostgreSQL's text cannot hold: NUL and unpaired UTF-16 surrogates. One such value would fail
// the whole batch it is stored in, so it is taken out rather than refused.
const UNSTORABLE = new RegExp(
  String.raw`\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]`,
  'g',
);

/**
 * Text from a link or a header as it is stored: storable, at most `max` UTF-16 units without cutting
 * a character in two, null when empty.
 */
export function storedText(value: string | undefined, max: number): string | null {
  if (value === undefined) return null;
  let text = value.replace(UNSTORABLE, '');
  if (text.length > max) {
    text = text.slice(0, max);
    // A cut between the two halves of a surrogate pair leaves half a character: drop it.
    if (/[\ud800-\udbff]$/.test(text)) text = text.slice(0, -1);
  }
  return text === '' ? null : text;
}

/** A link parameter given once or repeated: its first value. */
export function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** Campaign and sub-id: cut, not refused. */
export function linkText(value: string | string[] | undefined): string | null {
  return storedText(firstValue(value), CLICK_TEXT_MAX_LENGTH);
}

/** The saved banner's id when the link gives a plausible one (a positive 32-bit integer), else null. */
export function savedBannerIdOf(value: string | string[] | undefined): number | null {
  const text = firstValue(value);
  if (text === undefined || !/^[0-9]{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
