import { displayMinute } from '../../calendar/display-dates.ts';
import type { AppContext } from '../../app-context.ts';
import type { Transaction } from '../../db/database.ts';
import { sendMail } from '../mail/service.ts';
import { insertForAffiliates } from '../notifications/repository.ts';

/** The changes an affiliate is told about, by email to the account's address and in the portal. */
export type TwoFactorChange =
  'enabled' | 'disabled' | 'reset' | 'recovery-codes-replaced' | 'recovery-code-used';

const IF_NOT_YOU = 'If this was not you, change your password at once and contact support.';

function notice(change: TwoFactorChange, recoveryCodesLeft: number): { title: string; body: string } {
  switch (change) {
    case 'enabled':
      return {
        title: 'Two-factor authentication turned on',
        body: `Signing in to your account now needs a code from your authenticator app. ${IF_NOT_YOU}`,
      };
    case 'disabled':
      return {
        title: 'Two-factor authentication turned off',
        body: `Signing in to your account no longer needs a code from your authenticator app. ${IF_NOT_YOU}`,
      };
    case 'reset':
      return {
        title: 'Two-factor authentication reset',
        body: `The authenticator app and the recovery codes were removed from your account; set up two-factor authentication again to protect your sign-ins. ${IF_NOT_YOU}`,
      };
    case 'recovery-codes-replaced':
      return {
        title: 'New recovery codes',
        body: `New two-factor recovery codes were created for your account; the previous ones no longer work. ${IF_NOT_YOU}`,
      };
    case 'recovery-code-used':
      return {
        title: 'A recovery code was used',
        body: `A recovery code was used to sign in to your account; ${recoveryCodesLeft} of them are left. ${IF_NOT_YOU}`,
      };
  }
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
  const { title, body } = notice(change, recoveryCodesLeft);
  await insertForAffiliates(tx, { kind: 'security', title, body, affiliateIds: [affiliate.member_id] });
  await sendMail(
    ctx,
    {
      to: affiliate.email,
      subject: `${brand}: ${title}`,
      text: `${body}\n\nWhen: ${displayMinute(ctx.config.now())}`,
    },
    tx,
  );
}
