import { createHmac } from 'node:crypto';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import * as repo from './repository.ts';

/**
 * The wrong-code window of an account: at most `twoFactorFailuresPerAccount` codes per
 * `twoFactorWindowMs` (5 per 15 minutes), counted in the database so every replica sees them. The try
 * is counted before the code is checked, in the caller's transaction, so a burst of parallel requests
 * cannot all be checked against the same count; a right code clears the window. Past the limit every
 * code is refused, the right one too (the limit would mean nothing otherwise), and asking for a fresh
 * emailed code does not reopen it.
 */

/** Every code that proves the affiliate: authenticator, recovery and emailed codes of any purpose. */
export const secondFactorWindow = (affiliateId: number) => `second-factor:${affiliateId}`;

/**
 * Forgot-password codes have a window of their own: anyone who knows an address can type them, and
 * must not be able to lock the affiliate out of sign-in or payouts by doing so. An address with no
 * account gets a window too (keyed by a keyed hash, not the address itself), so the answers do not
 * tell a registered address from another.
 */
export function passwordResetWindow(
  ctx: AppContext,
  account: { affiliateId: number } | { email: string },
): string {
  if ('affiliateId' in account) return `password-reset:member:${account.affiliateId}`;
  const key = createHmac('sha256', ctx.config.jwtSecret)
    .update(`password-reset:${account.email.trim().toLowerCase()}`)
    .digest('hex');
  return `password-reset:email:${key}`;
}

/**
 * Counts a try in `tx` and answers the seconds to wait when it is past the limit (0: check the code).
 * The caller commits the count whether the code turns out right or wrong, and clears the window with
 * `forgiveWrongCodes` in the same transaction when it is right.
 */
export async function takeCodeAttempt(ctx: AppContext, tx: Queryable, subject: string): Promise<number> {
  const { twoFactorFailuresPerAccount: max, twoFactorWindowMs: windowMs } = ctx.config.rateLimits;
  const now = ctx.config.now();
  const window = await repo.countAttempt(tx, subject, now, windowMs);
  if (window.attempts <= max) return 0;
  const endsMs = window.started_at.getTime() + windowMs;
  return Math.max(1, Math.ceil((endsMs - now.getTime()) / 1000));
}

export function forgiveWrongCodes(tx: Queryable, subject: string): Promise<void> {
  return repo.clearWindow(tx, subject);
}

/** Drops ended windows (the ones of unknown addresses would otherwise stay forever). */
export function removeEndedWindows(ctx: AppContext, db: Queryable): Promise<void> {
  return repo.removeEndedWindows(db, ctx.config.now(), ctx.config.rateLimits.twoFactorWindowMs);
}
