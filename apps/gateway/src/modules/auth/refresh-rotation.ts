import type { SessionTokens } from '@affiliate/contract';

/**
 * How long a just-rotated refresh token still yields a new pair in its family: two tabs holding one token,
 * or a client retrying a refresh whose answer was lost, would otherwise look like theft and be signed out.
 */
export const REFRESH_REUSE_LEEWAY_MS = 30_000;

/** A refresh token's row as both sides read it (locked FOR UPDATE), with its sign-in and account. */
export interface RotatableToken {
  token_hash: string;
  session_id: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
  enabled: boolean;
}

/** What rotation does to one side's tables (the affiliates' or the console's), in the caller's transaction. */
export interface RefreshFamily {
  hasUsedSuccessor: (tokenHash: string) => Promise<boolean>;
  /** Ends the whole sign-in: the token came back after the leeway, so it was copied. */
  endFamily: (sessionId: string) => Promise<void>;
  markUsed: (tokenHash: string) => Promise<void>;
  touch: (sessionId: string) => Promise<void>;
  issue: (sessionId: string, rotatedFrom: string) => Promise<SessionTokens>;
  /** The audit's reason when the account is disabled. */
  disabledReason: string;
}

export type Rotation =
  { ok: true; tokens: SessionTokens; withinReuseLeeway: boolean } | { ok: false; reason: string };

/**
 * A used token is honoured again only when it was rotated less than REFRESH_REUSE_LEEWAY_MS ago and
 * is still the family's last rotation (no token rotated from it has been used since).
 */
async function inReuseLeeway(row: RotatableToken, now: Date, family: RefreshFamily): Promise<boolean> {
  if (!row.used_at || now.getTime() - row.used_at.getTime() > REFRESH_REUSE_LEEWAY_MS) return false;
  return !(await family.hasUsedSuccessor(row.token_hash));
}

/**
 * The rotation rule both sign-ins follow. A token presented a second time means it was copied: the whole
 * family (session) is ended, so the thief's newer tokens die with the victim's. Except within the reuse
 * leeway: then another pair of the same family is handed out (each pair works), so concurrent refreshes
 * with one token all succeed. The caller's row lock serialises them; the first marks the token used.
 */
export async function rotateRefreshToken(
  row: RotatableToken,
  now: Date,
  family: RefreshFamily,
): Promise<Rotation> {
  if (row.revoked_at) return { ok: false, reason: 'session-revoked' };
  const withinReuseLeeway = await inReuseLeeway(row, now, family);
  if (row.used_at && !withinReuseLeeway) {
    await family.endFamily(row.session_id);
    return { ok: false, reason: 'reuse' };
  }
  if (row.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (!row.enabled) return { ok: false, reason: family.disabledReason };
  if (!row.used_at) await family.markUsed(row.token_hash);
  await family.touch(row.session_id);
  return { ok: true, tokens: await family.issue(row.session_id, row.token_hash), withinReuseLeeway };
}
