import { createHash, randomBytes } from 'node:crypto';
import type { SessionTokens } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { sessionExpired } from '../../http/api-error.ts';
import { recordAudit } from '../../http/audit.ts';
import { signOperatorAccessToken } from '../../http/operator-tokens.ts';
import { maskedAddress } from '../auth/masked-address.ts';
import { rotateRefreshToken, type Rotation } from '../auth/refresh-rotation.ts';
import type { RequestMeta } from '../auth/service.ts';
import * as repo from './session-repository.ts';

/**
 * A console sign-in lasts a working day: its refresh tokens expire 12 hours after they are issued, so a
 * console left open overnight asks for the password and a code again.
 */
export const OPERATOR_REFRESH_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A new access token plus a new refresh token in the given console session (refresh family). */
async function issueTokens(
  ctx: AppContext,
  tx: Queryable,
  operatorId: number,
  sessionId: string,
  rotatedFrom: string | null,
): Promise<SessionTokens> {
  const now = ctx.config.now();
  const refreshToken = randomBytes(32).toString('base64url');
  await repo.insertRefreshToken(
    tx,
    sha256(refreshToken),
    sessionId,
    new Date(now.getTime() + OPERATOR_REFRESH_TOKEN_TTL_MS),
    rotatedFrom,
  );
  const access = await signOperatorAccessToken(ctx, { operatorId, sessionId }, now);
  return { token: access.token, expiresAt: access.expiresAt.toISOString(), refreshToken };
}

/** Opens a console sign-in in the caller's transaction (only the masked address is kept). */
export async function startSession(
  ctx: AppContext,
  tx: Queryable,
  operatorId: number,
  meta: RequestMeta,
): Promise<SessionTokens> {
  const sessionId = await repo.createSession(
    tx,
    operatorId,
    { userAgent: meta.userAgent, ip: maskedAddress(meta.ip) ?? undefined },
    ctx.config.now(),
  );
  return issueTokens(ctx, tx, operatorId, sessionId, null);
}

type RefreshOutcome =
  (Rotation & { operatorId: number }) | { ok: false; reason: 'unknown'; operatorId?: undefined };

/**
 * Rotates a console refresh token by the rule the affiliates' follow (modules/auth/refresh-rotation.ts).
 * The tables are the console's own, so a refresh token of one side never resolves on the other's.
 */
export async function refreshConsoleSession(
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
      endFamily: (sessionId) => repo.revokeSession(tx, sessionId, 'reuse', now),
      markUsed: (tokenHash) => repo.markRefreshTokenUsed(tx, tokenHash, now),
      touch: (sessionId) => repo.touchSession(tx, sessionId, now),
      issue: (sessionId, rotatedFrom) => issueTokens(ctx, tx, row.operator_id, sessionId, rotatedFrom),
      disabledReason: 'operator-disabled',
    });
    return { ...rotation, operatorId: row.operator_id };
  });
  const operator = outcome.operatorId === undefined ? null : { operatorId: outcome.operatorId };
  if (!outcome.ok) {
    const event = outcome.reason === 'reuse' ? 'operator-refresh.reuse-detected' : 'operator-refresh.refused';
    await recordAudit(ctx, { event, operator, ip: meta.ip, detail: { reason: outcome.reason } });
    throw sessionExpired();
  }
  await recordAudit(ctx, {
    event: 'operator-refresh.succeeded',
    operator,
    ip: meta.ip,
    ...(outcome.withinReuseLeeway && { detail: { withinReuseLeeway: true } }),
  });
  return outcome.tokens;
}

/** Ends the console sign-in the refresh token belongs to; an unknown token is accepted silently (idempotent). */
export async function endConsoleSession(
  ctx: AppContext,
  refreshToken: string,
  meta: RequestMeta,
): Promise<void> {
  const session = await ctx.db.transaction((tx) =>
    repo.revokeSessionOfRefreshToken(tx, sha256(refreshToken), 'sign-out', ctx.config.now()),
  );
  if (session)
    await recordAudit(ctx, {
      event: 'operator-sign-out',
      operator: { operatorId: session.operator_id },
      ip: meta.ip,
    });
}
