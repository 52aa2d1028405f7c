import type { AppContext } from '../../app-context.ts';
import type { Transaction } from '../../db/database.ts';
import { translate, type Language } from '../../i18n/translate.ts';
import { notifyAffiliateAlways, type AffiliateMessage } from '../notifications/member-event.ts';

/** The changes an affiliate is told about, by email to the account's address and in the portal. */
export type TwoFactorChange =
  'enabled' | 'disabled' | 'reset' | 'recovery-codes-replaced' | 'recovery-code-used';

const texts = {
  enabled: ['notice.totp.enabled.title', 'notice.totp.enabled.body'],
  disabled: ['notice.totp.disabled.title', 'notice.totp.disabled.body'],
  reset: ['notice.totp.reset.title', 'notice.totp.reset.body'],
  'recovery-codes-replaced': [
    'notice.totp.recoveryCodesReplaced.title',
    'notice.totp.recoveryCodesReplaced.body',
  ],
  'recovery-code-used': ['notice.totp.recoveryCodeUsed.title', 'notice.totp.recoveryCodeUsed.body'],
} as const satisfies Record<TwoFactorChange, readonly [string, string]>;

function notice(change: TwoFactorChange, recoveryCodesLeft: number): AffiliateMessage {
  const [title, body] = texts[change];
  return (language: Language) => ({
    title: translate(language, title),
    body: translate(language, body, {
      count: recoveryCodesLeft,
      ifNotYou: translate(language, 'notice.security.ifNotYou'),
    }),
  });
}

/**
 * Tells the affiliate, in the transaction that makes the change: the notification and the outbox mail
 * commit with it (an SMTP send waits for the commit), so nobody is told of a change that rolled back.
 * Neither ever carries a secret or a code.
 */
export async function announceTwoFactorChange(
  ctx: AppContext,
  tx: Transaction,
  affiliate: { member_id: number; email: string },
  change: TwoFactorChange,
  /** The brand's name (read before the transaction: on PGlite a read outside it would wait for it). */
  brand: string,
  recoveryCodesLeft = 0,
): Promise<void> {
  await notifyAffiliateAlways(
    ctx,
    tx,
    { affiliateId: affiliate.member_id, mailTo: affiliate.email },
    notice(change, recoveryCodesLeft),
    brand,
  );
}
