import { createHmac, hkdfSync, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@affiliate/contract';

/**
 * Recovery codes: 10 random symbols of Crockford's base32 (no I, L, O or U to misread), 50 bits each,
 * shown as `xxxxx-xxxxx`. Typed back, case and the dash do not matter and I/L/O read as 1/1/0.
 *
 * Stored as an HMAC-SHA-256 keyed with a key derived from the two-factor encryption key and bound to
 * the member. 50 bits is too much to guess online (wrong codes are rate-limited), but within reach of an
 * offline search of a leaked table if it held plain SHA-256 hashes; keyed, the table alone is useless.
 * A slow hash (argon2) would buy nothing more here and cost 19 MiB per check.
 */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const SYMBOLS = 10;

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const symbols = Array.from({ length: SYMBOLS }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${symbols.slice(0, 5)}-${symbols.slice(5)}`;
  });
}

/** The code as stored (10 lower-case symbols), or null when the text cannot be a recovery code. */
export function normalizeRecoveryCode(text: string): string | null {
  const symbols = text
    .replace(/[\s-]/g, '')
    .toLowerCase()
    .replace(/[il]/g, '1')
    .replace(/o/g, '0');
  if (symbols.length !== SYMBOLS || [...symbols].some((c) => !ALPHABET.includes(c))) return null;
  return symbols;
}

function hashKey(encryptionKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', encryptionKey, Buffer.alloc(0), 'goldline recovery codes', 32));
}

/** The stored form of a normalised code. */
export function recoveryCodeHash(encryptionKey: Buffer, memberId: number, normalized: string): string {
  return createHmac('sha256', hashKey(encryptionKey)).update(`${memberId}:${normalized}`).digest('hex');
}
