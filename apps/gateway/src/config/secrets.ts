import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret generated on first start and kept in DATA_DIR, so restarts keep sessions valid and the
 * operator keeps the same token. Files are mode 600: only the gateway's user may read them.
 */
export function keptSecret(dataDir: string, fileName: string): { value: string; file: string } {
  const file = path.join(dataDir, fileName);
  if (existsSync(file)) {
    const value = readFileSync(file, 'utf8').trim();
    if (value.length >= 16) return { value, file };
  }
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(32).toString('base64url');
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return { value, file };
}

export const OPERATOR_TOKEN_FILE = 'operator-token';
export const JWT_SECRET_FILE = 'jwt-secret';
export const PORTAL_CLIENT_TOKEN_FILE = 'portal-client-token';
