import {
  REFERRAL_CODE_BRAND_NOT_OFFERED,
  REFERRAL_CODE_TAKEN,
  REFERRAL_CODES_LIMIT_REACHED,
  REFERRAL_CODES_MAX,
  type AffiliateBrand,
  type CreateReferralCodeRequest,
  type ReferralCodeRecord,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { fieldError } from '../../http/api-error.ts';
import { referralCodeLink } from './tracking-link.ts';
import { lockAffiliate } from '../members/affiliate-lock.ts';
import { brandLandingAddress, brandsOfAffiliate, firstBrand } from '../brands/brand-catalogue.ts';
import { findBrand } from '../brands/repository.ts';
import * as repo from './repository.ts';

function toRecord(ctx: AppContext, row: repo.ReferralCodeRow): ReferralCodeRecord {
  return {
    code: row.code,
    is_default: row.is_default,
    brand: row.brand,
    brand_name: row.brand_name,
    tracking_url: referralCodeLink(ctx.config.publicUrl, row.code),
    clicks: row.clicks,
    created_at: row.created_at.toISOString(),
  };
}

export async function listReferralCodes(ctx: AppContext, affiliateId: number): Promise<ReferralCodeRecord[]> {
  return (await repo.listReferralCodes(ctx.db, affiliateId)).map((row) => toRecord(ctx, row));
}

/** The brands the affiliate may see and pick (open ones, and any it already holds codes of). */
export async function listAffiliateBrands(ctx: AppContext, affiliateId: number): Promise<AffiliateBrand[]> {
  return (await brandsOfAffiliate(ctx.db, affiliateId)).map((brand) => ({
    code: brand.code,
    name: brand.name,
    currency: brand.currency,
    logo_url: brand.logo_url,
    landing_url: brandLandingAddress(ctx.config, brand.landing_url),
    open_to_affiliates: brand.open_to_affiliates,
  }));
}

/**
 * Creates a code for a brand (the first brand when none is named): one open to affiliates, else 422 on
 * `brand`, the same answer for a brand that does not exist. Taken is one answer whoever holds the code (the caller or another affiliate), so the
 * form tells nothing about other affiliates. The affiliate's row lock queues its creates, so two at
 * once cannot both pass the limit; the unique index settles two affiliates racing for one code.
 */
export async function createReferralCode(
  ctx: AppContext,
  affiliateId: number,
  request: CreateReferralCodeRequest,
): Promise<ReferralCodeRecord> {
  const brand =
    request.brand === undefined ? await firstBrand(ctx.db) : await findBrand(ctx.db, request.brand);
  if (!brand?.open_to_affiliates) throw fieldError('brand', REFERRAL_CODE_BRAND_NOT_OFFERED);
  const row = await ctx.db.transaction(async (tx) => {
    await lockAffiliate(tx, affiliateId);
    if ((await repo.countReferralCodes(tx, affiliateId)) >= REFERRAL_CODES_MAX)
      throw fieldError('code', REFERRAL_CODES_LIMIT_REACHED);
    const created = await repo.insertReferralCode(
      tx,
      affiliateId,
      request.code,
      brand.code,
      ctx.config.now(),
    );
    if (!created) throw fieldError('code', REFERRAL_CODE_TAKEN);
    return created;
  });
  return toRecord(ctx, row);
}
