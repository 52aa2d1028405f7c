import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { keptSecret } from './secrets.ts';

export const TOTP_KEY_FILE = 'totp-key';
export const TOTP_KEY_BYTES = 32;

/** A 32-byte AES-256 key written as 64 hex digits or as base64 (standard or URL alphabet); null otherwise. */
export function decodeTotpKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return null;
  const key = Buffer.from(value, 'base64');
  return key.length === TOTP_KEY_BYTES ? key : null;
}

/**
 * The key that encrypts the authenticator secrets, generated on first start into DATA_DIR like the JWT
 * key. An existing file that does not hold a key stops the start: replacing it would make every stored
 * secret unreadable (and lock those affiliates out), so a person must look at it.
 */
export function keptTotpKey(dataDir: string): Buffer | { problem: string } {
  const file = path.join(dataDir, TOTP_KEY_FILE);
  if (existsSync(file)) {
    const key = decodeTotpKey(readFileSync(file, 'utf8'));
    return (
      key ?? {
        problem: `${file}: must hold a 32-byte key as base64 or 64 hex digits (it encrypts the stored two-factor secrets: restore it rather than delete it)`,
      }
    );
  }
  return decodeTotpKey(keptSecret(dataDir, TOTP_KEY_FILE).value)!;
}
