import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { api, fillPath } from '@affiliate/contract';

const hashOf = (secret: string) => createHash('sha256').update(secret).digest();

/** A new attempt's callback secret (256 bits) and the hash that is all the database keeps of it. */
export function newCallbackSecret(): { secret: string; hash: Buffer } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashOf(secret) };
}

/** Compares fixed-length hashes in constant time: neither the secret nor its length leaks through timing. */
export function secretMatches(secret: string, storedHash: Uint8Array): boolean {
  const stored = Buffer.from(storedHash);
  const given = hashOf(secret);
  return stored.length === given.length && timingSafeEqual(stored, given);
}

/** The callback address handed to the provider: the attempt's id and secret in the path. */
export function callbackAddress(publicUrl: string, attemptId: number, secret: string): string {
  return `${publicUrl}${fillPath(api.kyc.kycCallback.path, { attemptId, secret })}`;
}

/** The sandbox provider's hosted page of an attempt (authenticated by the same secret). */
export function sandboxPageAddress(publicUrl: string, attemptId: number, secret: string): string {
  return `${publicUrl}${fillPath(api.kyc.kycSandboxPage.path, { attemptId, secret })}`;
}
