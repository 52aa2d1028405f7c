import { createHash, randomBytes } from 'node:crypto';
import type { SessionTokens } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { sessionExpired } from '../../http/api-error.ts';
import { recordAudit } from '../../http/audit.ts';
import { signOperatorAccessToken } from '../../http/operator-tokens.ts';
import { maskedAddress } from '../auth/masked-address.ts';
import { inReuseLeeway, type RequestMeta } from '../auth/service.ts';
import * as repo from './session-repository.ts';

/**
 * A console sign-in lasts a working day: its refresh tokens expire 12 hours after they are issued, so a
 * console left open overnight asks for the password and a code again.
 */
export const OPERATOR_REFRESH_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A new access token plus a new refresh token in the given console session (refresh family). */
async function issueTokens(ctx: AppContext, tx: Queryable, operatorId: number, sessionId: string, rotatedFrom: string | null): Promise<SessionTokens> {
  const now = ctx.config.now();
  const refreshToken = randomBytes(32).toString('base64url');
  await repo.insertRefreshToken(tx, sha256(refreshToken), sessionId, new Date(now.getTime() + OPERATOR_REFRESH_TOKEN_TTL_MS), rotatedFrom);
  const access = await signOperatorAccessToken(ctx, { operatorId, sessionId }, now);
  return { token: access.token, expiresAt: access.expiresAt.toISOString(), refreshToken };
}

/** Opens a console sign-in in the caller's transaction (only the masked address is kept). */
export async function startSession(ctx: AppContext, tx: Queryable, operatorId: number, meta: RequestMeta): Promise<SessionTokens> {
  const sessionId = await repo.createSession(tx, operatorId, { userAgent: meta.userAgent, ip: maskedAddress(meta.ip) ?? undefined }, ctx.config.now());
  return issueTokens(ctx, tx, operatorId, sessionId, null);
}

type RefreshOutcome = { ok: true; tokens: SessionTokens; operatorId: number; withinReuseLeeway: boolean } | { ok: false; reason: string; operatorId?: number };

/**
 * Rotates a console refresh token as the affiliates' are rotated (modules/auth/service.ts `refresh`): a
 * token presented again outside the reuse leeway (`inReuseLeeway`) was copied, and its whole sign-in
 * ends; within it another pair of the family is handed out. The tables are the console's own, so a
 * refresh token of one side never resolves on the other's.
 */
export async function refreshConsoleSession(ctx: AppContext, refreshToken: string, meta: RequestMeta): Promise<SessionTokens> {
  const now = ctx.config.now();
  // The revocation on reuse must commit even though the request fails: decide inside, throw outside.
  const outcome = await ctx.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const row = await repo.findRefreshTokenForUpdate(tx, sha256(refreshToken));
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revoked_at) return { ok: false, reason: 'session-revoked', operatorId: row.operator_id };
    const withinReuseLeeway = await inReuseLeeway(row.used_at, now, () => repo.hasUsedSuccessor(tx, row.token_hash));
    if (row.used_at && !withinReuseLeeway) {
      await repo.revokeSession(tx, row.session_id, 'reuse', now);
      return { ok: false, reason: 'reuse', operatorId: row.operator_id };
    }
    if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired', operatorId: row.operator_id };
    if (!row.enabled) return { ok: false, reason: 'operator-disabled', operatorId: row.operator_id };
    if (!row.used_at) await repo.markRefreshTokenUsed(tx, row.token_hash, now);
    await repo.touchSession(tx, row.session_id, now);
    const tokens = await issueTokens(ctx, tx, row.operator_id, row.session_id, row.token_hash);
    return { ok: true, tokens, operatorId: row.operator_id, withinReuseLeeway };
  });
  const operator = outcome.operatorId === undefined ? null : { operatorId: outcome.operatorId };
  if (!outcome.ok) {
    const event = outcome.reason === 'reuse' ? 'operator-refresh.reuse-detected' : 'operator-refresh.refused';
    await recordAudit(ctx, { event, operator, ip: meta.ip, detail: { reason: outcome.reason } });
    throw sessionExpired();
  }
  await recordAudit(ctx, { event: 'operator-refresh.succeeded', operator, ip: meta.ip, ...(outcome.withinReuseLeeway && { detail: { withinReuseLeeway: true } }) });
  return outcome.tokens;
}

/** Ends the console sign-in the refresh token belongs to; an unknown token is accepted silently (idempotent). */
export async function endConsoleSession(ctx: AppContext, refreshToken: string, meta: RequestMeta): Promise<void> {
  const session = await ctx.db.transaction((tx) => repo.revokeSessionOfRefreshToken(tx, sha256(refreshToken), 'sign-out', ctx.config.now()));
  if (session) await recordAudit(ctx, { event: 'operator-sign-out', operator: { operatorId: session.operator_id }, ip: meta.ip });
}
