import { errorCodes, messages, type ForgotPasswordRequest } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../http/api-error.ts';
import { recordAudit } from '../audit/service.ts';
import { findMemberByEmail } from '../auth/repository.ts';
import { assertAcceptablePassword, resetPassword } from '../auth/service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { issueOneTimeCode, verifyOneTimeCode } from './service.ts';

export const CODE_SENT_MESSAGE = 'If an account exists for this email, we have sent a 6-digit code to it.';
export const CODE_INVALID_MESSAGE = 'The code is invalid or has expired.';

type Step = { step: 'code-sent' | 'password-reset'; message: string };

/**
 * Forgot password in two steps. Step 1 answers the same whether or not the email is registered (and
 * does comparable work either way); step 2 sets the new password with the emailed code and ends
 * every session of the account.
 */
export async function forgotPassword(ctx: AppContext, body: ForgotPasswordRequest, ip: string): Promise<Step> {
  const member = await findMemberByEmail(ctx.db, body.email);
  const account = member?.enabled ? member : null;

  if (body.code === undefined || body.password === undefined) {
    if (account) {
      await ctx.db.transaction((tx) => issueOneTimeCode(ctx, tx, account, 'password-reset'));
      await recordAudit(ctx, { event: 'password-reset.code-sent', memberId: account.id, ip });
    } else {
      // Comparable work for an unknown address: a transaction round trip and a hash.
      await ctx.db.transaction((tx) => tx.query('SELECT 1'));
      await recordAudit(ctx, { event: 'password-reset.unknown-email', ip });
    }
    return { step: 'code-sent', message: CODE_SENT_MESSAGE };
  }

  const password = body.password;
  const code = body.code;
  if (!account) {
    await hashPassword(password);
    await recordAudit(ctx, { event: 'password-reset.refused', ip, detail: { reason: 'unknown-email' } });
    throw new ApiError(422, CODE_INVALID_MESSAGE, errorCodes.validationFailed, { code: [CODE_INVALID_MESSAGE] });
  }
  assertAcceptablePassword(password, [account.username, account.email]);
  const revoked = await ctx.db.transaction(async (tx) => {
    if (!(await verifyOneTimeCode(ctx, account.id, 'password-reset', code, tx))) return null;
    return resetPassword(ctx, tx, account.id, password);
  });
  if (revoked === null) {
    await recordAudit(ctx, { event: 'password-reset.refused', memberId: account.id, ip, detail: { reason: 'bad-code' } });
    throw new ApiError(422, CODE_INVALID_MESSAGE, errorCodes.validationFailed, { code: [CODE_INVALID_MESSAGE] });
  }
  await recordAudit(ctx, { event: 'password-reset.completed', memberId: account.id, ip, detail: { sessionsRevoked: revoked } });
  return { step: 'password-reset', message: messages.passwordUpdated };
}
