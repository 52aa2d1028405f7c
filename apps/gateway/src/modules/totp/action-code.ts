import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { fieldError, tooManyRequests, type ApiError } from '../../http/api-error.ts';
import { twoFactorMessages } from './messages.ts';
import type { LockedFactor } from './repository.ts';
import { verifySecondFactor, type Verdict } from './second-factor.ts';

/** The money actions that need a second factor, named as the emailed code's purpose. */
export type MoneyAction = 'withdrawal' | 'payment-details';

export const emailedCodeInvalid = 'The code is not valid or has expired. Request a new code by email.';

/**
 * The second factor of a money action (a withdrawal, new payout details): the authenticator's code when
 * two-factor is on (an emailed code would let a hijacked mailbox stand in for the phone, and a recovery
 * code is for getting back in, not for moving money), else the code emailed for the action's purpose by
 * /api/v1/bo/2fa/requestcode. Runs in the caller's transaction on the factor read under the
 * affiliate's lock (`lockAffiliate`, which also serialises the affiliate's money actions); a wrong code
 * is counted, so the caller commits before answering with `actionCodeRefusal`.
 */
export function checkActionCode(
  ctx: AppContext,
  tx: Queryable,
  factor: LockedFactor,
  code: string,
  action: MoneyAction,
): Promise<Verdict> {
  return factor.two_factor_enabled
    ? verifySecondFactor(ctx, tx, factor, code, ['authenticator'])
    : verifySecondFactor(ctx, tx, factor, code, ['emailed-code'], action);
}

/** The answer to a refused code: 429 once too many, else 422 on `code` in words that say which code. */
export function actionCodeRefusal(verdict: Extract<Verdict, { ok: false }>, twoFactorOn: boolean): ApiError {
  if (verdict.reason === 'rate-limited') return tooManyRequests(verdict.retryAfterSeconds);
  if (!twoFactorOn) return fieldError('code', emailedCodeInvalid);
  return fieldError(
    'code',
    verdict.reason === 'replayed' ? twoFactorMessages.replayed : twoFactorMessages.appCodeInvalid,
  );
}
