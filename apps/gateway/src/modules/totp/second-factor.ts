import type { AppContext } from '../../app-context.ts';
import type { Queryable } from '../../db/database.ts';
import { forgiveWrongCodes, secondFactorWindow, takeCodeAttempt } from '../code-window/service.ts';
import { verifyOneTimeCode, type OneTimeCodePurpose } from '../codes/service.ts';
import { checkAuthenticatorCode } from './authenticator.ts';
import { normalizeRecoveryCode, recoveryCodeHash } from './recovery-codes.ts';
import * as repo from './repository.ts';
import { openSecret } from './secret-box.ts';

/** What a code proved: the authenticator app, a recovery code, or an emailed code (of the action's purpose). */
export type Proof = 'authenticator' | 'recovery-code' | 'emailed-code';

export type Verdict =
  | { ok: true; proof: Proof }
  | { ok: false; reason: 'wrong' | 'replayed' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

/** The associated data that binds a sealed secret to its member. */
export const secretContext = (affiliateId: number) => `member_totp:${affiliateId}`;

export function readSecret(ctx: AppContext, factor: repo.LockedFactor): string | null {
  return factor.secret_sealed === null
    ? null
    : openSecret(ctx.config.totpEncryptionKey, factor.secret_sealed, secretContext(factor.member_id));
}

/**
 * Checks a submitted code against the proofs the action takes, inside the caller's transaction on a
 * factor read under the affiliate's lock (`readFactor`). A 6-digit code is tried as the authenticator's
 * and then as the emailed code; anything else as a recovery code. Whatever it was, a success is spent
 * at once (the time step stored, the recovery or emailed code used up). Every try counts in the account's one wrong-code
 * window (modules/code-window), shared by all these codes whatever the action, and cleared by a right
 * one; past it even the right code is refused. The caller must commit either way and act on the
 * verdict afterwards.
 */
export async function verifySecondFactor(
  ctx: AppContext,
  tx: Queryable,
  factor: repo.LockedFactor,
  code: string,
  accepts: readonly Proof[],
  /** The purpose an emailed code must have been requested for. */
  emailedPurpose: OneTimeCodePurpose = 'totp-disable',
): Promise<Verdict> {
  const affiliateId = factor.member_id;
  const window = secondFactorWindow(affiliateId);
  const retryAfterSeconds = await takeCodeAttempt(ctx, tx, window);
  if (retryAfterSeconds > 0) return { ok: false, reason: 'rate-limited', retryAfterSeconds };
  const now = ctx.config.now();
  const given = code.trim();
  let reason: 'wrong' | 'replayed' = 'wrong';

  if (/^\d{6}$/.test(given)) {
    const secret = accepts.includes('authenticator') ? readSecret(ctx, factor) : null;
    if (secret !== null) {
      const check = checkAuthenticatorCode(secret, given, now.getTime(), factor.last_used_step);
      if (check.ok && (await repo.acceptStep(tx, affiliateId, check.step, now))) {
        await forgiveWrongCodes(tx, window);
        return { ok: true, proof: 'authenticator' };
      }
      reason = check.ok ? 'replayed' : check.reason;
    }
    if (
      accepts.includes('emailed-code') &&
      (await verifyOneTimeCode(ctx, affiliateId, emailedPurpose, given, tx))
    ) {
      await forgiveWrongCodes(tx, window);
      return { ok: true, proof: 'emailed-code' };
    }
  } else if (accepts.includes('recovery-code')) {
    const normalized = normalizeRecoveryCode(given);
    if (
      normalized !== null &&
      (await repo.spendRecoveryCode(tx, affiliateId, recoveryCodeHash(affiliateId, normalized), now))
    ) {
      await forgiveWrongCodes(tx, window);
      return { ok: true, proof: 'recovery-code' };
    }
  }
  return { ok: false, reason };
}
