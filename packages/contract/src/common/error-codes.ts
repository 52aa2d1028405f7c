// Without schemas, like paths.ts: a client that only tells errors apart does not bring zod along.

/**
 * Machine-readable error codes. 20102 is the specification's "session expired" code; the portal
 * opens the Session Expired dialog on it. The others let a client tell cases apart without parsing text.
 */
export const errorCodes = {
  invalidCredentials: 20101,
  sessionExpired: 20102,
  invalidToken: 20103,
  /** Sign-in: the password is right and two-factor is enabled; send it again with `otp`. */
  secondFactorRequired: 20104,
  accountDisabled: 20105,
  /** Sign-in: the password is right but `otp` is wrong, already used, or not a code at all. */
  secondFactorInvalid: 20106,
  malformedRequest: 40000,
  validationFailed: 42200,
  forbidden: 40300,
  /** A withdrawal the brand's rule holds until the affiliate's identity is verified (the portal links to /kyc). */
  identityVerificationRequired: 40301,
  notFound: 40400,
  methodNotAllowed: 40500,
  conflict: 40900,
  payloadTooLarge: 41300,
  rateLimited: 42900,
  /**
   * Sign-in: too many attempts for this account from everywhere. Only the password together with a
   * valid second factor gets in until the wait is over (the portal offers the code step).
   */
  accountLocked: 42901,
  internal: 50000,
  unavailable: 50300,
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
