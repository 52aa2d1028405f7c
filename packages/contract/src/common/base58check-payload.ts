import { base58, createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';

const base58check = createBase58check(sha256);

/** Base58check's 4-byte checksum (double SHA-256) after the payload. */
const CHECKSUM_BYTES = 4;

export type Base58checkReading =
  | { kind: 'valid'; payload: Uint8Array }
  /** Base58 text of the right shape whose checksum does not match: most often a mistyped character. */
  | { kind: 'wrong-checksum'; payload: Uint8Array }
  | { kind: 'not-base58' };

/**
 * Reads a base58check string (Bitcoin's legacy addresses, TRON's). A wrong checksum is told apart from
 * text that is not base58 at all, so the form can say which mistake the affiliate made.
 */
export function readBase58check(value: string): Base58checkReading {
  let raw: Uint8Array;
  try {
    raw = base58.decode(value);
  } catch {
    return { kind: 'not-base58' };
  }
  if (raw.length <= CHECKSUM_BYTES) return { kind: 'not-base58' };
  try {
    return { kind: 'valid', payload: base58check.decode(value) };
  } catch {
    return { kind: 'wrong-checksum', payload: raw.subarray(0, raw.length - CHECKSUM_BYTES) };
  }
}
