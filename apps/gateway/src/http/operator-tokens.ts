import { createSecretKey, hkdfSync, type KeyObject } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import type { AppContext } from '../app-context.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from './access-tokens.ts';
import { sessionExpired, unauthenticated } from './api-error.ts';

/**
 * The operator console's access tokens. They are signed with a key derived from the JWT secret for this
 * purpose only (HKDF-SHA256) and carry their own audience, so an affiliate's token (signed with the JWT
 * secret itself, no audience) never verifies here, and a console token never verifies as an affiliate's.
 */
export const OPERATOR_TOKEN_AUDIENCE = 'operator-console';
const KEY_PURPOSE = 'affiliate-gateway operator console access token v1';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OperatorAccessClaims {
  operatorId: number;
  sessionId: string;
}

const keys = new Map<string, KeyObject>();

function consoleKey(ctx: AppContext): KeyObject {
  let key = keys.get(ctx.config.jwtSecret);
  if (!key) {
    key = createSecretKey(Buffer.from(hkdfSync('sha256', Buffer.from(ctx.config.jwtSecret, 'utf8'), Buffer.alloc(0), KEY_PURPOSE, 32)));
    keys.set(ctx.config.jwtSecret, key);
  }
  return key;
}

/** A short-lived HS256 token: sub = operator id, sid = console session, aud = operator-console. */
export async function signOperatorAccessToken(ctx: AppContext, claims: OperatorAccessClaims, issuedAt = ctx.config.now()): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.operatorId))
    .setAudience(OPERATOR_TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(consoleKey(ctx));
  return { token, expiresAt: new Date(exp * 1000) };
}

/** Expired: 401 with code 20102 (the console refreshes); anything else, an affiliate's token included: 401. */
export async function verifyOperatorAccessToken(ctx: AppContext, token: string): Promise<OperatorAccessClaims> {
  try {
    const { payload } = await jwtVerify(token, consoleKey(ctx), { algorithms: ['HS256'], audience: OPERATOR_TOKEN_AUDIENCE, currentDate: ctx.config.now() });
    const operatorId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isInteger(operatorId) || operatorId <= 0 || typeof sessionId !== 'string' || !uuidPattern.test(sessionId)) throw unauthenticated();
    return { operatorId, sessionId };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw sessionExpired();
    throw unauthenticated();
  }
}
