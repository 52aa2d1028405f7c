import { timingSafeEqual } from 'node:crypto';
import {
  APPLICATION_CODE_NOT_VALID,
  APPLICATION_LINK_NOT_VALID,
  errorCodes,
  type confirmRegistrationRequest,
} from '@affiliate/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ApiError, fieldError } from '../../http/api-error.ts';
import { languageOrEnglish } from '../../i18n/translate.ts';
import { sendMail } from '../mail/service.ts';
import { brandName } from '../settings/service.ts';
import { receivedMail } from './applicant-mails.ts';
import * as repo from './registration-repository.ts';
import { codeHash, tokenHash } from './registration.ts';

/**
 * Confirming an application's email with the mailed link or code (issue 38): the application then waits
 * for a manager. Wrong codes count against the application: at the fifth its code and link die, and the
 * applicant applies again for new ones (which the form allows, replacing the unconfirmed application).
 */

export const CONFIRM_MAX_WRONG_CODES = 5;

export const APPLICATION_USERNAME_TAKEN_MEANWHILE =
  'This username was taken while your application waited for confirmation: apply again with another one.';
export const APPLICATION_EMAIL_TAKEN_MEANWHILE =
  'This email address now belongs to an affiliate account: sign in, or reset your password.';

type ConfirmInput = z.output<typeof confirmRegistrationRequest>;

/** What the transaction decided: thrown after it commits, so a wrong code's count is kept. */
type Decision = { ok: true; firstName: string } | { ok: false; error: ApiError };

const refusal = (input: ConfirmInput): ApiError =>
  'token' in input
    ? fieldError('token', APPLICATION_LINK_NOT_VALID)
    : fieldError('code', APPLICATION_CODE_NOT_VALID);

const conflict = (field: string, message: string) =>
  new ApiError(409, message, errorCodes.conflict, { [field]: [message] });

const sameHash = (a: string, b: string) => timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/**
 * Confirms: `pending_review` and the applicant's first name; 422 when the link or code is wrong, used or
 * expired (an unknown address is answered the same); 409 on `email` or `username` when an affiliate
 * account took either since the form was sent (the application stays as it was: applying again with
 * another username replaces it).
 */
export async function confirmRegistration(
  ctx: AppContext,
  input: ConfirmInput,
): Promise<{ status: 'pending_review'; first_name: string }> {
  const now = ctx.config.now();
  const brand = await brandName(ctx);
  const decision = await ctx.db.transaction(async (tx): Promise<Decision> => {
    const row =
      'token' in input
        ? await repo.applicationOfToken(tx, tokenHash(input.token))
        : await repo.unconfirmedApplicationOfEmail(tx, input.email);
    const open =
      row !== null &&
      row.status === 'unconfirmed' &&
      row.confirm_code_hash !== null &&
      row.confirm_expires_at !== null &&
      row.confirm_expires_at.getTime() > now.getTime();
    if (!open) return { ok: false, error: refusal(input) };
    if ('code' in input && !sameHash(row.confirm_code_hash!, codeHash(ctx, row.email, input.code))) {
      await repo.countWrongCode(tx, row.id, CONFIRM_MAX_WRONG_CODES);
      return { ok: false, error: refusal(input) };
    }
    // An account may have taken the address or the username since (created in the console, or another
    // application approved): the application cannot become one more account with them.
    if (await repo.memberWithEmail(tx, row.email))
      return { ok: false, error: conflict('email', APPLICATION_EMAIL_TAKEN_MEANWHILE) };
    if (await repo.memberWithUsername(tx, row.username))
      return { ok: false, error: conflict('username', APPLICATION_USERNAME_TAKEN_MEANWHILE) };
    await repo.markConfirmed(tx, row.id, now);
    const language = languageOrEnglish(row.language);
    await sendMail(
      ctx,
      receivedMail({ config: ctx.config, language, brand, email: row.email }, { firstName: row.first_name }),
      tx,
    );
    return { ok: true, firstName: row.first_name };
  });
  if (!decision.ok) throw decision.error;
  return { status: 'pending_review', first_name: decision.firstName };
}
