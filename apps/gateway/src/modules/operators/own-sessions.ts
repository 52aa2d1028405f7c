import { errorCodes, type SignedInSession } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { ActingOperator } from '../../http/access.ts';
import { ApiError } from '../../http/api-error.ts';
import { consolePerson } from '../../http/operator-access.ts';
import { isUuid } from '../../http/uuid.ts';
import { deviceLabel } from '../account-settings/device-label.ts';

/**
 * The signed-in operator's own console sessions, on the Your account page: where they are signed in, and
 * ending any of them (a laptop left signed in elsewhere). A session is open while it is not ended and one
 * of its refresh tokens is still valid (a console sign-in lasts a working day).
 */

const NO_SUCH_SESSION = 'There is no such open session of yours.';

export async function listOwnSessions(ctx: AppContext, operator: ActingOperator): Promise<SignedInSession[]> {
  const me = consolePerson(operator);
  const { rows } = await ctx.db.query<{
    id: string;
    user_agent: string | null;
    ip: string | null;
    created_at: Date;
    last_seen_at: Date;
  }>(
    `SELECT s.id, s.user_agent, s.ip, s.created_at, s.last_seen_at FROM operator_sessions s
     WHERE s.operator_id = $1 AND s.revoked_at IS NULL
       AND EXISTS (SELECT 1 FROM operator_refresh_tokens t WHERE t.session_id = s.id AND t.expires_at > $2)
     ORDER BY s.id = $3 DESC, s.last_seen_at DESC, s.id`,
    [me.id, ctx.config.now(), me.sessionId],
  );
  return rows.map((row) => ({
    id: row.id,
    current: row.id === me.sessionId,
    device: deviceLabel(row.user_agent),
    ip: row.ip,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
  }));
}

/** Ends one of the operator's own sessions; any other id (another operator's, an ended one, a malformed one) is not found. */
export async function endOwnSession(
  ctx: AppContext,
  operator: ActingOperator,
  sessionId: string,
): Promise<{ revoked: true; current: boolean }> {
  const me = consolePerson(operator);
  // The route's audit row (contract-route.ts) records who ended which session.
  const ended = isUuid(sessionId)
    ? await ctx.db.maybeOne<{ id: string }>(
        `UPDATE operator_sessions SET revoked_at = $3, revoke_reason = 'ended by the operator' WHERE id = $1 AND operator_id = $2 AND revoked_at IS NULL RETURNING id`,
        [sessionId, me.id, ctx.config.now()],
      )
    : null;
  if (!ended) throw new ApiError(404, NO_SUCH_SESSION, errorCodes.notFound);
  return { revoked: true, current: sessionId === me.sessionId };
}
