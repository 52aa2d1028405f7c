import { randomBytes } from 'node:crypto';
import {
  errorCodes,
  type OpenedInvitation,
  type OperatorRole,
  type SessionTokens,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError, fieldError } from '../../http/api-error.ts';
import { hashIp, recordAudit } from '../../http/audit.ts';
import { hashPassword } from '../auth/passwords.ts';
import { assertAcceptablePassword, type RequestMeta } from '../auth/service.ts';
import { brandName } from '../settings/service.ts';
import { checkAuthenticatorCode, newAuthenticatorSecret, otpauthUri } from '../totp/authenticator.ts';
import { twoFactorMessages } from '../totp/messages.ts';
import { sha256, startSession } from './console-sessions.ts';
import * as repo from './repository.ts';
import { openOperatorSecret, sealOperatorSecret } from './secrets.ts';

export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;
export const INVITATION_GONE =
  'This invitation link does not work any more. Ask an administrator for a new one.';
export const ALREADY_AN_OPERATOR = 'This address already has an operator account.';

/** The link's form: the token after `#`, so it reaches neither the server's logs nor a Referer. */
export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/operator/invitation#${token}`;

/** Unknown, used, replaced or expired: one answer, so the link's holder learns nothing of which. */
const invitationGone = () => new ApiError(404, INVITATION_GONE, errorCodes.notFound);

const usable = (row: repo.InvitationRow | null, now: Date): row is repo.InvitationRow =>
  row !== null && row.accepted_at === null && row.expires_at > now;

/**
 * How long after accepting a link its own browser may open it again without the audit trail recording a
 * refusal: long enough for a reload or the back button, short enough that a link tried later, or from
 * elsewhere, is still recorded.
 */
export const REOPEN_QUIET_MS = 10 * 60 * 1000;

/** The link was accepted moments ago from the address now opening it: the same person, not an attempt. */
function reopenedByItsAcceptor(
  ctx: AppContext,
  row: repo.InvitationRow | null,
  meta: RequestMeta,
  now: Date,
): boolean {
  if (!row?.accepted_at || row.accepted_ip_hash === null) return false;
  const since = now.getTime() - row.accepted_at.getTime();
  return since >= 0 && since <= REOPEN_QUIET_MS && row.accepted_ip_hash === hashIp(ctx, meta.ip);
}

/**
 * Whoever sent the link may still invite: an admin's link dies with their admin rights (disabled or
 * demoted, perhaps because their account was taken over). Links a machine's token made (the server's
 * command line) have no inviter.
 */
async function inviterStillAdmin(db: Queryable, row: repo.InvitationRow): Promise<boolean> {
  if (row.invited_by === null) return true;
  const inviter = await repo.findOperator(db, row.invited_by);
  return inviter !== null && inviter.enabled && inviter.role === 'admin';
}

/**
 * Invites someone to the console with a role: a single-use link valid INVITATION_TTL_MS, the
 * authenticator key they will enrol generated now and sealed with the invitation. A pending invitation
 * to the same address is replaced (its link stops working); an address with an account is a 409.
 */
export async function inviteOperator(
  ctx: AppContext,
  input: { email: string; role: OperatorRole },
  invitedBy: number | null,
): Promise<{ email: string; role: OperatorRole; link: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.config.now();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  await ctx.db.transaction(async (tx) => {
    await repo.lockAccounts(tx);
    if (await repo.findOperatorByEmail(tx, input.email))
      throw new ApiError(409, ALREADY_AN_OPERATOR, errorCodes.conflict, { email: [ALREADY_AN_OPERATOR] });
    await repo.removePendingInvitations(tx, input.email);
    const id = await repo.nextId(tx, 'operator_invitations');
    const secretSealed = sealOperatorSecret(ctx, newAuthenticatorSecret(), { invitationId: id });
    await repo.insertInvitation(tx, {
      id,
      tokenHash: sha256(token),
      email: input.email,
      role: input.role,
      secretSealed,
      at: now,
      expiresAt,
      invitedBy,
    });
  });
  return {
    email: input.email,
    role: input.role,
    link: invitationLink(ctx.config.publicUrl, token),
    expiresAt: expiresAt.toISOString(),
  };
}

async function refuse(
  ctx: AppContext,
  step: 'open' | 'accept',
  meta: RequestMeta,
  reason = 'unusable',
): Promise<never> {
  await recordAudit(ctx, { event: 'operator-invitation.refused', ip: meta.ip, detail: { step, reason } });
  throw invitationGone();
}

/** What the link opens: who it is for, and the authenticator key to enrol (as text and as an otpauth address). */
export async function openInvitation(
  ctx: AppContext,
  token: string,
  meta: RequestMeta,
): Promise<OpenedInvitation> {
  const row = await repo.findInvitation(ctx.db, sha256(token));
  const now = ctx.config.now();
  if (!usable(row, now)) {
    if (reopenedByItsAcceptor(ctx, row, meta, now)) throw invitationGone();
    return refuse(ctx, 'open', meta);
  }
  if (!(await inviterStillAdmin(ctx.db, row))) return refuse(ctx, 'open', meta, 'inviter-not-admin');
  const secret = openOperatorSecret(ctx, row.totp_secret_sealed, { invitationId: row.id });
  const issuer = `${await brandName(ctx)} operator console`;
  return {
    email: row.email,
    role: row.role,
    purpose: row.resets_operator === null ? 'join' : 'reset',
    expiresAt: row.expires_at.toISOString(),
    authenticator: { secret, otpauthUri: otpauthUri(secret, issuer, row.email) },
  };
}

/**
 * Accepts an invitation: the password (the affiliates' rules), a current code of the invitation's key,
 * then, in one transaction, the account (or, for a sign-in reset's link, the account's new password and
 * authenticator: sign-in-reset.ts), the invitation marked used and a console sign-in. The
 * invitation row is locked, so of concurrent accepts one wins and the others find it used (404).
 */
export async function acceptInvitation(
  ctx: AppContext,
  input: { token: string; password: string; code: string },
  meta: RequestMeta,
): Promise<SessionTokens> {
  const tokenHash = sha256(input.token);
  const found = await repo.findInvitation(ctx.db, tokenHash);
  if (!usable(found, ctx.config.now())) {
    if (reopenedByItsAcceptor(ctx, found, meta, ctx.config.now())) throw invitationGone();
    return refuse(ctx, 'accept', meta);
  }
  assertAcceptablePassword(input.password, [found.email, found.email.split('@')[0] ?? '']);
  const passwordHash = await hashPassword(input.password);
  const outcome = await ctx.db.transaction(async (tx) => {
    await repo.lockAccounts(tx);
    const now = ctx.config.now();
    const row = await repo.findInvitation(tx, tokenHash, true);
    if (!usable(row, now)) return { refused: 'unusable' as const };
    if (!(await inviterStillAdmin(tx, row))) return { refused: 'inviter-not-admin' as const };
    const existing = await repo.findOperatorByEmail(tx, row.email);
    if (existing && existing.id !== row.resets_operator) return { refused: 'has-account' as const };
    // A reset's link whose account was disabled or removed meanwhile opens nothing.
    if (row.resets_operator !== null && !existing?.enabled) return { refused: 'unusable' as const };
    const secret = openOperatorSecret(ctx, row.totp_secret_sealed, { invitationId: row.id });
    const check = checkAuthenticatorCode(secret, input.code, now.getTime(), null);
    if (!check.ok) return { refused: 'wrong-code' as const };
    const id = row.resets_operator ?? (await repo.nextId(tx, 'operators'));
    // The enrolment's code is spent: it cannot sign in again.
    const secretSealed = sealOperatorSecret(ctx, secret, { operatorId: id });
    if (row.resets_operator === null) {
      await repo.insertOperator(tx, {
        id,
        email: row.email,
        role: row.role,
        passwordHash,
        secretSealed,
        lastUsedStep: check.step,
        at: now,
        invitedBy: row.invited_by,
      });
    } else {
      await repo.replaceCredentials(tx, id, {
        passwordHash,
        secretSealed,
        lastUsedStep: check.step,
        at: now,
      });
    }
    await repo.markInvitationAccepted(tx, row.id, id, now, hashIp(ctx, meta.ip));
    return {
      operatorId: id,
      role: row.role,
      reset: row.resets_operator !== null,
      tokens: await startSession(ctx, tx, id, meta),
    };
  });
  if ('refused' in outcome) {
    if (outcome.refused === 'wrong-code') {
      await recordAudit(ctx, {
        event: 'operator-invitation.refused',
        ip: meta.ip,
        detail: { step: 'accept', reason: 'wrong-code' },
      });
      throw fieldError('code', twoFactorMessages.appCodeInvalid);
    }
    if (outcome.refused === 'has-account') throw new ApiError(409, ALREADY_AN_OPERATOR, errorCodes.conflict);
    return refuse(
      ctx,
      'accept',
      meta,
      outcome.refused === 'inviter-not-admin' ? outcome.refused : 'used-concurrently',
    );
  }
  await recordAudit(ctx, {
    event: outcome.reset ? 'operator-sign-in-reset.completed' : 'operator-invitation.accepted',
    operator: { operatorId: outcome.operatorId },
    ip: meta.ip,
    detail: { role: outcome.role },
  });
  return outcome.tokens;
}

export const NO_PENDING_INVITATION =
  'There is no such invitation waiting: it was accepted, cancelled or replaced.';

/** An admin cancels a link nobody has used yet (an invitation or a sign-in reset's): it stops working at once. */
export async function cancelInvitation(
  ctx: AppContext,
  id: number,
): Promise<{ cancelled: true; email: string }> {
  const email = await ctx.db.transaction(async (tx) => {
    await repo.lockAccounts(tx);
    return repo.deletePendingInvitation(tx, id);
  });
  if (email === null) throw new ApiError(404, NO_PENDING_INVITATION, errorCodes.notFound);
  return { cancelled: true, email };
}
