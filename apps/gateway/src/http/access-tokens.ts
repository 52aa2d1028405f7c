import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';
import type { AppContext } from '../app-context.ts';
import { sessionExpired, unauthenticated } from './api-error.ts';
import { isUuid } from './uuid.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export interface AccessClaims {
  affiliateId: number;
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

/** Whose sign-in a session token stands for: the account (`sub`) and the session (`sid`); an audience when the token has one. */
export interface SessionTokenClaims {
  subject: number;
  sessionId: string;
  audience?: string;
}

/** A short-lived HS256 token of a sign-in, signed with `key` (the affiliates' and the operator console's differ). */
export async function signSessionToken(
  key: KeyObject,
  claims: SessionTokenClaims,
  issuedAt: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const iat = Math.floor(issuedAt.getTime() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const jwt = new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.subject));
  if (claims.audience) jwt.setAudience(claims.audience);
  // A token id of its own (jti): two tokens of one sign-in issued in the same second (a refresh right
  // after the sign-in) would otherwise be the same bytes, and a tab holding the old one could not tell
  // that another tab had renewed it.
  const token = await jwt.setJti(randomUUID()).setIssuedAt(iat).setExpirationTime(exp).sign(key);
  return { token, expiresAt: new Date(exp * 1000) };
}

/** Expired: 401 with code 20102 (the client refreshes); anything else invalid, a wrong key or audience included: 401. */
export async function verifySessionToken(
  key: KeyObject,
  token: string,
  now: Date,
  audience?: string,
): Promise<{ subject: number; sessionId: string; expiresAtMs: number }> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      currentDate: now,
      ...(audience && { audience }),
    });
    const subject = Number(payload.sub);
    const sessionId = payload.sid;
    if (!Number.isInteger(subject) || subject <= 0 || typeof sessionId !== 'string' || !isUuid(sessionId))
      throw unauthenticated();
    if (typeof payload.exp !== 'number') throw unauthenticated();
    return { subject, sessionId, expiresAtMs: payload.exp * 1000 };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw sessionExpired();
    throw unauthenticated();
  }
}

/** A short-lived HS256 access token: sub = member id, sid = session (refresh family) id. */
export function signAccessToken(
  ctx: AppContext,
  claims: AccessClaims,
  issuedAt = ctx.config.now(),
): Promise<{ token: string; expiresAt: Date }> {
  return signSessionToken(
    signingKey(ctx),
    { subject: claims.affiliateId, sessionId: claims.sessionId },
    issuedAt,
  );
}

/** Expired: 401 with code 20102 (the portal's Session Expired dialog); anything else invalid: 401. */
export async function verifyAccessToken(ctx: AppContext, token: string): Promise<VerifiedAccess> {
  const verified = await verifySessionToken(signingKey(ctx), token, ctx.config.now());
  return { affiliateId: verified.subject, sessionId: verified.sessionId, expiresAtMs: verified.expiresAtMs };
}
