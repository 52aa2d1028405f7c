import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { existingPassword, isoDateTime, loginName, memberId, sixDigitCode } from '../common/primitives.ts';

/** What login and refresh return: a short-lived access token and an opaque, rotating refresh token. */
export const sessionTokens = z.object({
  token: z.string(),
  /** When the access token stops working (ISO 8601, UTC). */
  expiresAt: isoDateTime,
  refreshToken: z.string(),
});
export type SessionTokens = z.infer<typeof sessionTokens>;

export const loginRequest = z.object({
  /** Username or email. */
  username: loginName,
  password: existingPassword,
  /**
   * Authenticator or recovery code, once two-factor authentication is enabled: without it a right
   * password answers 401 with code 20104 (second factor required), with a wrong one 401 with 20106.
   * Ignored while two-factor is not enabled.
   */
  otp: z.string().trim().max(32).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const login = endpoint({
  method: 'POST',
  path: '/api/v1/auth/login',
  access: 'public',
  summary:
    'Sign in with username (or email) and password, plus `otp` once two-factor authentication is enabled',
  tags: ['auth'],
  body: loginRequest,
  response: dataEnvelope(sessionTokens),
});

export const authUser = z.object({
  id: memberId,
  username: z.string(),
  email: z.string(),
  name: z.string(),
  twoFactorEnabled: z.boolean(),
  lastLoginAt: isoDateTime.nullable(),
});
export type AuthUser = z.infer<typeof authUser>;

export const user = endpoint({
  method: 'GET',
  path: '/api/v1/auth/user',
  access: 'member',
  summary: 'The signed-in user',
  tags: ['auth'],
  response: dataEnvelope(authUser),
});

export const refreshTokenRequest = z.object({ refreshToken: z.string().min(1).max(512) });

export const refreshToken = endpoint({
  method: 'POST',
  path: '/api/v1/auth/refresh-token',
  access: 'public',
  summary:
    'Exchange a refresh token for new tokens; the old refresh token stops working. 403 with code 20105 when the account was suspended meanwhile',
  tags: ['auth'],
  body: refreshTokenRequest,
  response: dataEnvelope(sessionTokens),
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/v1/auth/logout',
  access: 'public',
  summary: 'Sign out: revokes the refresh token family (every token issued from the same sign-in)',
  tags: ['auth'],
  body: refreshTokenRequest,
  response: dataEnvelope(z.object({ loggedOut: z.literal(true) })),
});

export { sixDigitCode };
