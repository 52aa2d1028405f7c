import { errorCodes, messages, type ForgotPasswordRequest } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError, tooManyRequests } from '../../http/api-error.ts';
import { recordAudit } from '../../http/audit.ts';
import { revokeAllTokensOf } from '../api-tokens/repository.ts';
import { findAffiliateByEmail } from '../auth/repository.ts';
import { assertAcceptablePassword, resetPassword } from '../auth/service.ts';
import { hashPassword } from '../auth/passwords.ts';
import {
  forgiveWrongCodes,
  passwordResetWindow,
  removeEndedWindows,
  takeCodeAttempt,
} from '../code-window/service.ts';
import { issueOneTimeCode, verifyOneTimeCode } from './service.ts';

export const CODE_SENT_MESSAGE = 'If an account exists for this email, we have sent a 6-digit code to it.';
export const CODE_INVALID_MESSAGE = 'The code is invalid or has expired.';

type Step = { step: 'code-sent' | 'password-reset'; message: string };

/** No member has this id (ids start at 1): an unknown address's code is looked up like a known one's, and found nowhere. */
const NO_AFFILIATE = 0;

/**
 * Forgot password in two steps. Step 1 answers the same whether or not the email is registered (and
 * does comparable work either way); step 2 sets the new password with the emailed code, ends every
 * session of the account and revokes its personal API tokens (the code's mail says so). Step 2's codes are limited per account (modules/code-window), and an
 * unknown address is limited and answered exactly like a known one, after the same work: the password
 * rules, the hash, the window, the code lookup.
 */
export async function forgotPassword(
  ctx: AppContext,
  body: ForgotPasswordRequest,
  ip: string,
): Promise<Step> {
  const affiliate = await findAffiliateByEmail(ctx.db, body.email);
  const account = affiliate?.enabled ? affiliate : null;

  if (body.code === undefined || body.password === undefined) {
    if (account) {
      await ctx.db.transaction((tx) => issueOneTimeCode(ctx, tx, account, 'password-reset'));
      await recordAudit(ctx, { event: 'password-reset.code-sent', affiliateId: account.id, ip });
    } else {
      // Comparable work for an unknown address: a transaction round trip and a hash.
      await ctx.db.transaction((tx) => tx.query('SELECT 1'));
      await recordAudit(ctx, { event: 'password-reset.unknown-email', ip });
    }
    return { step: 'code-sent', message: CODE_SENT_MESSAGE };
  }

  const code = body.code;
  assertAcceptablePassword(body.password, account ? [account.username, account.email] : [body.email]);
  const passwordHash = await hashPassword(body.password);
  const window = passwordResetWindow(ctx, account ? { affiliateId: account.id } : { email: body.email });
  await removeEndedWindows(ctx, ctx.db);
  const outcome = await ctx.db.transaction(
    async (
      tx,
    ): Promise<{ revoked: number; tokensRevoked: number } | { retryAfterSeconds: number } | null> => {
      const retryAfterSeconds = await takeCodeAttempt(ctx, tx, window);
      if (retryAfterSeconds > 0) return { retryAfterSeconds };
      // No throw on a wrong code: the try must commit to count.
      if (
        !(await verifyOneTimeCode(ctx, account?.id ?? NO_AFFILIATE, 'password-reset', code, tx)) ||
        !account
      )
        return null;
      await forgiveWrongCodes(tx, window);
      return {
        revoked: await resetPassword(ctx, tx, account.id, passwordHash),
        tokensRevoked: await revokeAllTokensOf(tx, account.id, ctx.config.now()),
      };
    },
  );
  if (outcome === null || 'retryAfterSeconds' in outcome) {
    const reason = outcome ? 'rate-limited' : account ? 'bad-code' : 'unknown-email';
    await recordAudit(ctx, {
      event: 'password-reset.refused',
      affiliateId: account?.id ?? null,
      ip,
      detail: { reason },
    });
    if (outcome) throw tooManyRequests(outcome.retryAfterSeconds);
    throw new ApiError(422, CODE_INVALID_MESSAGE, errorCodes.validationFailed, {
      code: [CODE_INVALID_MESSAGE],
    });
  }
  await recordAudit(ctx, {
    event: 'password-reset.completed',
    affiliateId: account!.id,
    ip,
    detail: { sessionsRevoked: outcome.revoked, apiTokensRevoked: outcome.tokensRevoked },
  });
  return { step: 'password-reset', message: messages.passwordUpdated };
}
