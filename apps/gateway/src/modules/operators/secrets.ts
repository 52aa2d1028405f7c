import type { AppContext } from '../../app-context.ts';
import { openSecret, sealSecret } from '../totp/secret-box.ts';

/**
 * The authenticator keys of the console, sealed with the two-factor key bound to their row: an
 * invitation's key to 'operator_invitation_totp:<id>', an operator's to 'operator_totp:<id>', so a value
 * copied onto another row (or an affiliate's, bound to 'member_totp:<id>') does not open.
 */
export type SecretOwner = { invitationId: number } | { operatorId: number };

const context = (owner: SecretOwner) =>
  'invitationId' in owner
    ? `operator_invitation_totp:${owner.invitationId}`
    : `operator_totp:${owner.operatorId}`;

export function sealOperatorSecret(ctx: AppContext, secret: string, owner: SecretOwner): string {
  return sealSecret(ctx.config.totpEncryptionKey, secret, context(owner));
}

export function openOperatorSecret(ctx: AppContext, sealed: string, owner: SecretOwner): string {
  return openSecret(ctx.config.totpEncryptionKey, sealed, context(owner));
}
