/** What the affiliate reads when a two-factor code is refused (sign-in and the two-factor endpoints). */
export const twoFactorMessages = {
  /** Sign-in, 401 with code 20104. */
  required: 'Enter the code from your authenticator app.',
  /** Sign-in, 401 with code 20106. */
  signInCodeInvalid: 'The code is not valid. Enter the current code from your authenticator app, or a recovery code.',
  /** confirm and enable, 422 on `code`: only the app's code counts there. */
  appCodeInvalid: 'The code is not valid. Enter the current code from your authenticator app.',
  /** disable, reset and recovery-codes, 422 on `code`. */
  anyCodeInvalid: 'The code is not valid. Enter the current code from your authenticator app, a recovery code or the code we emailed you.',
  /** A right code of a step already accepted (sign-in 20106, or 422 where only the app's code counts). */
  replayed: 'This code has already been used. Wait for the next code in your authenticator app.',
} as const;
