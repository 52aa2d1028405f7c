import { createHash, randomBytes } from 'node:crypto';
import { errorCodes, type AuthUser, type SessionTokens } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { Queryable, Transaction } from '../../db/database.ts';
import {
  ACCOUNT_SUSPENDED,
  accountClosed,
  accountLocked,
  ApiError,
  fieldError,
  sessionExpired,
} from '../../http/api-error.ts';
import { recordAudit } from '../../http/audit.ts';
import { forgetSignInsOnCommit } from '../../http/revocation-barrier.ts';
import { signAccessToken } from '../../http/access-tokens.ts';
import {
  COMMON_PASSWORD_MESSAGE,
  hashPassword,
  isCommonPassword,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords.ts';
import * as repo from './repository.ts';
import { maskedAddress } from './masked-address.ts';
import { rotateRefreshToken, type Rotation } from './refresh-rotation.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export { REFRESH_REUSE_LEEWAY_MS } from './refresh-rotation.ts';
export const INVALID_CREDENTIALS = 'These credentials do not match our records.';
/** A suspended affiliate's sign-in, after the right password only (the same code as a disabled account, which the portal already shows). */
export { ACCOUNT_SUSPENDED };

export interface RequestMeta {
  ip: string;
  userAgent?: string;
}

/**
 * The second step of a sign-in whose password was right, for an account with two-factor on: resolves
 * with the proof given (to audit), or throws the refusal. Two-factor is totp's (modules/totp/sign-in.ts),
 * which itself stands on auth, so the app hands it in (app-modules.ts).
 */
export type SignInSecondFactor = (
  ctx: AppContext,
  affiliateId: number,
  otp: string | undefined,
  ip: string,
) => Promise<string>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A new access token plus a new refresh token in the given session (refresh family). */
async function issueTokens(
  ctx: AppContext,
  tx: Queryable,
  affiliateId: number,
  sessionId: string,
  rotatedFrom: string | null = null,
): Promise<SessionTokens> {
  const now = ctx.config.now();
  const refreshToken = randomBytes(32).toString('base64url');
  await repo.insertRefreshToken(
    tx,
    sha256(refreshToken),
    sessionId,
    new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    rotatedFrom,
  );
  const access = await signAccessToken(ctx, { affiliateId, sessionId }, now);
  return { token: access.token, expiresAt: access.expiresAt.toISOString(), refreshToken };
}

/**
 * What sign-in attempts are counted against: the account the typed username or email names (so both
 * names share one count), else the typed name itself, trimmed and lower-cased, so unknown names are
 * limited too. The same one indexed lookup either way: the limit's answer and timing do not tell
 * whether the account exists.
 */
export async function loginLimitKey(ctx: AppContext, typed: string | undefined): Promise<string | undefined> {
  if (!typed) return undefined;
  const affiliateId = await repo.findAffiliateIdByLoginName(ctx.db, typed);
  return affiliateId === null ? `name:${typed.trim().toLowerCase()}` : `member:${affiliateId}`;
}

/**
 * Sign in with username or email. Unknown account and wrong password get the same answer after the
 * same argon2 work, whatever `otp` holds; a disabled account is only revealed to someone who knows its
 * password; with the right password, an account with two-factor on needs its code next
 * (modules/totp/sign-in.ts), so nobody learns whether two-factor is on without the password.
 *
 * `lockedForSeconds`: the account's own limit is reached (attempts from many addresses). Then only the
 * right password with a valid second factor gets in; every other attempt, the right password alone
 * included, gets one and the same 429 after the same work, so the lock is no oracle for the password.
 */
export async function login(
  ctx: AppContext,
  input: { username: string; password: string; otp?: string },
  meta: RequestMeta,
  signInSecondFactor: SignInSecondFactor,
  lockedForSeconds?: number,
): Promise<SessionTokens> {
  const affiliate = await repo.findAffiliateByLoginName(ctx.db, input.username);
  const valid = affiliate
    ? await verifyPassword(affiliate.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (lockedForSeconds !== undefined) {
    const proven =
      affiliate && valid && affiliate.enabled && affiliate.two_factor_enabled && input.otp?.trim()
        ? await signInSecondFactor(ctx, affiliate.id, input.otp, meta.ip).catch((error: unknown) => {
            // A refused code is answered as the lock, like everything else; a failure of ours is not.
            if (error instanceof ApiError) return null;
            throw error;
          })
        : null;
    if (!affiliate || !proven) {
      await recordAudit(ctx, {
        event: 'login.refused',
        affiliateId: affiliate?.id ?? null,
        ip: meta.ip,
        detail: { reason: 'account-locked' },
      });
      throw accountLocked(lockedForSeconds);
    }
    return openSession(ctx, affiliate.id, meta, proven);
  }
  if (!affiliate || !valid) {
    await recordAudit(ctx, {
      event: 'login.failed',
      affiliateId: affiliate?.id ?? null,
      ip: meta.ip,
      detail: { reason: affiliate ? 'wrong-password' : 'unknown-account' },
    });
    throw new ApiError(401, INVALID_CREDENTIALS, errorCodes.invalidCredentials);
  }
  if (!affiliate.enabled) {
    const suspended = affiliate.suspended_at !== null;
    await recordAudit(ctx, {
      event: 'login.refused',
      affiliateId: affiliate.id,
      ip: meta.ip,
      detail: { reason: suspended ? 'account-suspended' : 'account-disabled' },
    });
    throw accountClosed(suspended);
  }
  const secondFactor = affiliate.two_factor_enabled
    ? await signInSecondFactor(ctx, affiliate.id, input.otp, meta.ip)
    : undefined;
  return openSession(ctx, affiliate.id, meta, secondFactor);
}

/** A new sign-in of an affiliate whose password (and second factor, when on) were right. */
async function openSession(
  ctx: AppContext,
  affiliateId: number,
  meta: RequestMeta,
  secondFactor: string | undefined,
): Promise<SessionTokens> {
  const tokens = await ctx.db.transaction(async (tx) => {
    // Only the masked address is kept (the sessions list shows no more, and no full address is stored anywhere).
    const sessionId = await repo.createSession(
      tx,
      affiliateId,
      { userAgent: meta.userAgent, ip: maskedAddress(meta.ip) ?? undefined },
      ctx.config.now(),
    );
    await repo.recordLogin(tx, affiliateId, ctx.config.now());
    return issueTokens(ctx, tx, affiliateId, sessionId);
  });
  await recordAudit(ctx, {
    event: 'login.succeeded',
    affiliateId,
    ip: meta.ip,
    ...(secondFactor && { detail: { secondFactor } }),
  });
  return tokens;
}

/**
 * What ends sign-ins goes through these two: once the transaction commits, this process stops serving
 * the member's cached sign-ins (other processes hear it through NOTIFY, migration 004).
 */
export async function endSession(
  ctx: AppContext,
  tx: Transaction,
  session: { id: string; affiliateId: number },
  reason: string,
  at: Date,
): Promise<void> {
  await repo.revokeSession(tx, session.id, reason, at);
  await forgetSignInsOnCommit(ctx, tx, session.affiliateId);
}

export async function endAffiliateSessions(
  ctx: AppContext,
  tx: Transaction,
  affiliateId: number,
  reason: string,
  at: Date,
  keepSessionId?: string,
): Promise<number> {
  const revoked = await repo.revokeAffiliateSessions(tx, affiliateId, reason, at, keepSessionId);
  await forgetSignInsOnCommit(ctx, tx, affiliateId);
  return revoked;
}

type RefreshOutcome =
  | (Rotation & { affiliateId: number; closed: { suspended: boolean } | null })
  | { ok: false; reason: 'unknown'; affiliateId?: undefined; closed?: undefined };

/** Rotates an affiliate's refresh token by the rule both sign-ins follow (refresh-rotation.ts). */
export async function refresh(
  ctx: AppContext,
  refreshToken: string,
  meta: RequestMeta,
): Promise<SessionTokens> {
  const now = ctx.config.now();
  // The revocation on reuse must commit even though the request fails: decide inside, throw outside.
  const outcome = await ctx.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const row = await repo.findRefreshTokenForUpdate(tx, sha256(refreshToken));
    if (!row) return { ok: false, reason: 'unknown' };
    const rotation = await rotateRefreshToken(row, now, {
      hasUsedSuccessor: (tokenHash) => repo.hasUsedSuccessor(tx, tokenHash),
      endFamily: (sessionId) =>
        endSession(ctx, tx, { id: sessionId, affiliateId: row.member_id }, 'reuse', now),
      markUsed: (tokenHash) => repo.markRefreshTokenUsed(tx, tokenHash, now),
      touch: (sessionId) => repo.touchSession(tx, sessionId, now),
      issue: (sessionId, rotatedFrom) => issueTokens(ctx, tx, row.member_id, sessionId, rotatedFrom),
      disabledReason: 'account-disabled',
    });
    return {
      ...rotation,
      affiliateId: row.member_id,
      closed: row.enabled ? null : { suspended: row.suspended_at !== null },
    };
  });
  if (!outcome.ok) {
    await recordAudit(ctx, {
      event: outcome.reason === 'reuse' ? 'refresh.reuse-detected' : 'refresh.refused',
      affiliateId: outcome.affiliateId ?? null,
      ip: meta.ip,
      detail: { reason: outcome.reason },
    });
    // The holder of the account's own refresh token learns why it no longer works (the tab left open).
    if (outcome.closed) throw accountClosed(outcome.closed.suspended);
    throw sessionExpired();
  }
  await recordAudit(ctx, {
    event: 'refresh.succeeded',
    affiliateId: outcome.affiliateId,
    ip: meta.ip,
    ...(outcome.withinReuseLeeway && { detail: { withinReuseLeeway: true } }),
  });
  return outcome.tokens;
}

/** Ends the sign-in the refresh token belongs to; unknown tokens are accepted silently (idempotent). */
export async function logout(ctx: AppContext, refreshToken: string, meta: RequestMeta): Promise<void> {
  const session = await ctx.db.transaction(async (tx) => {
    const row = await repo.revokeSessionOfRefreshToken(tx, sha256(refreshToken), 'logout', ctx.config.now());
    if (row) await forgetSignInsOnCommit(ctx, tx, row.member_id);
    return row;
  });
  if (!session) return;
  await recordAudit(ctx, { event: 'logout', affiliateId: session.member_id, ip: meta.ip });
}

export async function currentUser(ctx: AppContext, affiliateId: number): Promise<AuthUser> {
  const affiliate = await repo.findAffiliateCredentials(ctx.db, affiliateId);
  if (!affiliate) throw sessionExpired();
  return {
    id: affiliate.id,
    username: affiliate.username,
    email: affiliate.email,
    name: `${affiliate.first_name} ${affiliate.last_name}`.trim(),
    twoFactorEnabled: affiliate.two_factor_enabled,
    lastLoginAt: affiliate.last_login_at?.toISOString() ?? null,
  };
}

/** The password rules beyond length (which the contract checks): refuse common ones. */
export function assertAcceptablePassword(password: string, ownNames: string[], field = 'password'): void {
  if (isCommonPassword(password, ownNames)) throw fieldError(field, COMMON_PASSWORD_MESSAGE);
}

/**
 * Change password: the current one must be right; on success every other sign-in of the member ends,
 * the one making the change stays signed in.
 */
export async function changePassword(
  ctx: AppContext,
  affiliate: { id: number; sessionId: string },
  input: { current_password: string; password: string },
  meta: RequestMeta,
): Promise<void> {
  const credentials = await repo.findAffiliateCredentials(ctx.db, affiliate.id);
  if (!credentials) throw sessionExpired();
  if (!(await verifyPassword(credentials.password_hash, input.current_password))) {
    await recordAudit(ctx, {
      event: 'password.change-refused',
      affiliateId: affiliate.id,
      ip: meta.ip,
      detail: { reason: 'wrong-current-password' },
    });
    throw fieldError('current_password', 'The current password is incorrect.');
  }
  assertAcceptablePassword(input.password, [credentials.username, credentials.email]);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.config.now();
  const revoked = await ctx.db.transaction(async (tx) => {
    await repo.updatePasswordHash(tx, affiliate.id, passwordHash, now);
    return endAffiliateSessions(ctx, tx, affiliate.id, 'password-changed', now, affiliate.sessionId);
  });
  await recordAudit(ctx, {
    event: 'password.changed',
    affiliateId: affiliate.id,
    ip: meta.ip,
    detail: { otherSessionsRevoked: revoked },
  });
}

/**
 * Sets a new password after a verified reset code and signs the member out everywhere, in the caller's
 * transaction. Takes the hash: the caller hashes before it knows whether the code is right, so a wrong
 * code, an unknown address and a right code cost the same.
 */
export async function resetPassword(
  ctx: AppContext,
  tx: Transaction,
  affiliateId: number,
  passwordHash: string,
): Promise<number> {
  const now = ctx.config.now();
  await repo.updatePasswordHash(tx, affiliateId, passwordHash, now);
  return endAffiliateSessions(ctx, tx, affiliateId, 'password-reset', now);
}
