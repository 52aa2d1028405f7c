import { errorCodes, type SessionTokens } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { accountLocked, ApiError, tooManyRequests } from '../../http/api-error.ts';
import { recordAudit } from '../../http/audit.ts';
import { verifyAgainstDummy, verifyPassword } from '../auth/passwords.ts';
import { INVALID_CREDENTIALS, type RequestMeta } from '../auth/service.ts';
import { forgiveWrongCodes, takeCodeAttempt } from '../code-window/service.ts';
import { checkAuthenticatorCode } from '../totp/authenticator.ts';
import { twoFactorMessages } from '../totp/messages.ts';
import { startSession } from './console-sessions.ts';
import * as repo from './repository.ts';
import { openOperatorSecret } from './secrets.ts';

export const OPERATOR_DISABLED = 'This operator account is disabled. Ask an administrator.';

/** The wrong-code window of a console operator (modules/code-window): 5 codes per 15 minutes by default. */
export const operatorCodeWindow = (operatorId: number) => `operator-second-factor:${operatorId}`;

/**
 * What sign-in attempts are counted against: the operator the typed address names, else the typed
 * address itself, so unknown addresses are limited too; one indexed lookup either way.
 */
export async function signInLimitKey(
  ctx: AppContext,
  typed: string | undefined,
): Promise<string | undefined> {
  if (!typed) return undefined;
  const operator = await repo.findOperatorByEmail(ctx.db, typed.trim());
  return operator ? `operator:${operator.id}` : `name:${typed.trim().toLowerCase()}`;
}

type Outcome =
  | { tokens: SessionTokens }
  | { refused: 'wrong' | 'replayed' | 'disabled' }
  | { refused: 'rate-limited'; retryAfterSeconds: number };

/**
 * Sign-in to the console: email, password and a current authenticator code, all three every time.
 * Unknown address and wrong password get the same 401 after the same argon2 work. With the right
 * password the code is counted in the operator's wrong-code window before it is checked (past the
 * window even the right code is refused, 429), accepted once (a code of a step already used is
 * refused), and only then does a disabled account learn it is disabled (403).
 */
export async function signInOperator(
  ctx: AppContext,
  input: { email: string; password: string; code: string },
  meta: RequestMeta,
  lockedForSeconds?: number,
): Promise<SessionTokens> {
  if (lockedForSeconds === undefined) return checkedSignIn(ctx, input, meta);
  // Over the account's own limit (attempts from many addresses): both factors right still get in, as
  // an affiliate's sign-in; any refusal is the one answer of the lock, telling nothing of which was wrong.
  try {
    return await checkedSignIn(ctx, input, meta);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw accountLocked(lockedForSeconds);
  }
}

async function checkedSignIn(
  ctx: AppContext,
  input: { email: string; password: string; code: string },
  meta: RequestMeta,
): Promise<SessionTokens> {
  const operator = await repo.findOperatorByEmail(ctx.db, input.email.trim());
  const valid = operator
    ? await verifyPassword(operator.password_hash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!operator || !valid) {
    await recordAudit(ctx, {
      event: 'operator-sign-in.failed',
      operator: operator && { operatorId: operator.id },
      ip: meta.ip,
      detail: { reason: operator ? 'wrong-password' : 'unknown-account' },
    });
    throw new ApiError(401, INVALID_CREDENTIALS, errorCodes.invalidCredentials);
  }
  const who = { operatorId: operator.id };
  // Whatever the code, the count commits: decide inside, answer outside.
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const locked = await repo.lockOperator(tx, operator.id);
    if (!locked) return { refused: 'wrong' };
    const window = operatorCodeWindow(locked.id);
    const retryAfterSeconds = await takeCodeAttempt(ctx, tx, window);
    if (retryAfterSeconds > 0) return { refused: 'rate-limited', retryAfterSeconds };
    const now = ctx.config.now();
    const secret = openOperatorSecret(ctx, locked.totp_secret_sealed, who);
    const check = checkAuthenticatorCode(secret, input.code, now.getTime(), locked.totp_last_used_step);
    if (!check.ok) return { refused: check.reason };
    if (!(await repo.acceptStep(tx, locked.id, check.step))) return { refused: 'replayed' };
    await forgiveWrongCodes(tx, window);
    if (!locked.enabled) return { refused: 'disabled' };
    await repo.recordSignIn(tx, locked.id, now);
    return { tokens: await startSession(ctx, tx, locked.id, meta) };
  });
  if ('tokens' in outcome) {
    await recordAudit(ctx, { event: 'operator-sign-in.succeeded', operator: who, ip: meta.ip });
    return outcome.tokens;
  }
  await recordAudit(ctx, {
    event: 'operator-sign-in.refused',
    operator: who,
    ip: meta.ip,
    detail: { reason: outcome.refused },
  });
  if (outcome.refused === 'rate-limited') throw tooManyRequests(outcome.retryAfterSeconds);
  if (outcome.refused === 'disabled') throw new ApiError(403, OPERATOR_DISABLED, errorCodes.accountDisabled);
  const message =
    outcome.refused === 'replayed' ? twoFactorMessages.replayed : twoFactorMessages.appCodeInvalid;
  throw new ApiError(401, message, errorCodes.secondFactorInvalid, { code: [message] });
}
