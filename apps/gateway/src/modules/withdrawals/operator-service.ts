import type { api, operatorWithdrawal } from '@affiliate/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { ContractQuery } from '../../http/contract-route.ts';
import { paginationMeta } from '../../http/pagination.ts';
import { recordAudit, type AuditOperator } from '../../http/audit.ts';
import { toOperatorWithdrawal } from './presenter.ts';
import * as repo from './repository.ts';
import { moveWithdrawal, type WithdrawalMove } from './status-change.ts';

type OperatorWithdrawal = z.infer<typeof operatorWithdrawal>;

/** The review queue: oldest first, so nobody's request waits behind newer ones. */
export async function listWithdrawalsForReview(
  ctx: AppContext,
  query: ContractQuery<typeof api.operator.operatorWithdrawals>,
) {
  const { total, rows } = await repo.listWithdrawals(ctx.db, {
    affiliateId: query.member_id ?? null,
    statuses: query.status ? [query.status] : null,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
    order: 'oldest',
  });
  const url = new URL(`${ctx.config.publicUrl}/api/v1/operator/withdrawals`);
  url.searchParams.set('per_page', String(query.per_page));
  if (query.status) url.searchParams.set('status', query.status);
  if (query.member_id) url.searchParams.set('member_id', String(query.member_id));
  return {
    data: rows.map(toOperatorWithdrawal),
    meta: paginationMeta({ page: query.page, perPage: query.per_page, total, url: url.toString() }),
  };
}

const moved = async (ctx: AppContext, id: number, move: WithdrawalMove): Promise<OperatorWithdrawal> =>
  toOperatorWithdrawal(await moveWithdrawal(ctx, id, move));

/** The amount stays held: approving only says the operator checked the request (and its new details). */
export function approveWithdrawal(ctx: AppContext, id: number, actor: string) {
  return moved(ctx, id, { to: 'approved', from: ['pending'], actor, notice: { step: 'approved' } });
}

type OpenStatus = 'pending' | 'approved';

/** Where reject and cancel may start: either open status, or only the one the operator saw (two managers on one withdrawal). */
const openFrom = (seen?: OpenStatus): OpenStatus[] => (seen ? [seen] : ['pending', 'approved']);

export function rejectWithdrawal(
  ctx: AppContext,
  id: number,
  reason: string,
  actor: string,
  seen?: OpenStatus,
) {
  const notice = { step: 'rejected', reason } as const;
  return moved(ctx, id, {
    to: 'rejected',
    from: openFrom(seen),
    actor,
    rejectReason: reason,
    notice,
  });
}

/**
 * Only an approved withdrawal is paid: the review comes first, also for the operator. Approving a held
 * one is allowed (it is the review), paying it is not before the hold ends, unless the operator
 * overrides the hold with a reason: kept in the timeline (`hold_overridden`, with who) and the audit.
 */
export async function payWithdrawal(
  ctx: AppContext,
  id: number,
  payoutReference: string,
  actor: string,
  holdOverride?: { reason: string; by: AuditOperator },
) {
  const row = await moveWithdrawal(ctx, id, {
    to: 'paid',
    from: ['approved'],
    actor,
    payoutReference,
    holdOverride: holdOverride?.reason,
    notice: { step: 'paid' },
  });
  const paid = toOperatorWithdrawal(row);
  if (holdOverride !== undefined && paid.hold_until !== null && paid.hold_until > paid.updated_at) {
    await recordAudit(ctx, {
      event: 'withdrawal.hold_overridden',
      affiliateId: row.member_id,
      operator: holdOverride.by,
      detail: { withdrawalId: id, actor, holdUntil: paid.hold_until, reason: holdOverride.reason },
    });
  }
  return paid;
}

/** At the affiliate's request (or the brand's): pending or approved, the amount goes back to available. */
export function cancelWithdrawalForAffiliate(
  ctx: AppContext,
  id: number,
  reason: string,
  actor: string,
  seen?: OpenStatus,
) {
  const notice = { step: 'cancelled', by: 'operator', reason } as const;
  return moved(ctx, id, {
    to: 'cancelled',
    from: openFrom(seen),
    actor,
    rejectReason: reason,
    notice,
  });
}
