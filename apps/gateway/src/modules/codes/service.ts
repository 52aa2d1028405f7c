import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { sendMail } from '../mail/service.ts';
import * as repo from './repository.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

/** Emailed codes confirm these: the contract's purposes plus the internal password reset. */
export type OneTimeCodePurpose = CodePurpose | 'password-reset';

const purposeText: Record<OneTimeCodePurpose, string> = {
  withdrawal: 'confirm your withdrawal request',
  'payment-details': 'confirm the change of your payout details',
  'totp-disable': 'turn off two-factor authentication',
  'password-reset': 'reset your password',
};

/** Keyed by the server secret and bound to member and purpose: a leaked table reveals no codes. */
function codeHash(ctx: AppContext, memberId: number, purpose: string, code: string): string {
  return createHmac('sha256', ctx.config.jwtSecret).update(`${memberId}:${purpose}:${code}`).digest('hex');
}

/** Creates a 6-digit code (10 minutes, single use, replaces the previous one) and emails it. */
export async function issueOneTimeCode(ctx: AppContext, tx: Queryable, member: { id: number; email: string }, purpose: OneTimeCodePurpose): Promise<Date> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(ctx.config.now().getTime() + CODE_TTL_MS);
  await repo.replaceCode(tx, member.id, purpose, codeHash(ctx, member.id, purpose, code), expiresAt);
  await sendMail(
    ctx,
    {
      to: member.email,
      // The code stays out of the subject: subjects are logged (here and by mail servers) and shown in
      // notification previews on locked phones.
      subject: 'Your Goldline Partners verification code',
      text: `Use this code to ${purposeText[purpose]}: ${code}\n\nIt is valid for 10 minutes and can be used once. If you did not ask for it, ignore this email and consider changing your password.`,
    },
    tx,
  );
  return expiresAt;
}

/**
 * True once for the right, unexpired code; every wrong try counts and the code dies after 5.
 * Used by password reset now and by withdrawals and payout-detail changes later.
 */
export async function verifyOneTimeCode(ctx: AppContext, memberId: number, purpose: OneTimeCodePurpose, code: string, tx?: Queryable): Promise<boolean> {
  const check = async (db: Queryable) => {
    const row = await repo.findOpenCodeForUpdate(db, memberId, purpose);
    const now = ctx.config.now();
    if (!row || row.expires_at.getTime() <= now.getTime() || row.attempts >= CODE_MAX_ATTEMPTS) return false;
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(codeHash(ctx, memberId, purpose, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await repo.countAttempt(db, row.id);
      return false;
    }
    await repo.markCodeUsed(db, row.id, now);
    return true;
  };
  return tx ? check(tx) : ctx.db.transaction(check);
}
