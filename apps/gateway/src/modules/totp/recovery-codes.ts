import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@affiliate/contract';

/**
 * Recovery codes: 16 random symbols of Crockford's base32 (no I, L, O or U to misread), 80 bits each,
 * shown as `xxxx-xxxx-xxxx-xxxx`. Typed back, case, dashes and spaces do not matter and I/L/O read as
 * 1/1/0.
 *
 * Stored as SHA-256 of member id and code. 80 random bits make a plain hash enough: a leaked table
 * cannot be searched offline (2^80 hashes per code, and the member id in the input rules out one search
 * for all accounts), so no slow hash (argon2 costs 19 MiB per check) and no key is needed. Not keying
 * them is deliberate: were the two-factor encryption key ever lost, the recovery codes still let every
 * affiliate sign in and reset two-factor.
 */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const SYMBOLS = 16;
const GROUP = 4;

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const symbols = Array.from({ length: SYMBOLS }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return symbols.match(new RegExp(`.{${GROUP}}`, 'g'))!.join('-');
  });
}

/** The code as stored (16 lower-case symbols), or null when the text cannot be a recovery code. */
export function normalizeRecoveryCode(text: string): string | null {
  const symbols = text.replace(/[\s-]/g, '').toLowerCase().replace(/[il]/g, '1').replace(/o/g, '0');
  if (symbols.length !== SYMBOLS || [...symbols].some((c) => !ALPHABET.includes(c))) return null;
  return symbols;
}

/** The stored form of a normalised code. */
export function recoveryCodeHash(affiliateId: number, normalized: string): string {
  return createHash('sha256').update(`${affiliateId}:${normalized}`).digest('hex');
}
