import { errorCodes } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError, tooManyRequests } from '../../http/api-error.ts';
import { recordAudit } from '../../http/audit.ts';
import { lockAffiliate } from '../members/affiliate-lock.ts';
import { brandName } from '../settings/service.ts';
import { announceTwoFactorChange } from './notices.ts';
import * as repo from './repository.ts';
import { verifySecondFactor, type Proof, type Verdict } from './second-factor.ts';
import { twoFactorMessages } from './messages.ts';

/**
 * The second step of a sign-in whose password was right, for an account with two-factor on: the `otp`
 * must be a current authenticator code (not used before) or an unused recovery code. Called only after
 * the password check, so nobody learns whether an account has two-factor without its password.
 * Answers 401 with code 20104 when `otp` is missing, 20106 when it is wrong, 429 after too many wrong
 * codes; a spent recovery code is announced to the affiliate with the number left.
 */
export async function requireSignInSecondFactor(
  ctx: AppContext,
  affiliateId: number,
  otp: string | undefined,
  ip: string,
): Promise<Proof> {
  if (!otp?.trim()) {
    await recordAudit(ctx, { event: 'login.second-factor-required', affiliateId, ip });
    throw new ApiError(401, twoFactorMessages.required, errorCodes.secondFactorRequired);
  }
  const brand = await brandName(ctx);
  const verdict = await ctx.db.transaction(async (tx): Promise<Verdict> => {
    const affiliate = await lockAffiliate(tx, affiliateId);
    if (!affiliate) return { ok: false, reason: 'wrong' };
    const factor = await repo.readFactor(tx, affiliate);
    const result = await verifySecondFactor(ctx, tx, factor, otp, ['authenticator', 'recovery-code']);
    if (result.ok && result.proof === 'recovery-code') {
      await announceTwoFactorChange(
        ctx,
        tx,
        factor,
        'recovery-code-used',
        brand,
        await repo.countRecoveryCodesLeft(tx, affiliateId),
      );
    }
    return result;
  });
  if (verdict.ok) return verdict.proof;
  await recordAudit(ctx, {
    event: 'login.second-factor-refused',
    affiliateId,
    ip,
    detail: { reason: verdict.reason },
  });
  if (verdict.reason === 'rate-limited') throw tooManyRequests(verdict.retryAfterSeconds);
  const message =
    verdict.reason === 'replayed' ? twoFactorMessages.replayed : twoFactorMessages.signInCodeInvalid;
  throw new ApiError(401, message, errorCodes.secondFactorInvalid, { otp: [message] });
}
