import Decimal from 'decimal.js';
import type { api, Withdrawal, WithdrawRequest } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import type { ContractQuery } from '../../http/contract-route.ts';
import { sessionExpired } from '../../http/api-error.ts';
import { paginationMeta } from '../../http/pagination.ts';
import { recordAudit } from '../../http/audit.ts';
import { lockAffiliate } from '../members/affiliate-lock.ts';
import { claimIdempotencyKey, keepAnswer, releaseKey, requestHash } from '../idempotency/service.ts';
import { brandName } from '../settings/service.ts';
import { actionCodeRefusal, checkActionCode } from '../totp/action-code.ts';
import { readFactor } from '../totp/repository.ts';
import type { Verdict } from '../totp/second-factor.ts';
import { placeWithdrawal } from './place-withdrawal.ts';
import { toWithdrawal } from './presenter.ts';
import * as repo from './repository.ts';
import { moveWithdrawal } from './status-change.ts';

export interface WithdrawalAnswer {
  /** 201, also when replayed. */
  statusCode: number;
  body: { data: Withdrawal };
  replayed: boolean;
}

type Outcome =
  { answer: WithdrawalAnswer } | { refused: Extract<Verdict, { ok: false }>; twoFactorOn: boolean };

/**
 * What a withdrawal's Idempotency-Key stands for: the option, the amount (as a number: 150 and 150.00
 * are the same request) and the destination. Not the second-factor code: it is the credential, not a
 * parameter. A retry of a request whose answer was lost carries the same code, already spent, and must
 * still be answered with the first answer; a retry with a newly requested code is the same withdrawal
 * too. So a replay does not check the code at all; that grants nothing, because the key is scoped to
 * the signed-in affiliate and a replay only repeats the answer that affiliate was given and moves nothing.
 */
function withdrawalHash(request: WithdrawRequest): string {
  return requestHash({
    payment_option_type: request.payment_option_type,
    amount: new Decimal(request.amount).toFixed(2),
    wallet_address: request.wallet_address?.trim() ?? null,
    account: request.account?.trim() ?? null,
  });
}

/**
 * POST /bo/me/transactions/withdraw, in one transaction: claim the Idempotency-Key first (a concurrent
 * duplicate waits on it, then replays), lock the affiliate (its money actions run one at a time across
 * replicas), check the second factor, then place the withdrawal. A refused code is counted and
 * committed (the key given up, so a corrected request can use it), and only then answered; any other
 * refusal rolls everything back, the key and the code's use included: nothing happened, and the
 * affiliate may correct the form and send the same code again.
 */
export async function requestWithdrawal(
  ctx: AppContext,
  affiliateId: number,
  request: WithdrawRequest,
  idempotencyKey: string | null,
  meta: { ip: string },
): Promise<WithdrawalAnswer> {
  const brand = await brandName(ctx);
  const scope = `member:${affiliateId}:withdraw`;
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    if (idempotencyKey !== null) {
      const claim = await claimIdempotencyKey(tx, {
        scope,
        key: idempotencyKey,
        requestHash: withdrawalHash(request),
        at: ctx.config.now(),
      });
      if (claim.kind === 'replay')
        return {
          answer: {
            statusCode: claim.statusCode,
            body: claim.response as WithdrawalAnswer['body'],
            replayed: true,
          },
        };
    }
    const affiliate = await lockAffiliate(tx, affiliateId);
    if (!affiliate) throw sessionExpired();
    const factor = await readFactor(tx, affiliate);
    const verdict = await checkActionCode(ctx, tx, factor, request.code, 'withdrawal');
    if (!verdict.ok) {
      if (idempotencyKey !== null) await releaseKey(tx, scope, idempotencyKey);
      return { refused: verdict, twoFactorOn: factor.two_factor_enabled };
    }
    const withdrawal = await placeWithdrawal(ctx, tx, factor, request, verdict.proof, brand);
    const body = { data: withdrawal };
    if (idempotencyKey !== null) await keepAnswer(tx, scope, idempotencyKey, 201, body);
    return { answer: { statusCode: 201, body, replayed: false } };
  });
  if ('refused' in outcome) {
    await recordAudit(ctx, {
      event: 'withdrawal.refused',
      affiliateId,
      ip: meta.ip,
      detail: { reason: outcome.refused.reason },
    });
    throw actionCodeRefusal(outcome.refused, outcome.twoFactorOn);
  }
  if (!outcome.answer.replayed) {
    await recordAudit(ctx, {
      event: 'withdrawal.requested',
      affiliateId,
      ip: meta.ip,
      detail: { withdrawalId: outcome.answer.body.data.id },
    });
  }
  return outcome.answer;
}

/** The affiliate's own withdrawals, newest first: the open ones (pending, approved) or all. */
export async function listOwnWithdrawals(
  ctx: AppContext,
  affiliateId: number,
  query: ContractQuery<typeof api.payments.withdrawalList>,
) {
  const { total, rows } = await repo.listWithdrawals(ctx.db, {
    affiliateId,
    statuses: query.status === 'open' ? ['pending', 'approved'] : null,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
    order: 'newest',
  });
  const url = `${ctx.config.publicUrl}/api/v1/bo/me/withdrawals?per_page=${query.per_page}&status=${query.status}`;
  return {
    data: rows.map(toWithdrawal),
    meta: paginationMeta({ page: query.page, perPage: query.per_page, total, url }),
  };
}

/** The affiliate takes back a withdrawal the operator has not approved yet: the amount is released at once. */
export async function cancelOwnWithdrawal(
  ctx: AppContext,
  affiliateId: number,
  withdrawalId: number,
): Promise<Withdrawal> {
  const row = await moveWithdrawal(ctx, withdrawalId, {
    to: 'cancelled',
    from: ['pending'],
    actor: 'member',
    ownerId: affiliateId,
    notice: { step: 'cancelled', by: 'member' },
  });
  return toWithdrawal(row);
}
