import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import { openSecret, sealSecret } from '../totp/secret-box.ts';

/**
 * An affiliate's signing secret: 32 random bytes, with a prefix that says what it is when it turns up
 * in a tracker's configuration. Sealed at rest with the key of the stored authenticator secrets, bound
 * to the affiliate, so a value copied onto another affiliate's row does not open.
 */
export const SECRET_PREFIX = 'gpsec_';
/** How long the previous secret keeps signing beside the new one after a rotation. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;

export function newSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

const context = (affiliateId: number) => `postback_secret:${affiliateId}`;

export function sealPostbackSecret(ctx: AppContext, affiliateId: number, secret: string): string {
  return sealSecret(ctx.config.totpEncryptionKey, secret, context(affiliateId));
}

export function openPostbackSecret(ctx: AppContext, affiliateId: number, sealed: string): string {
  return openSecret(ctx.config.totpEncryptionKey, sealed, context(affiliateId));
}
