import { createSecretKey, type KeyObject } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import type { AppContext } from '../app-context.ts';
import { sessionExpired, unauthenticated } from './api-error.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  memberId: number;
  sessionId: string;
}

export interface VerifiedAccess extends AccessClaims {
  /** The token's expiry, ms since the epoch. */
  expiresAtMs: number;
}

// A raw byte key makes jose import a WebCrypto key on every sign and verify (a measurable share of a
// hot request); a KeyObject made once per secret is used as it is.
const keys = new Map<string, KeyObject>();

function signingKey(ctx: AppContext): KeyObject {
  let key = keys.get(ctx.config.jwtSecret);
  if (!key) {
    key = createSecretKey(Buffer.from(ctx.config.jwtSecret, 'utf8'));
    keys.set(ctx.config.jwtSecret, key);
  }
  return key;
}

/** A short-lived HS256 access token: sub = member id, sid = session (refresh family) id. */
export async function signAccessToken(ctx: AppContext, claims: AccessClaims, issuedAt = ctx.config.now()): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.memberId))
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(signingKey(ctx));
  return { token, expiresAt: new Date(exp * 1000) };
}

/** Expired: 401 with code 20102 (the portal's Session Expired dialog); anything else invalid: 401. */
export async function verifyAccessToken(ctx: AppContext, token: string): Promise<VerifiedAccess> {
  try {
    const { payload } = await jwtVerify(token, signingKey(ctx), { algorithms: ['HS256'], currentDate: ctx.config.now() });
    const memberId = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isInteger(memberId) || memberId <= 0 || typeof sessionId !== 'string' || !uuidPattern.test(sessionId)) throw unauthenticated();
    if (typeof payload.exp !== 'number') throw unauthenticated();
    return { memberId, sessionId, expiresAtMs: payload.exp * 1000 };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw sessionExpired();
    throw unauthenticated();
  }
}
