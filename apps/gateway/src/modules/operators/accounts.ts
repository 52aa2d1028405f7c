import {
  errorCodes,
  type OperatorAccount,
  type OperatorRole,
  type PendingInvitation,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { ActingOperator } from '../../http/access.ts';
import { auditOperator, consolePerson } from '../../http/operator-access.ts';
import { recordAudit } from '../../http/audit.ts';
import { ApiError, forbidden, sessionExpired } from '../../http/api-error.ts';
import * as repo from './repository.ts';
import { revokeOperatorSessions } from './session-repository.ts';

export const NOT_YOUR_OWN_ACCOUNT = 'You cannot change your own account. Ask another admin.';
export const LAST_ADMIN = 'This is the last active admin: make another operator admin first.';
export const NO_SUCH_OPERATOR = 'There is no such operator.';

export function toAccount(row: repo.OperatorRow): OperatorAccount {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.enabled ? 'active' : 'disabled',
    createdAt: row.created_at.toISOString(),
    lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
  };
}

/** The console operator signed in (a machine's token has no account: refused by the route, contract `actor`). */
export async function signedInOperator(ctx: AppContext, operator: ActingOperator): Promise<OperatorAccount> {
  const row = await repo.findOperator(ctx.db, consolePerson(operator).id);
  if (!row) throw sessionExpired();
  return toAccount(row);
}

export async function operatorAccounts(ctx: AppContext) {
  const [operators, invitations] = await Promise.all([
    repo.listOperators(ctx.db),
    repo.listPendingInvitations(ctx.db),
  ]);
  return {
    operators: operators.map(toAccount),
    invitations: invitations.map((i): PendingInvitation => ({
      id: i.id,
      email: i.email,
      role: i.role,
      purpose: i.resets_operator === null ? 'join' : 'reset',
      expiresAt: i.expires_at.toISOString(),
      createdAt: i.created_at.toISOString(),
      invitedBy:
        i.invited_by !== null && i.inviter_email !== null
          ? { id: i.invited_by, email: i.inviter_email }
          : null,
    })),
  };
}

/**
 * Changes an operator's role or status. Nobody changes their own account (403), and the last active
 * admin is neither demoted nor disabled (409): the accounts lock makes two admins changing each other
 * at once take turns, so the second sees the first's change. Disabling ends every console sign-in of
 * the operator in the same transaction; the access guard reads both on every request.
 */
export async function updateOperator(
  ctx: AppContext,
  actor: ActingOperator,
  id: number,
  change: { role?: OperatorRole; status?: 'active' | 'disabled' },
): Promise<OperatorAccount> {
  if (actor.kind === 'person' && actor.id === id) throw forbidden(NOT_YOUR_OWN_ACCOUNT);
  const outcome = await ctx.db.transaction(async (tx) => {
    await repo.lockAccounts(tx);
    const row = await repo.lockOperator(tx, id);
    if (!row) throw new ApiError(404, NO_SUCH_OPERATOR, errorCodes.notFound);
    const next = {
      role: change.role ?? row.role,
      enabled: change.status === undefined ? row.enabled : change.status === 'active',
    };
    const stopsBeingAdmin = row.role === 'admin' && row.enabled && (next.role !== 'admin' || !next.enabled);
    if (stopsBeingAdmin && (await repo.countActiveAdmins(tx)) <= 1)
      throw new ApiError(409, LAST_ADMIN, errorCodes.conflict);
    await repo.updateOperator(tx, id, next);
    if (row.enabled && !next.enabled) await revokeOperatorSessions(tx, id, 'disabled', ctx.config.now());
    // Only an active admin's links work: a disabled or demoted admin's pending ones are void at once.
    const voided = next.role === 'admin' && next.enabled ? [] : await repo.deleteInvitationsSentBy(tx, id);
    return { account: toAccount({ ...row, ...next }), voided };
  });
  if (outcome.voided.length > 0) {
    await recordAudit(ctx, {
      event: 'operator-invitation.voided',
      operator: auditOperator(actor),
      detail: { inviter: id, count: outcome.voided.length, emails: outcome.voided.join(', ').slice(0, 500) },
    });
  }
  return outcome.account;
}
