import { t } from '@lingui/core/macro';
import { toIsoDate } from '@/lib/dates';

export interface RecoveryCodesFile {
  codes: readonly string[];
  /** Brand name and account, so a saved file says which sign-in it belongs to. */
  issuer: string;
  account: string;
  createdAt: Date;
}

/** `goldline-partners-recovery-codes-2026-11-23.txt`. */
export function recoveryCodesFileName({
  issuer,
  createdAt,
}: Pick<RecoveryCodesFile, 'issuer' | 'createdAt'>): string {
  const brand = issuer
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${brand ? `${brand}-` : ''}recovery-codes-${toIsoDate(createdAt)}.txt`;
}

/**
 * The text file of the codes, built in the browser: what they are for (in the affiliate's language),
 * then one code a line.
 */
export function recoveryCodesText({ codes, issuer, account, createdAt }: RecoveryCodesFile): string {
  const created = toIsoDate(createdAt);
  return [
    t`${issuer} recovery codes`.trim(),
    t`Account: ${account}`,
    t`Created: ${created}`,
    '',
    t`Each code signs you in once when your authenticator app is not at hand.`,
    t`Keep them somewhere safe. Creating new codes makes these stop working.`,
    '',
    ...codes,
    '',
  ].join('\r\n');
}
