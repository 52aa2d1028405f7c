import {
  errorCodes,
  type Member,
  type SignedInSession,
  type UpdatePreferencesRequest,
  type UpdateProfileRequest,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../http/api-error.ts';
import { recordAudit } from '../../http/audit.ts';
import { forgetSignInsOnCommit } from '../../http/revocation-barrier.ts';
import { isUuid } from '../../http/uuid.ts';
import { endAffiliateSessions, endSession } from '../auth/service.ts';
import { getAffiliate } from '../members/service.ts';
import { deviceLabel } from './device-label.ts';
import * as repo from './repository.ts';

export const SESSION_NOT_FOUND = 'There is no such session.';

interface Caller {
  id: number;
  sessionId: string;
}

/**
 * The open sessions. Sessions past their lifetime are ended first (there is no background job runner
 * to sweep them), so the list, the "log out the others" count and the database agree.
 */
export async function listSessions(ctx: AppContext, caller: Caller): Promise<SignedInSession[]> {
  const now = ctx.config.now();
  const expired = await ctx.db.transaction(async (tx) => {
    const count = await repo.expireDeadSessions(tx, caller.id, now);
    if (count > 0) await forgetSignInsOnCommit(ctx, tx, caller.id);
    return count;
  });
  if (expired > 0)
    await recordAudit(ctx, { event: 'session.expired', affiliateId: caller.id, detail: { expired } });
  const rows = await repo.listOpenSessions(ctx.db, caller.id, now);
  return rows.map((row) => ({
    id: row.id,
    current: row.id === caller.sessionId,
    device: deviceLabel(row.user_agent),
    ip: row.ip,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
  }));
}

/**
 * Signs out one of the caller's own sessions through the same path as every other revocation, so the
 * session is refused at once here and, through NOTIFY, on every other gateway process. Another
 * affiliate's session is "not found", never "forbidden": its existence is not the caller's business.
 */
export async function revokeOwnSession(
  ctx: AppContext,
  caller: Caller,
  sessionId: string,
  ip: string,
): Promise<{ revoked: true; current: boolean }> {
  if (!isUuid(sessionId)) throw new ApiError(404, SESSION_NOT_FOUND, errorCodes.notFound);
  const now = ctx.config.now();
  const found = await ctx.db.transaction(async (tx) => {
    const session = await repo.lockOwnOpenSession(tx, caller.id, sessionId);
    if (session)
      await endSession(ctx, tx, { id: session.id, affiliateId: caller.id }, 'signed-out-in-settings', now);
    return session !== null;
  });
  if (!found) throw new ApiError(404, SESSION_NOT_FOUND, errorCodes.notFound);
  const current = sessionId.toLowerCase() === caller.sessionId.toLowerCase();
  await recordAudit(ctx, { event: 'session.revoked', affiliateId: caller.id, ip, detail: { current } });
  return { revoked: true, current };
}

export async function revokeOtherSessions(ctx: AppContext, caller: Caller, ip: string): Promise<number> {
  const now = ctx.config.now();
  const revoked = await ctx.db.transaction((tx) =>
    endAffiliateSessions(ctx, tx, caller.id, 'signed-out-in-settings', now, caller.sessionId),
  );
  await recordAudit(ctx, {
    event: 'session.others-revoked',
    affiliateId: caller.id,
    ip,
    detail: { revoked },
  });
  return revoked;
}

/**
 * Signs out a group of the caller's own sessions (one device label on the settings screen). The
 * current session is never among them: it ends through its own DELETE or 'Log out'. Ids of other
 * affiliates' or of closed sessions are skipped, not reported: their existence is not the caller's business.
 */
export async function revokeSessions(
  ctx: AppContext,
  caller: Caller,
  sessionIds: ReadonlyArray<string>,
  ip: string,
): Promise<number> {
  const now = ctx.config.now();
  const revoked = await ctx.db.transaction(async (tx) => {
    const ids = await repo.lockOwnOpenSessions(
      tx,
      caller.id,
      [...new Set(sessionIds.map((id) => id.toLowerCase()))],
      caller.sessionId,
    );
    for (const id of ids)
      await endSession(ctx, tx, { id, affiliateId: caller.id }, 'signed-out-in-settings', now);
    return ids.length;
  });
  await recordAudit(ctx, { event: 'session.group-revoked', affiliateId: caller.id, ip, detail: { revoked } });
  return revoked;
}

export async function updatePreferences(
  ctx: AppContext,
  affiliateId: number,
  input: UpdatePreferencesRequest,
): Promise<Member> {
  await repo.updatePreferences(
    ctx.db,
    affiliateId,
    {
      ...(input.language ? { language: input.language } : {}),
      timezone: input.timezone,
      emailNotifications: input.emailNotifications,
      emailEvents: input.emailEvents,
    },
    ctx.config.now(),
  );
  return getAffiliate(ctx, affiliateId, 'preferences');
}

export async function updateProfile(
  ctx: AppContext,
  affiliateId: number,
  input: UpdateProfileRequest,
): Promise<Member> {
  await repo.updateName(ctx.db, affiliateId, input, ctx.config.now());
  return getAffiliate(ctx, affiliateId, 'preferences');
}
