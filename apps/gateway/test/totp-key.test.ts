import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/env.ts';
import { decodeTotpKey } from '../src/config/totp-key.ts';

const freshDataDir = () => mkdtempSync(path.join(tmpdir(), 'gw-totp-key-'));

describe('the two-factor encryption key', () => {
  it('is taken from TOTP_ENCRYPTION_KEY as 64 hex digits or base64 of 32 bytes', () => {
    const key = randomBytes(32);
    for (const text of [
      key.toString('hex'),
      key.toString('hex').toUpperCase(),
      key.toString('base64'),
      key.toString('base64url'),
    ]) {
      expect(decodeTotpKey(text)?.equals(key), text).toBe(true);
      expect(
        loadConfig({ DATA_DIR: freshDataDir(), TOTP_ENCRYPTION_KEY: text }).config.totpEncryptionKey.equals(
          key,
        ),
      ).toBe(true);
    }
  });

  it('refuses a key of another length or form, naming the variable', () => {
    for (const text of [
      randomBytes(16).toString('base64'),
      randomBytes(31).toString('hex'),
      'not a key at all',
      randomBytes(33).toString('base64'),
    ]) {
      expect(decodeTotpKey(text), text).toBeNull();
      expect(() => loadConfig({ DATA_DIR: freshDataDir(), TOTP_ENCRYPTION_KEY: text })).toThrow(
        /TOTP_ENCRYPTION_KEY: must be a 32-byte key/,
      );
    }
  });

  it('is generated into DATA_DIR/totp-key (mode 600) when unset, and kept across restarts', () => {
    const dataDir = freshDataDir();
    const first = loadConfig({ DATA_DIR: dataDir }).config.totpEncryptionKey;
    const file = path.join(dataDir, 'totp-key');
    expect(first).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(decodeTotpKey(readFileSync(file, 'utf8'))?.equals(first)).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir }).config.totpEncryptionKey.equals(first)).toBe(true);
  });

  it('stops the start rather than replace a key file it cannot read (the stored secrets depend on it)', () => {
    const dataDir = freshDataDir();
    const file = path.join(dataDir, 'totp-key');
    writeFileSync(file, 'short\n');
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(/totp-key: must hold a 32-byte key/);
    expect(readFileSync(file, 'utf8')).toBe('short\n');
  });
});
