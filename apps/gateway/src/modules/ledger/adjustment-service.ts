import Decimal from 'decimal.js';
import type { adjustmentRequest, ledgerPosting } from '@affiliate/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { fieldError } from '../../http/api-error.ts';
import { translate } from '../../i18n/translate.ts';
import { claimIdempotencyKey, keepAnswer, requestHash } from '../idempotency/service.ts';
import { lockAffiliate } from '../members/affiliate-lock.ts';
import { notifyAffiliateEvent } from '../notifications/member-event.ts';
import { formatAmountIn } from '../notifications/money-text.ts';
import { brandName } from '../settings/service.ts';
import { postLedgerTransaction } from './service.ts';

type AdjustmentRequest = z.output<typeof adjustmentRequest>;
type LedgerPostingBody = { data: z.infer<typeof ledgerPosting> };

export const ADJUSTMENT_SCOPE = 'operator:adjustments';
export const FEE_MUST_BE_NEGATIVE = 'A fee is a charge: enter a negative amount.';
export const NO_SUCH_AFFILIATE = 'There is no affiliate with this id.';

/**
 * The operator credits or debits an affiliate (a correction) or charges a fee, with a reason the
 * affiliate reads, in one transaction under the affiliate's lock; a debit that would take the available
 * balance below zero is refused (422 on amount). With an Idempotency-Key a retry gets the first answer
 * and posts nothing. The affiliate is told through the 'commission' event: an adjustment or a fee
 * changes what the affiliate earned, and the preferences' commission switch is the one about earnings
 * (the 'withdrawal' switch is about the affiliate's own payout requests).
 */
export async function postAdjustment(
  ctx: AppContext,
  request: AdjustmentRequest,
  idempotencyKey: string | null,
  actor: string,
): Promise<{ body: LedgerPostingBody; replayed: boolean }> {
  const amount = new Decimal(request.amount);
  if (request.kind === 'fee' && amount.gte(0)) throw fieldError('amount', FEE_MUST_BE_NEGATIVE);
  const brand = await brandName(ctx);
  return ctx.db.transaction(async (tx) => {
    if (idempotencyKey !== null) {
      const hash = requestHash({
        member_id: request.member_id,
        amount: amount.toFixed(2),
        kind: request.kind,
        reason: request.reason,
      });
      const claim = await claimIdempotencyKey(tx, {
        scope: ADJUSTMENT_SCOPE,
        key: idempotencyKey,
        requestHash: hash,
        at: ctx.config.now(),
      });
      if (claim.kind === 'replay') return { body: claim.response as LedgerPostingBody, replayed: true };
    }
    const affiliate = await lockAffiliate(tx, request.member_id);
    if (!affiliate) throw fieldError('member_id', NO_SUCH_AFFILIATE);
    const at = ctx.config.now();
    const signed = amount.toFixed(2);
    const brandSide = amount.neg().toFixed(2);
    const posting = await postLedgerTransaction(tx, affiliate, {
      kind: request.kind,
      entries: [
        { account: 'affiliate_available', amount: signed },
        { account: request.kind === 'fee' ? 'brand_fees' : 'brand_adjustments', amount: brandSide },
      ],
      description: request.reason,
      createdBy: actor,
      at,
    });
    const body: LedgerPostingBody = {
      data: {
        transaction_id: posting.transactionId,
        member_id: request.member_id,
        kind: request.kind,
        amount: signed,
        balance_after: posting.balanceAfter,
        available_after: posting.availableAfter,
        description: request.reason,
        created_at: at.toISOString(),
      },
    };
    const credit = amount.gt(0);
    const title =
      request.kind === 'fee'
        ? 'notice.adjustment.fee.title'
        : credit
          ? 'notice.adjustment.credited.title'
          : 'notice.adjustment.debited.title';
    await notifyAffiliateEvent(
      ctx,
      tx,
      request.member_id,
      'commission',
      (language) => ({
        title: translate(language, title),
        // The operator's reason goes as written.
        body: translate(
          language,
          credit ? 'notice.adjustment.credited.body' : 'notice.adjustment.debited.body',
          {
            amount: formatAmountIn(language, amount.abs(), affiliate.currency),
            reason: request.reason,
            available: formatAmountIn(language, posting.availableAfter, affiliate.currency),
          },
        ),
      }),
      brand,
    );
    if (idempotencyKey !== null) await keepAnswer(tx, ADJUSTMENT_SCOPE, idempotencyKey, 201, body);
    return { body, replayed: false };
  });
}
