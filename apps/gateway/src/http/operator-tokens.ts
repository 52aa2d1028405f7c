import { createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import type { AppContext } from '../app-context.ts';
import { signSessionToken, verifySessionToken } from './access-tokens.ts';

/**
 * The operator console's access tokens. They are signed with a key derived from the JWT secret for this
 * purpose only (HKDF-SHA256) and carry their own audience, so an affiliate's token (signed with the JWT
 * secret itself, no audience) never verifies here, and a console token never verifies as an affiliate's.
 */
export const OPERATOR_TOKEN_AUDIENCE = 'operator-console';
const KEY_PURPOSE = 'affiliate-gateway operator console access token v1';

export interface OperatorAccessClaims {
  operatorId: number;
  sessionId: string;
}

const keys = new Map<string, KeyObject>();

function consoleKey(ctx: AppContext): KeyObject {
  let key = keys.get(ctx.config.jwtSecret);
  if (!key) {
    key = createSecretKey(
      Buffer.from(
        hkdfSync('sha256', Buffer.from(ctx.config.jwtSecret, 'utf8'), Buffer.alloc(0), KEY_PURPOSE, 32),
      ),
    );
    keys.set(ctx.config.jwtSecret, key);
  }
  return key;
}

/** 15 minutes, HS256: sub = operator id, sid = console session, aud = operator-console. */
export function signOperatorAccessToken(
  ctx: AppContext,
  claims: OperatorAccessClaims,
  issuedAt = ctx.config.now(),
): Promise<{ token: string; expiresAt: Date }> {
  return signSessionToken(
    consoleKey(ctx),
    { subject: claims.operatorId, sessionId: claims.sessionId, audience: OPERATOR_TOKEN_AUDIENCE },
    issuedAt,
  );
}

/** Expired: 401 with code 20102 (the console refreshes); anything else, an affiliate's token included: 401. */
export async function verifyOperatorAccessToken(
  ctx: AppContext,
  token: string,
): Promise<OperatorAccessClaims> {
  const verified = await verifySessionToken(
    consoleKey(ctx),
    token,
    ctx.config.now(),
    OPERATOR_TOKEN_AUDIENCE,
  );
  return { operatorId: verified.subject, sessionId: verified.sessionId };
}
