import { errorCodes, type TotpSetting, type TotpSetup, type TwoFactorStatus } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { Transaction } from '../../db/database.ts';
import { ApiError, fieldError, sessionExpired, tooManyRequests } from '../../http/api-error.ts';
import { recordAudit } from '../../http/audit.ts';
import { lockAffiliate } from '../members/affiliate-lock.ts';
import { brandName } from '../settings/service.ts';
import { newAuthenticatorSecret, otpauthUri } from './authenticator.ts';
import {
  twoFactorMessages,
  twoFactorRefusals as refusals,
  type TwoFactorAction as Action,
} from './messages.ts';
import { announceTwoFactorChange, type TwoFactorChange } from './notices.ts';
import { newRecoveryCodes, normalizeRecoveryCode, recoveryCodeHash } from './recovery-codes.ts';
import * as repo from './repository.ts';
import { sealSecret } from './secret-box.ts';
import { secretContext, verifySecondFactor, type Proof, type Verdict } from './second-factor.ts';
import { deriveTwoFactorStatus } from './status.ts';

export interface RequestMeta {
  ip: string;
}

const statusOf = (factor: repo.LockedFactor): TwoFactorStatus =>
  deriveTwoFactorStatus({
    setUp: factor.secret_sealed !== null,
    confirmedAt: factor.confirmed_at,
    enabled: factor.two_factor_enabled,
  });

const conflict = (message: string) => new ApiError(409, message, errorCodes.conflict);

/** The proofs each action takes. Turning on needs the app itself; what a lost phone must not block also takes a recovery or emailed code. */
const accepted: Record<Exclude<Action, 'setup'>, readonly Proof[]> = {
  confirm: ['authenticator'],
  enable: ['authenticator'],
  disable: ['authenticator', 'recovery-code', 'emailed-code'],
  reset: ['authenticator', 'recovery-code', 'emailed-code'],
  'recovery-codes': ['authenticator', 'recovery-code'],
};

async function lockOwnFactor(tx: Transaction, affiliateId: number): Promise<repo.LockedFactor> {
  const affiliate = await lockAffiliate(tx, affiliateId);
  if (!affiliate) throw sessionExpired();
  return repo.readFactor(tx, affiliate);
}

export async function twoFactorStatus(ctx: AppContext, affiliateId: number): Promise<TwoFactorStatus> {
  return (await twoFactorSetting(ctx, affiliateId)).status;
}

export async function twoFactorSetting(ctx: AppContext, affiliateId: number): Promise<TotpSetting> {
  const row = await repo.findFactorSummary(ctx.db, affiliateId);
  if (!row) throw sessionExpired();
  const status = deriveTwoFactorStatus({
    setUp: row.set_up,
    confirmedAt: row.confirmed_at,
    enabled: row.two_factor_enabled,
  });
  return {
    status,
    enabled: status === 'enabled',
    confirmed_at: row.confirmed_at?.toISOString() ?? null,
    recovery_codes_left: row.recovery_codes_left,
  };
}

/** A new secret replaces an unconfirmed one; the answer is the only place the secret ever appears. */
export async function setUpAuthenticator(
  ctx: AppContext,
  affiliateId: number,
  meta: RequestMeta,
): Promise<TotpSetup> {
  const issuer = await brandName(ctx);
  const secret = newAuthenticatorSecret();
  const outcome = await ctx.db.transaction(async (tx): Promise<{ refusal: string } | { account: string }> => {
    const factor = await lockOwnFactor(tx, affiliateId);
    const refusal = refusals.setup[statusOf(factor)];
    if (refusal) return { refusal };
    const sealed = sealSecret(ctx.config.totpEncryptionKey, secret, secretContext(affiliateId));
    if (!(await repo.storePendingSecret(tx, affiliateId, sealed, ctx.config.now())))
      return { refusal: refusals.setup.enabled! };
    return { account: factor.username };
  });
  if ('refusal' in outcome) {
    await recordAudit(ctx, {
      event: 'totp.refused',
      affiliateId,
      ip: meta.ip,
      detail: { action: 'setup', reason: 'state' },
    });
    throw conflict(outcome.refusal);
  }
  await recordAudit(ctx, { event: 'totp.setup', affiliateId, ip: meta.ip });
  return {
    otpauth_uri: otpauthUri(secret, issuer, outcome.account),
    secret,
    issuer,
    account: outcome.account,
  };
}

type Outcome<T> =
  { done: T; proof: Proof } | { refusal: string } | { verdict: Extract<Verdict, { ok: false }> };

/**
 * The frame of every change that needs a code: lock the account, check the status and the code, then
 * make the change and tell the affiliate, all in one transaction; a wrong code is counted and committed,
 * and only then answered (422 on `code`, 429 once too many, 409 when the status does not allow it).
 */
async function changeWithCode<T>(
  ctx: AppContext,
  affiliateId: number,
  action: Exclude<Action, 'setup'>,
  code: string,
  meta: RequestMeta,
  change: (tx: Transaction, factor: repo.LockedFactor) => Promise<{ result: T; announce?: TwoFactorChange }>,
): Promise<T> {
  const brand = await brandName(ctx);
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome<T>> => {
    const factor = await lockOwnFactor(tx, affiliateId);
    const refusal = refusals[action][statusOf(factor)];
    if (refusal) return { refusal };
    const verdict = await verifySecondFactor(ctx, tx, factor, code, accepted[action]);
    if (!verdict.ok) return { verdict };
    const { result, announce } = await change(tx, factor);
    if (announce) await announceTwoFactorChange(ctx, tx, factor, announce, brand);
    return { done: result, proof: verdict.proof };
  });
  if ('done' in outcome) {
    await recordAudit(ctx, {
      event: `totp.${action}`,
      affiliateId,
      ip: meta.ip,
      detail: { proof: outcome.proof },
    });
    return outcome.done;
  }
  if ('refusal' in outcome) {
    await recordAudit(ctx, {
      event: 'totp.refused',
      affiliateId,
      ip: meta.ip,
      detail: { action, reason: 'state' },
    });
    throw conflict(outcome.refusal);
  }
  const { verdict } = outcome;
  await recordAudit(ctx, {
    event: 'totp.refused',
    affiliateId,
    ip: meta.ip,
    detail: { action, reason: verdict.reason },
  });
  if (verdict.reason === 'rate-limited') throw tooManyRequests(verdict.retryAfterSeconds);
  const onlyTheApp = accepted[action].length === 1;
  const message = !onlyTheApp
    ? twoFactorMessages.anyCodeInvalid
    : verdict.reason === 'replayed'
      ? twoFactorMessages.replayed
      : twoFactorMessages.appCodeInvalid;
  throw fieldError('code', message);
}

/** Ten new codes replace any previous ones; only their hashes are kept. */
async function issueRecoveryCodes(ctx: AppContext, tx: Transaction, affiliateId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  const hashes = codes.map((code) => recoveryCodeHash(affiliateId, normalizeRecoveryCode(code)!));
  await repo.replaceRecoveryCodes(tx, affiliateId, hashes);
  return codes;
}

export function confirmAuthenticator(ctx: AppContext, affiliateId: number, code: string, meta: RequestMeta) {
  return changeWithCode(ctx, affiliateId, 'confirm', code, meta, async (tx) => {
    const now = ctx.config.now();
    await repo.markConfirmed(tx, affiliateId, now);
    await repo.setTwoFactorEnabled(tx, affiliateId, true, now);
    const recoveryCodes = await issueRecoveryCodes(ctx, tx, affiliateId);
    return { result: { status: 'enabled' as const, recovery_codes: recoveryCodes }, announce: 'enabled' };
  });
}

export function enableTwoFactor(ctx: AppContext, affiliateId: number, code: string, meta: RequestMeta) {
  return changeWithCode(ctx, affiliateId, 'enable', code, meta, async (tx) => {
    await repo.setTwoFactorEnabled(tx, affiliateId, true, ctx.config.now());
    return { result: { status: 'enabled' as const }, announce: 'enabled' };
  });
}

export function disableTwoFactor(ctx: AppContext, affiliateId: number, code: string, meta: RequestMeta) {
  return changeWithCode(ctx, affiliateId, 'disable', code, meta, async (tx) => {
    await repo.setTwoFactorEnabled(tx, affiliateId, false, ctx.config.now());
    return { result: { status: 'disabled' as const }, announce: 'disabled' };
  });
}

export function resetTwoFactor(ctx: AppContext, affiliateId: number, code: string, meta: RequestMeta) {
  return changeWithCode(ctx, affiliateId, 'reset', code, meta, async (tx, factor) => {
    await repo.removeFactor(tx, affiliateId, ctx.config.now());
    // An unconfirmed setup protected nothing: removing it is not news.
    return { result: { status: 'off' as const }, ...(factor.confirmed_at && { announce: 'reset' as const }) };
  });
}

export function replaceRecoveryCodes(ctx: AppContext, affiliateId: number, code: string, meta: RequestMeta) {
  return changeWithCode(ctx, affiliateId, 'recovery-codes', code, meta, async (tx) => ({
    result: { recovery_codes: await issueRecoveryCodes(ctx, tx, affiliateId) },
    announce: 'recovery-codes-replaced',
  }));
}
