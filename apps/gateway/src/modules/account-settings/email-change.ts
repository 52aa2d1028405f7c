import type { Member, RequestEmailChangeRequest } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { fieldError, sessionExpired, tooManyRequests } from '../../http/api-error.ts';
import { recordAudit } from '../../http/audit.ts';
import { translate } from '../../i18n/translate.ts';
import { findAffiliateByEmail, findAffiliateCredentials } from '../auth/repository.ts';
import { verifyPassword } from '../auth/passwords.ts';
import { forgiveWrongCodes, secondFactorWindow, takeCodeAttempt } from '../code-window/service.ts';
import { consumeOneTimeCode, issueOneTimeCode } from '../codes/service.ts';
import { CODE_INVALID_MESSAGE } from '../codes/forgot-password.ts';
import { lockAffiliate } from '../members/affiliate-lock.ts';
import { getAffiliate } from '../members/service.ts';
import { notifyAffiliateAlways } from '../notifications/member-event.ts';
import { brandName } from '../settings/service.ts';
import { updateEmail } from './repository.ts';

export const WRONG_PASSWORD = 'The password is incorrect.';
/** Generic on purpose: the answer must not tell whether another account uses the address. */
export const EMAIL_NOT_USABLE = 'This email address cannot be used. Choose another one.';
export const SAME_EMAIL = 'This is already your email address.';

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/**
 * Step 1: with the right current password, sends a code to the NEW address (which proves the
 * affiliate can read it). The address is stored with the code, so the code can only ever confirm
 * that address; asking again replaces the previous pending change.
 */
export async function requestEmailChange(
  ctx: AppContext,
  affiliateId: number,
  input: RequestEmailChangeRequest,
  ip: string,
): Promise<{ message: string; expiresAt: string }> {
  const affiliate = await findAffiliateCredentials(ctx.db, affiliateId);
  if (!affiliate) throw sessionExpired();
  if (!(await verifyPassword(affiliate.password_hash, input.password))) {
    await recordAudit(ctx, {
      event: 'email-change.refused',
      affiliateId,
      ip,
      detail: { reason: 'wrong-password' },
    });
    throw fieldError('password', WRONG_PASSWORD);
  }
  if (sameAddress(input.email, affiliate.email)) throw fieldError('email', SAME_EMAIL);
  const owner = await findAffiliateByEmail(ctx.db, input.email);
  if (owner) {
    await recordAudit(ctx, {
      event: 'email-change.refused',
      affiliateId,
      ip,
      detail: { reason: 'address-taken' },
    });
    throw fieldError('email', EMAIL_NOT_USABLE);
  }
  const expiresAt = await ctx.db.transaction((tx) =>
    issueOneTimeCode(ctx, tx, { id: affiliateId, email: input.email }, 'email-change', input.email),
  );
  await recordAudit(ctx, { event: 'email-change.code-sent', affiliateId, ip });
  return {
    message: `We have sent a 6-digit code to ${input.email}. It is valid for 10 minutes.`,
    expiresAt: expiresAt.toISOString(),
  };
}

/**
 * Step 2: the code changes the email to the address it was sent to. The old address is told (with the
 * notification, in the same transaction), so a hijacked session cannot quietly take over the account.
 * The code counts in the account's one wrong-code window (modules/code-window), taken after the member
 * row as every other code check takes it.
 */
export async function confirmEmailChange(
  ctx: AppContext,
  affiliateId: number,
  code: string,
  ip: string,
): Promise<Member> {
  const affiliate = await findAffiliateCredentials(ctx.db, affiliateId);
  if (!affiliate) throw sessionExpired();
  // Read before the transaction: on PGlite a read outside it would wait for it.
  const brand = await brandName(ctx);
  const window = secondFactorWindow(affiliateId);
  let changedTo: string | { retryAfterSeconds: number } | null;
  try {
    changedTo = await ctx.db.transaction(async (tx) => {
      await lockAffiliate(tx, affiliateId);
      const retryAfterSeconds = await takeCodeAttempt(ctx, tx, window);
      if (retryAfterSeconds > 0) return { retryAfterSeconds };
      const consumed = await consumeOneTimeCode(ctx, affiliateId, 'email-change', code, tx);
      // No throw here: the failed attempt must commit to count towards the limit.
      if (!consumed?.target) return null;
      await forgiveWrongCodes(tx, window);
      const newEmail = consumed.target;
      await updateEmail(tx, affiliateId, newEmail, ctx.config.now());
      // The old address is told, in the affiliate's language.
      await notifyAffiliateAlways(
        ctx,
        tx,
        { affiliateId, mailTo: affiliate.email },
        (language) => ({
          title: translate(language, 'notice.emailChanged.title'),
          body: translate(language, 'notice.emailChanged.body', { email: newEmail }),
        }),
        brand,
      );
      return newEmail;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await recordAudit(ctx, {
      event: 'email-change.refused',
      affiliateId,
      ip,
      detail: { reason: 'address-taken' },
    });
    throw fieldError('email', EMAIL_NOT_USABLE);
  }
  if (changedTo === null) {
    await recordAudit(ctx, {
      event: 'email-change.refused',
      affiliateId,
      ip,
      detail: { reason: 'wrong-code' },
    });
    throw fieldError('code', CODE_INVALID_MESSAGE);
  }
  if (typeof changedTo === 'object') {
    await recordAudit(ctx, {
      event: 'email-change.refused',
      affiliateId,
      ip,
      detail: { reason: 'rate-limited' },
    });
    throw tooManyRequests(changedTo.retryAfterSeconds);
  }
  await recordAudit(ctx, { event: 'email-change.confirmed', affiliateId, ip });
  return getAffiliate(ctx, affiliateId, 'preferences');
}
