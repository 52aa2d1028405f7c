import type { AppContext } from '../../app-context.ts';
import { openSecret, sealSecret } from '../totp/secret-box.ts';

/**
 * A source's token, password or private key at rest: sealed with the key of the stored authenticator
 * secrets, bound to the source's id, so a value copied onto another source's row does not open (as the
 * postback secrets are bound to their affiliate).
 */
const context = (sourceId: number) => `feed_source_secret:${sourceId}`;

export function sealSourceSecret(ctx: AppContext, sourceId: number, secret: string): string {
  return sealSecret(ctx.config.totpEncryptionKey, secret, context(sourceId));
}

export function openSourceSecret(ctx: AppContext, sourceId: number, sealed: string): string {
  return openSecret(ctx.config.totpEncryptionKey, sealed, context(sourceId));
}
