import type { TwoFactorStatus } from '@affiliate/contract';

/** What the affiliate reads when a two-factor code is refused (sign-in and the two-factor endpoints). */
export const twoFactorMessages = {
  /** Sign-in, 401 with code 20104. */
  required: 'Enter the code from your authenticator app.',
  /** Sign-in, 401 with code 20106. */
  signInCodeInvalid:
    'The code is not valid. Enter the current code from your authenticator app, or a recovery code.',
  /** confirm and enable, 422 on `code`: only the app's code counts there. */
  appCodeInvalid: 'The code is not valid. Enter the current code from your authenticator app.',
  /** disable, reset and recovery-codes, 422 on `code`. */
  anyCodeInvalid:
    'The code is not valid. Enter the current code from your authenticator app, a recovery code or the code we emailed you.',
  /** A right code of a step already accepted (sign-in 20106, or 422 where only the app's code counts). */
  replayed: 'This code has already been used. Wait for the next code in your authenticator app.',
} as const;

export type TwoFactorAction = 'setup' | 'confirm' | 'enable' | 'disable' | 'reset' | 'recovery-codes';

/** Why an action does not apply to the current status (409), in the affiliate's words; none when it does. */
export const twoFactorRefusals: Record<TwoFactorAction, Partial<Record<TwoFactorStatus, string>>> = {
  setup: {
    enabled: 'Two-factor authentication is already set up. Reset it before setting it up again.',
    disabled:
      'Two-factor authentication is already set up. Turn it on again, or reset it before setting it up again.',
  },
  confirm: {
    off: 'There is no two-factor setup to confirm. Start the setup first.',
    enabled: 'Two-factor authentication is already confirmed.',
    disabled: 'Two-factor authentication is already confirmed. Turn it on again instead.',
  },
  enable: {
    off: 'Set up two-factor authentication first.',
    pending: 'Confirm the two-factor setup with a code from your authenticator app first.',
    enabled: 'Two-factor authentication is already on.',
  },
  disable: {
    off: 'Two-factor authentication is not on.',
    pending: 'Two-factor authentication is not on.',
    disabled: 'Two-factor authentication is already off.',
  },
  reset: { off: 'Two-factor authentication is not set up.' },
  'recovery-codes': {
    off: 'Recovery codes are only available while two-factor authentication is on.',
    pending: 'Recovery codes are only available while two-factor authentication is on.',
    disabled: 'Recovery codes are only available while two-factor authentication is on.',
  },
};
