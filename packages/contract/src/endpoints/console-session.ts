import { z } from 'zod';
import { isoDateTime } from '../common/primitives.ts';

/**
 * The operator console's session as the browser sees it: the access token only, kept in the console's
 * memory. The refresh token travels in the HttpOnly cookie `CONSOLE_REFRESH_COOKIE`, scoped to
 * `CONSOLE_SESSION_PATH` (SameSite=Strict, Secure over https), so no script of the portal's origin,
 * the affiliate portal's included, can read either (docs/security.md).
 */
export const consoleSession = z.object({
  token: z.string(),
  /** When the access token stops working (ISO 8601, UTC). */
  expiresAt: isoDateTime,
});
export type ConsoleSession = z.infer<typeof consoleSession>;

export const CONSOLE_REFRESH_COOKIE = 'operator_refresh';
/** The refresh and sign-out endpoints lie under it; no other request carries the cookie. */
export const CONSOLE_SESSION_PATH = '/api/v1/operator/session';

/**
 * Refresh and sign-out take the refresh token from the cookie; a client without cookies (a test, a
 * script on the server) may send it in the body instead.
 */
export const consoleRefreshRequest = z.object({ refreshToken: z.string().min(1).max(512).optional() });
