import { Secret, TOTP } from 'otpauth';

/**
 * The authenticator-app rules (RFC 6238 as every app implements it): HMAC-SHA-1, 6 digits, 30-second
 * steps, one step of drift either side, a 160-bit secret (RFC 4226's recommended length).
 */
export const TOTP_ALGORITHM = 'SHA1';
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DRIFT_STEPS = 1;
export const TOTP_SECRET_BYTES = 20;

function totp(secretBase32: string, issuer = '', account = 'OTPAuth'): TOTP {
  return new TOTP({
    issuer,
    label: account,
    algorithm: TOTP_ALGORITHM,
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret, base32 as the apps take it (from the platform's CSPRNG). */
export function newAuthenticatorSecret(): string {
  return new Secret({ size: TOTP_SECRET_BYTES }).base32;
}

/** The `otpauth://totp/...` address a QR code carries: the app shows the issuer and the account. */
export function otpauthUri(secretBase32: string, issuer: string, account: string): string {
  return totp(secretBase32, issuer, account).toString();
}

/** The RFC 6238 time step a moment falls in. */
export function timeStep(nowMs: number): number {
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: nowMs });
}

/** The code of a moment (tests and tools; the gateway only checks codes). */
export function authenticatorCodeAt(secretBase32: string, nowMs: number): string {
  return totp(secretBase32).generate({ timestamp: nowMs });
}

export type AuthenticatorCheck = { ok: true; step: number } | { ok: false; reason: 'wrong' | 'replayed' };

/**
 * Checks a code against the current step and one step either side. A code is accepted once: a step at
 * or before the last accepted one is a replay (RFC 6238 section 5.2), even within the drift window.
 * The caller stores the returned step in the same statement that accepts it.
 */
export function checkAuthenticatorCode(
  secretBase32: string,
  code: string,
  nowMs: number,
  lastUsedStep: number | null,
): AuthenticatorCheck {
  if (!/^\d{6}$/.test(code)) return { ok: false, reason: 'wrong' };
  const delta = totp(secretBase32).validate({ token: code, timestamp: nowMs, window: TOTP_DRIFT_STEPS });
  if (delta === null) return { ok: false, reason: 'wrong' };
  const step = timeStep(nowMs) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return { ok: false, reason: 'replayed' };
  return { ok: true, step };
}
