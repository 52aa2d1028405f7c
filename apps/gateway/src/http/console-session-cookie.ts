import {
  CONSOLE_REFRESH_COOKIE,
  CONSOLE_SESSION_PATH,
  type ConsoleSession,
  type SessionTokens,
} from '@affiliate/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.ts';

/**
 * The console's refresh token lives in an HttpOnly cookie, never in the answer's body: scripts of the
 * origin (the affiliate portal's too) cannot read it, and browsers send it only to the refresh and
 * sign-out endpoints (Path), only from the console's own pages (SameSite=Strict), only over https when
 * the portal is served over https (Secure). The access token goes to the console's memory. Requests
 * that carry cookies pass the XSRF check as every other (plugins/xsrf.ts).
 */
function cookieOptions(config: AppConfig) {
  return {
    httpOnly: true,
    secure: config.publicUrl.startsWith('https:'),
    sameSite: 'strict' as const,
    path: CONSOLE_SESSION_PATH,
  };
}

/** Keeps the refresh token in the cookie (until `refreshExpiresAt`) and answers the rest. */
export function consoleSessionAnswer(
  reply: FastifyReply,
  config: AppConfig,
  tokens: SessionTokens,
  refreshExpiresAt: Date,
): ConsoleSession {
  reply.setCookie(CONSOLE_REFRESH_COOKIE, tokens.refreshToken, {
    ...cookieOptions(config),
    expires: refreshExpiresAt,
  });
  return { token: tokens.token, expiresAt: tokens.expiresAt };
}

export function clearConsoleSessionCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(CONSOLE_REFRESH_COOKIE, cookieOptions(config));
}

/** The refresh token a request presents: the body's (clients without cookies), else the cookie's. */
export function presentedConsoleRefreshToken(request: FastifyRequest): string | undefined {
  const fromBody = (request.body as { refreshToken?: string } | undefined)?.refreshToken;
  return fromBody ?? request.cookies[CONSOLE_REFRESH_COOKIE] ?? undefined;
}
