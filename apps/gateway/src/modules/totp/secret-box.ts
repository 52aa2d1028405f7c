import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Authenticator secrets at rest: AES-256-GCM with a random 96-bit nonce per encryption, the 128-bit tag
 * checked on every read. The associated data binds a sealed value to its row (the member), so a value
 * copied onto another account does not open. Stored as `v1.<base64url(nonce | ciphertext | tag)>`; the
 * version leaves room for a key rotation.
 */
const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export class SecretUnreadableError extends Error {
  constructor() {
    super(
      'A stored two-factor secret cannot be decrypted: TOTP_ENCRYPTION_KEY (or DATA_DIR/totp-key) is not the key it was encrypted with, or the value was altered.',
    );
    this.name = 'SecretUnreadableError';
  }
}

export function sealSecret(key: Buffer, plaintext: string, context: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url')}`;
}

export function openSecret(key: Buffer, sealed: string, context: string): string {
  const [version, payload] = sealed.split('.');
  if (version !== VERSION || !payload) throw new SecretUnreadableError();
  const bytes = Buffer.from(payload, 'base64url');
  if (bytes.length <= NONCE_BYTES + TAG_BYTES) throw new SecretUnreadableError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw new SecretUnreadableError();
  }
}
