import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { dataEnvelope } from '../common/envelope.ts';
import { isoDateTime, sixDigitCode } from '../common/primitives.ts';

/**
 * Two-factor authentication with an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s).
 *
 * - `off`: no authenticator is set up (the start, and after a reset: the specification's portal stores
 *   "setting status off" on reset);
 * - `pending`: set up, waiting for the first code (`confirm`);
 * - `enabled`: every sign-in needs a code;
 * - `disabled`: confirmed once, turned off with `disable`; `enable` with a current code turns it back
 *   on with the same authenticator and recovery codes.
 */
export const twoFactorStatus = z.enum(['off', 'pending', 'enabled', 'disabled']);
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

/** How many recovery codes `confirm` and `recovery-codes` hand out. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * What proves the second factor where a lost phone must not lock the affiliate out: a current
 * authenticator code (6 digits) or a recovery code (`xxxx-xxxx-xxxx-xxxx`, Crockford base32; case,
 * dashes and single spaces between the groups do not matter).
 */
export const secondFactorCode = z
  .string()
  .trim()
  .regex(/^(\d{6}|[0-9A-Za-z]{4}([- ]?[0-9A-Za-z]{4}){3})$/, 'Enter the 6-digit code or a recovery code.');

export const totpStatusResponse = z.object({ status: twoFactorStatus });

export const totpStatus = endpoint({
  method: 'GET',
  path: '/api/v1/bo/totp/status',
  access: 'member',
  summary: "The signed-in affiliate's two-factor status: off, pending, enabled or disabled",
  tags: ['security'],
  response: dataEnvelope(totpStatusResponse),
});

export const totpSettingResponse = z.object({
  status: twoFactorStatus,
  /** Whether sign-in needs a code now (status `enabled`). */
  enabled: z.boolean(),
  /** When the authenticator was confirmed (null while off or pending). */
  confirmed_at: isoDateTime.nullable(),
  /** Unused recovery codes. */
  recovery_codes_left: z.number().int().min(0),
});
export type TotpSetting = z.infer<typeof totpSettingResponse>;

export const totpSetting = endpoint({
  method: 'GET',
  path: '/api/v1/bo/totp/setting',
  access: 'member',
  summary: "The signed-in affiliate's two-factor setting (never the secret)",
  tags: ['security'],
  response: dataEnvelope(totpSettingResponse),
});

export const totpSetupResponse = z.object({
  /** For the QR code: `otpauth://totp/{issuer}:{account}?secret=...&issuer=...&algorithm=SHA1&digits=6&period=30`. */
  otpauth_uri: z.string(),
  /** The same secret as base32, for typing into the app by hand. */
  secret: z.string(),
  issuer: z.string(),
  account: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupResponse>;

export const totpSetup = endpoint({
  method: 'POST',
  path: '/api/v1/bo/totp/setup',
  access: 'member',
  summary:
    'Start two-factor setup (status off or pending): a new secret, shown this once; status becomes pending until confirmed. 409 once confirmed (reset first)',
  tags: ['security'],
  response: dataEnvelope(totpSetupResponse),
});

export const authenticatorCodeRequest = z.object({ code: sixDigitCode });
export const secondFactorCodeRequest = z.object({ code: secondFactorCode });

const recoveryCodes = z.array(z.string()).length(RECOVERY_CODE_COUNT);

export const totpConfirm = endpoint({
  method: 'POST',
  path: '/api/v1/bo/totp/confirm',
  access: 'member',
  summary:
    'Confirm the pending setup with a current code: two-factor is enabled and 10 single-use recovery codes are returned, this once. 422 for a wrong code, 409 unless pending',
  tags: ['security'],
  body: authenticatorCodeRequest,
  response: dataEnvelope(z.object({ status: z.literal('enabled'), recovery_codes: recoveryCodes })),
});

export const totpEnable = endpoint({
  method: 'POST',
  path: '/api/v1/bo/totp/enable',
  access: 'member',
  summary:
    'Turn two-factor back on (status disabled) with a current code from the same authenticator. 422 for a wrong code, 409 otherwise',
  tags: ['security'],
  body: authenticatorCodeRequest,
  response: dataEnvelope(totpStatusResponse),
});

export const totpDisable = endpoint({
  method: 'POST',
  path: '/api/v1/bo/totp/disable',
  access: 'member',
  summary:
    'Turn two-factor off (status enabled -> disabled) with a current code, a recovery code or a code emailed by /api/v1/bo/2fa/requestcode (purpose totp-disable)',
  tags: ['security'],
  body: secondFactorCodeRequest,
  response: dataEnvelope(totpStatusResponse),
});

export const totpReset = endpoint({
  method: 'POST',
  path: '/api/v1/bo/totp/reset',
  access: 'member',
  summary:
    'Remove the authenticator and its recovery codes (status becomes off; a new setup is needed), with a current code, a recovery code or an emailed totp-disable code',
  tags: ['security'],
  body: secondFactorCodeRequest,
  response: dataEnvelope(totpStatusResponse),
});

export const totpRecoveryCodes = endpoint({
  method: 'POST',
  path: '/api/v1/bo/totp/recovery-codes',
  access: 'member',
  summary:
    'Replace the recovery codes (status enabled) with a current code or a recovery code: the 10 new codes are returned this once',
  tags: ['security'],
  body: secondFactorCodeRequest,
  response: dataEnvelope(z.object({ recovery_codes: recoveryCodes })),
});
