import type { AppConfig } from '../../config/app-config.ts';

/**
 * What `npm start` tells a new user when no mail server is configured: the codes the portal emails
 * (password reset, withdrawal and payout-detail confirmations, email change, turning two-factor off)
 * are kept in the outbox, not sent, and here is where to read them. Null with SMTP_URL set.
 */
export function outboxHint(config: Pick<AppConfig, 'smtpUrl' | 'publicUrl'>): string | null {
  if (config.smtpUrl) return null;
  return (
    'Mail: no SMTP_URL, so emails (their codes too) are kept in the outbox, not sent. Read them with\n' +
    '  npm run operator -- outbox --to demo@example.com\n' +
    `or in the operator console's Mail screen (${config.publicUrl}/operator/mail, admins).`
  );
}
