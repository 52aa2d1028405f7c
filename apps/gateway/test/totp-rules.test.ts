import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  authenticatorCodeAt,
  checkAuthenticatorCode,
  newAuthenticatorSecret,
  otpauthUri,
  timeStep,
} from '../src/modules/totp/authenticator.ts';
import {
  newRecoveryCodes,
  normalizeRecoveryCode,
  recoveryCodeHash,
} from '../src/modules/totp/recovery-codes.ts';
import { openSecret, sealSecret, SecretUnreadableError } from '../src/modules/totp/secret-box.ts';
import { deriveTwoFactorStatus } from '../src/modules/totp/status.ts';

// RFC 6238 appendix B, SHA-1 rows: the secret is the ASCII string "12345678901234567890".
const RFC_SECRET = '12345678901234567890';
const RFC_VECTORS: Array<[seconds: number, code: string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];
const rfcBase32 = Secret.fromLatin1(RFC_SECRET).base32;

describe('TOTP (RFC 6238)', () => {
  it('reproduces the published SHA-1 test vectors with 8 digits', () => {
    const totp = new TOTP({ algorithm: 'SHA1', digits: 8, period: 30, secret: Secret.fromBase32(rfcBase32) });
    for (const [seconds, code] of RFC_VECTORS)
      expect(totp.generate({ timestamp: seconds * 1000 }), `T = ${seconds}`).toBe(code);
  });

  it('gives the vectors’ last 6 digits as the gateway’s 6-digit codes, and accepts them', () => {
    // Truncation is the code modulo 10^digits, so the 6-digit code is the 8-digit one's tail.
    for (const [seconds, code] of RFC_VECTORS) {
      expect(authenticatorCodeAt(rfcBase32, seconds * 1000), `T = ${seconds}`).toBe(code.slice(-6));
      expect(checkAuthenticatorCode(rfcBase32, code.slice(-6), seconds * 1000, null)).toEqual({
        ok: true,
        step: Math.floor(seconds / 30),
      });
    }
  });

  it('accepts one step of drift either side, not two', () => {
    const at = 1_700_000_000_000;
    const codeAt = (steps: number) => authenticatorCodeAt(rfcBase32, at + steps * 30_000);
    const step = timeStep(at);
    expect(checkAuthenticatorCode(rfcBase32, codeAt(0), at, null)).toEqual({ ok: true, step });
    expect(checkAuthenticatorCode(rfcBase32, codeAt(-1), at, null)).toEqual({ ok: true, step: step - 1 });
    expect(checkAuthenticatorCode(rfcBase32, codeAt(1), at, null)).toEqual({ ok: true, step: step + 1 });
    for (const steps of [-2, 2, -3, 3]) {
      // A code of another step could collide with one in the window by chance (1 in 10^6 per step); not at these.
      expect(checkAuthenticatorCode(rfcBase32, codeAt(steps), at, null), `${steps} steps`).toEqual({
        ok: false,
        reason: 'wrong',
      });
    }
  });

  it('refuses a replay: the last accepted step and any earlier one, even within the drift window', () => {
    const at = 1_700_000_000_000;
    const step = timeStep(at);
    const now = authenticatorCodeAt(rfcBase32, at);
    const previous = authenticatorCodeAt(rfcBase32, at - 30_000);
    const next = authenticatorCodeAt(rfcBase32, at + 30_000);
    expect(checkAuthenticatorCode(rfcBase32, now, at, step)).toEqual({ ok: false, reason: 'replayed' });
    expect(checkAuthenticatorCode(rfcBase32, previous, at, step)).toEqual({ ok: false, reason: 'replayed' });
    expect(checkAuthenticatorCode(rfcBase32, next, at, step)).toEqual({ ok: true, step: step + 1 });
    expect(checkAuthenticatorCode(rfcBase32, now, at, step - 1)).toEqual({ ok: true, step });
  });

  it('refuses what is not 6 digits', () => {
    const at = 1_700_000_000_000;
    const code = authenticatorCodeAt(rfcBase32, at);
    for (const text of ['', `${code}0`, code.slice(1), ` ${code}`, 'abcdef'])
      expect(checkAuthenticatorCode(rfcBase32, text, at, null).ok, JSON.stringify(text)).toBe(false);
  });

  it('makes 160-bit random secrets and an otpauth address the apps read', () => {
    const secret = newAuthenticatorSecret();
    expect(Secret.fromBase32(secret).bytes.length).toBe(20);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newAuthenticatorSecret()).not.toBe(secret);

    const uri = new URL(otpauthUri(secret, 'Goldline Partners', 'demo'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Goldline Partners:demo');
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      secret,
      issuer: 'Goldline Partners',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
  });
});

describe('sealed secrets (AES-256-GCM)', () => {
  const key = randomBytes(32);

  it('open what they seal, with a fresh nonce every time', () => {
    const a = sealSecret(key, 'JBSWY3DPEHPK3PXP', 'member_totp:7');
    const b = sealSecret(key, 'JBSWY3DPEHPK3PXP', 'member_totp:7');
    expect(a).toMatch(/^v1\.[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(key, a, 'member_totp:7')).toBe('JBSWY3DPEHPK3PXP');
    expect(openSecret(key, b, 'member_totp:7')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuse an altered value, another member’s value, another key and garbage', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP', 'member_totp:7');
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    for (const at of [0, 12, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[at]! ^= 1;
      expect(
        () => openSecret(key, `v1.${altered.toString('base64url')}`, 'member_totp:7'),
        `byte ${at}`,
      ).toThrow(SecretUnreadableError);
    }
    expect(() => openSecret(key, sealed, 'member_totp:8')).toThrow(SecretUnreadableError);
    expect(() => openSecret(randomBytes(32), sealed, 'member_totp:7')).toThrow(SecretUnreadableError);
    for (const junk of ['', 'v1.', 'v2.' + sealed.slice(3), 'JBSWY3DPEHPK3PXP', 'v1.AAAA'])
      expect(() => openSecret(key, junk, 'member_totp:7'), junk).toThrow(SecretUnreadableError);
  });
});

describe('recovery codes', () => {
  it('are 10 distinct codes of 16 base32 symbols (80 bits), shown as xxxx-xxxx-xxxx-xxxx', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
    // Every symbol of the alphabet turns up: 32 of them, 5 bits each.
    const symbols = new Set(newRecoveryCodes(200).join('').replaceAll('-', ''));
    expect(symbols.size).toBe(32);
  });

  it('read back whatever the case, dashes or spaces, with I, L and O as 1, 1 and 0', () => {
    expect(normalizeRecoveryCode('ab3d-efg7-hjkm-npqr')).toBe('ab3defg7hjkmnpqr');
    expect(normalizeRecoveryCode(' AB3D EFG7 HJKM NPQR ')).toBe('ab3defg7hjkmnpqr');
    expect(normalizeRecoveryCode('AB3DEFG7HJKMNPQR')).toBe('ab3defg7hjkmnpqr');
    expect(normalizeRecoveryCode('iloa-bcde-fghj-kmnp')).toBe('110abcdefghjkmnp');
    for (const text of [
      '',
      '123456',
      'ab3d-efg7-hjkm-npq',
      'ab3d-efg7-hjkm-npqrs',
      'ab3d-efg7-hjkm-npqu',
      'ab3d_efg7_hjkm_npqr',
    ])
      expect(normalizeRecoveryCode(text), text).toBeNull();
  });

  it('are stored as SHA-256 bound to the member', () => {
    const hash = recoveryCodeHash(7, 'ab3defg7hjkmnpqr');
    expect(hash).toBe(createHash('sha256').update('7:ab3defg7hjkmnpqr').digest('hex'));
    expect(recoveryCodeHash(8, 'ab3defg7hjkmnpqr')).not.toBe(hash);
  });
});

describe('two-factor status', () => {
  it('is off without a secret, pending until confirmed, then enabled or disabled', () => {
    const confirmedAt = new Date();
    expect(deriveTwoFactorStatus({ setUp: false, confirmedAt: null, enabled: false })).toBe('off');
    // The sign-in switch alone, with no authenticator behind it, is not a setup.
    expect(deriveTwoFactorStatus({ setUp: false, confirmedAt: null, enabled: true })).toBe('off');
    expect(deriveTwoFactorStatus({ setUp: true, confirmedAt: null, enabled: false })).toBe('pending');
    expect(deriveTwoFactorStatus({ setUp: true, confirmedAt, enabled: true })).toBe('enabled');
    expect(deriveTwoFactorStatus({ setUp: true, confirmedAt, enabled: false })).toBe('disabled');
  });
});
