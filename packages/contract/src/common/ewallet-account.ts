import { email } from './primitives.ts';
import { payoutDetailMessages as m } from './payout-detail-messages.ts';

/** The account ids the e-wallets issue: Neteller's are 12 digits, Skrill's 6 to 12. */
const ACCOUNT_ID = { neteller: /^\d{12}$/, skrill: /^\d{6,12}$/ } as const;

/** An e-wallet account: the email it is registered to, or its numeric account id. */
export function checkEwalletAccount(wallet: 'neteller' | 'skrill', value: string): string | null {
  const askAgain = wallet === 'neteller' ? m.netellerAccount : m.skrillAccount;
  if (value.includes('@')) {
    // The email rule of every other form, with its message ('Enter a valid email address.').
    const parsed = email.safeParse(value);
    return parsed.success ? null : (parsed.error.issues[0]?.message ?? askAgain);
  }
  return ACCOUNT_ID[wallet].test(value) ? null : askAgain;
}
