import {
  REFERRAL_CODE_TAKEN,
  REFERRAL_CODES_LIMIT_REACHED,
  REFERRAL_CODES_MAX,
  type ReferralCodeRecord,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { fieldError } from '../../http/api-error.ts';
import { referralCodeLink } from './tracking-link.ts';
import { lockAffiliate } from '../members/affiliate-lock.ts';
import * as repo from './repository.ts';

function toRecord(ctx: AppContext, row: repo.ReferralCodeRow): ReferralCodeRecord {
  return {
    code: row.code,
    is_default: row.is_default,
    tracking_url: referralCodeLink(ctx.config.publicUrl, row.code),
    clicks: row.clicks,
    created_at: row.created_at.toISOString(),
  };
}

export async function listReferralCodes(ctx: AppContext, affiliateId: number): Promise<ReferralCodeRecord[]> {
  return (await repo.listReferralCodes(ctx.db, affiliateId)).map((row) => toRecord(ctx, row));
}

/**
 * Creates a code. Taken is one answer whoever holds the code (the caller or another affiliate), so the
 * form tells nothing about other affiliates. The affiliate's row lock queues its creates, so two at
 * once cannot both pass the limit; the unique index settles two affiliates racing for one code.
 */
export async function createReferralCode(
  ctx: AppContext,
  affiliateId: number,
  code: string,
): Promise<ReferralCodeRecord> {
  const row = await ctx.db.transaction(async (tx) => {
    await lockAffiliate(tx, affiliateId);
    if ((await repo.countReferralCodes(tx, affiliateId)) >= REFERRAL_CODES_MAX)
      throw fieldError('code', REFERRAL_CODES_LIMIT_REACHED);
    const created = await repo.insertReferralCode(tx, affiliateId, code, ctx.config.now());
    if (!created) throw fieldError('code', REFERRAL_CODE_TAKEN);
    return created;
  });
  return toRecord(ctx, row);
}
