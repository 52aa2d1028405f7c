import {
  RECOVERY_CODE_COUNT,
  type TotpSetting,
  type TwoFactorStatus,
} from '@affiliate/contract/endpoints/totp';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { formatDate } from '@/lib/dates';

/** How each status reads on the screen: a short badge, a headline and what it means for sign-in. */
export const twoFactorStatusText: Record<
  TwoFactorStatus,
  { badge: MessageDescriptor; headline: MessageDescriptor; explanation: MessageDescriptor }
> = {
  off: {
    badge: msg`Off`,
    headline: msg`Two-factor authentication is off`,
    explanation: msg`Sign-in asks for your password only. Turn on two-factor authentication and every sign-in also asks for a code from an authenticator app on your phone, so a stolen password alone cannot open your account.`,
  },
  pending: {
    badge: msg`Setup not finished`,
    headline: msg`Finish setting up your authenticator app`,
    explanation: msg`You started the setup but did not confirm it with a code, so sign-in still asks for your password only. Continuing shows a new QR code; the one shown before stops working.`,
  },
  enabled: {
    badge: msg`On`,
    headline: msg`Two-factor authentication is on`,
    explanation: msg`Every sign-in asks for your password and a code from your authenticator app, or one of your recovery codes.`,
  },
  disabled: {
    badge: msg`Turned off`,
    headline: msg`Two-factor authentication is turned off`,
    explanation: msg`Sign-in asks for your password only. Your authenticator app is still linked: turn two-factor authentication back on with a code from it, or reset it to remove the app and its recovery codes.`,
  },
};

/** The facts below the explanation, once an authenticator has been confirmed (read during render). */
export function twoFactorFacts(setting: TotpSetting): string[] {
  const facts: string[] = [];
  if (setting.confirmed_at) {
    const date = formatDate(setting.confirmed_at);
    facts.push(t`Set up on ${date}`);
  }
  if (setting.status === 'enabled' || setting.status === 'disabled') {
    const left = setting.recovery_codes_left;
    const total = RECOVERY_CODE_COUNT;
    facts.push(t`${left} of ${total} recovery codes left`);
  }
  return facts;
}

/** Few enough recovery codes left that the screen suggests new ones. */
export const isRunningLowOnRecoveryCodes = (setting: TotpSetting) =>
  setting.status === 'enabled' && setting.recovery_codes_left <= 3;
