import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { languageOrEnglish, translate } from '../../i18n/translate.ts';
import { sendMail } from '../mail/service.ts';
import * as repo from './repository.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

/** Emailed codes confirm these: the contract's purposes plus the internal password reset. */
export type OneTimeCodePurpose = CodePurpose | 'password-reset' | 'email-change';

/** What the code's mail adds for a purpose whose use has effects beyond itself. */
const consequenceText: Partial<Record<OneTimeCodePurpose, 'mail.code.passwordResetEffects'>> = {
  'password-reset': 'mail.code.passwordResetEffects',
};

/** Keyed by the server secret and bound to member and purpose: a leaked table reveals no codes. */
function codeHash(ctx: AppContext, affiliateId: number, purpose: string, code: string): string {
  return createHmac('sha256', ctx.config.jwtSecret).update(`${affiliateId}:${purpose}:${code}`).digest('hex');
}

/**
 * Creates a 6-digit code (10 minutes, single use, replaces the previous one) and emails it to
 * `member.email`. `target` is kept with the code and handed back when it is confirmed (an email change
 * stores and mails to the new address).
 */
export async function issueOneTimeCode(
  ctx: AppContext,
  tx: Queryable,
  affiliate: { id: number; email: string },
  purpose: OneTimeCodePurpose,
  target: string | null = null,
): Promise<Date> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(ctx.config.now().getTime() + CODE_TTL_MS);
  const stored = await repo.replaceCode(
    tx,
    affiliate.id,
    purpose,
    codeHash(ctx, affiliate.id, purpose, code),
    expiresAt,
    target,
  );
  // In the affiliate's language, whichever address it goes to (a new one being confirmed too).
  const language = languageOrEnglish(stored.language);
  const consequence = consequenceText[purpose];
  await sendMail(
    ctx,
    {
      to: affiliate.email,
      // The code stays out of the subject: subjects are logged (here and by mail servers) and shown in
      // notification previews on locked phones.
      subject: translate(language, 'mail.code.subject'),
      text: [
        translate(language, 'mail.code.use', {
          purpose: translate(language, `mail.code.purpose.${purpose}`),
          code,
        }),
        ...(consequence ? [translate(language, consequence)] : []),
        translate(language, 'mail.code.validity'),
      ].join('\n\n'),
    },
    tx,
  );
  return expiresAt;
}

/**
 * True once for the right, unexpired code; every wrong try counts and the code dies after 5.
 * Used by password reset now and by withdrawals and payout-detail changes later.
 */
export async function verifyOneTimeCode(
  ctx: AppContext,
  affiliateId: number,
  purpose: OneTimeCodePurpose,
  code: string,
  tx?: Queryable,
): Promise<boolean> {
  return (await consumeOneTimeCode(ctx, affiliateId, purpose, code, tx)) !== null;
}

/** Like verifyOneTimeCode, but hands back what the code was issued for (its `target`); null when refused. */
export async function consumeOneTimeCode(
  ctx: AppContext,
  affiliateId: number,
  purpose: OneTimeCodePurpose,
  code: string,
  tx?: Queryable,
): Promise<{ target: string | null } | null> {
  const check = async (db: Queryable) => {
    const row = await repo.findOpenCodeForUpdate(db, affiliateId, purpose);
    const now = ctx.config.now();
    if (!row || row.expires_at.getTime() <= now.getTime() || row.attempts >= CODE_MAX_ATTEMPTS) return null;
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(codeHash(ctx, affiliateId, purpose, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await repo.countAttempt(db, row.id);
      return null;
    }
    await repo.markCodeUsed(db, row.id, now);
    return { target: row.target };
  };
  return tx ? check(tx) : ctx.db.transaction(check);
}
