import { randomBytes } from 'node:crypto';
import { errorCodes, type OperatorRole } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { ActingOperator } from '../../http/access.ts';
import { ApiError, forbidden } from '../../http/api-error.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newAuthenticatorSecret } from '../totp/authenticator.ts';
import { NO_SUCH_OPERATOR, NOT_YOUR_OWN_ACCOUNT } from './accounts.ts';
import { sha256 } from './console-sessions.ts';
import { INVITATION_TTL_MS, invitationLink } from './invitations.ts';
import * as repo from './repository.ts';
import { sealOperatorSecret } from './secrets.ts';
import { revokeOperatorSessions } from './session-repository.ts';

export const ENABLE_BEFORE_RESET = 'This account is disabled: enable it before resetting its sign-in.';

/**
 * An admin resets another operator's sign-in (a lost phone, a password that may have leaked). In one
 * transaction: every console session of theirs ends, their password is replaced by one nobody knows, and
 * a single-use link (an invitation's, valid as long) is made for the same account, with a new
 * authenticator key to enrol; a pending reset link of theirs stops working. Nobody resets their own.
 */
export async function resetOperatorSignIn(
  ctx: AppContext,
  actor: ActingOperator,
  id: number,
): Promise<{ email: string; role: OperatorRole; link: string; expiresAt: string }> {
  if (actor.kind === 'person' && actor.id === id) throw forbidden(NOT_YOUR_OWN_ACCOUNT);
  const token = randomBytes(32).toString('base64url');
  const unknownPassword = await hashPassword(randomBytes(32).toString('base64url'));
  const now = ctx.config.now();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const operator = await ctx.db.transaction(async (tx) => {
    await repo.lockAccounts(tx);
    const row = await repo.lockOperator(tx, id);
    if (!row) throw new ApiError(404, NO_SUCH_OPERATOR, errorCodes.notFound);
    if (!row.enabled) throw new ApiError(409, ENABLE_BEFORE_RESET, errorCodes.conflict);
    await repo.replacePassword(tx, id, unknownPassword);
    await revokeOperatorSessions(tx, id, 'sign-in reset', now);
    await repo.removePendingInvitations(tx, row.email);
    const invitationId = await repo.nextId(tx, 'operator_invitations');
    const secretSealed = sealOperatorSecret(ctx, newAuthenticatorSecret(), { invitationId });
    await repo.insertInvitation(tx, {
      id: invitationId,
      tokenHash: sha256(token),
      email: row.email,
      role: row.role,
      secretSealed,
      at: now,
      expiresAt,
      invitedBy: actor.kind === 'person' ? actor.id : null,
      resetsOperator: id,
    });
    return row;
  });
  return {
    email: operator.email,
    role: operator.role,
    link: invitationLink(ctx.config.publicUrl, token),
    expiresAt: expiresAt.toISOString(),
  };
}
