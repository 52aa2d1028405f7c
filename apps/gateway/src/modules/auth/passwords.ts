import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB of memory, 2 passes, 1 lane. @node-rs/argon2 defaults to argon2id.
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the account does not exist, so the answer's timing does
 * not tell whether a username or email is registered.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummyHash, password);
  return false;
}

const commonPasswords = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => line && !line.startsWith('#')),
);

/**
 * Refuses passwords an attacker tries first: the built-in list of common passwords (long enough to
 * pass the length rule), one character repeated, or the account's own names.
 */
export function isCommonPassword(password: string, ownNames: string[] = []): boolean {
  const lower = password.toLowerCase();
  if (commonPasswords.has(lower)) return true;
  if (new Set(lower).size <= 2) return true;
  return ownNames.some((name) => name && lower === name.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose a less predictable one.';
