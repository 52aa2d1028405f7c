import {
  BRAND_CODE_TAKEN,
  BRAND_CURRENCY_IN_USE,
  BRAND_LANDING_REQUIRED,
  BRAND_NOT_FOUND,
  errorCodes,
  type addBrandRequest,
  type Brand,
  type EditBrandRequest,
} from '@affiliate/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { ApiError, fieldError } from '../../http/api-error.ts';
import { brandLandingAddress } from './brand-catalogue.ts';
import * as repo from './repository.ts';

/** A brand as the audit keeps it before and after a change: every field an operator can set. */
export type AuditedBrand = Pick<
  Brand,
  'code' | 'name' | 'currency' | 'landing_url' | 'logo_url' | 'open_to_affiliates'
>;

/** What an add or an edit did: the brand as answered, and the audit's before (null for an add) and after. */
export interface BrandChangeResult {
  brand: Brand;
  before: AuditedBrand | null;
  after: AuditedBrand;
}

function toBrand(ctx: AppContext, row: repo.BrandRow): Brand {
  return {
    code: row.code,
    name: row.name,
    currency: row.currency,
    landing_url: row.landing_url,
    effective_landing_url: brandLandingAddress(ctx.config, row.landing_url),
    logo_url: row.logo_url,
    open_to_affiliates: row.open_to_affiliates,
    is_first: row.is_first,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

function audited(row: repo.BrandRow): AuditedBrand {
  return {
    code: row.code,
    name: row.name,
    currency: row.currency,
    landing_url: row.landing_url,
    logo_url: row.logo_url,
    open_to_affiliates: row.open_to_affiliates,
  };
}

export async function listBrands(ctx: AppContext): Promise<Brand[]> {
  return (await repo.listBrands(ctx.db)).map((row) => toBrand(ctx, row));
}

/** Adds a brand (the contract has checked every field); 422 on `code` when another brand has it. */
export async function addBrand(
  ctx: AppContext,
  request: z.output<typeof addBrandRequest>,
): Promise<BrandChangeResult> {
  const row = await repo.insertBrand(ctx.db, {
    code: request.code,
    name: request.name,
    currency: request.currency,
    landingUrl: request.landing_url,
    logoUrl: request.logo_url ?? null,
    openToAffiliates: request.open_to_affiliates,
    at: ctx.config.now(),
  });
  if (!row) throw fieldError('code', BRAND_CODE_TAKEN);
  return { brand: toBrand(ctx, row), before: null, after: audited(row) };
}

/**
 * Edits a brand, locked for the length of the change: 404 for an unknown code; 422 on `landing_url` when
 * a brand other than the first would lose its page, on `currency` when the brand already has players
 * (their figures were stored in the old currency and would silently change meaning).
 */
export async function editBrand(
  ctx: AppContext,
  code: string,
  request: EditBrandRequest,
): Promise<BrandChangeResult> {
  const result = await ctx.db.transaction(async (tx) => {
    const row = await repo.findBrand(tx, code, true);
    if (!row) throw new ApiError(404, BRAND_NOT_FOUND, errorCodes.notFound);
    const landingUrl = request.landing_url === undefined ? row.landing_url : request.landing_url;
    if (landingUrl === null && !row.is_first) throw fieldError('landing_url', BRAND_LANDING_REQUIRED);
    const currency = request.currency ?? row.currency;
    if (currency !== row.currency && (await repo.brandHasPlayers(tx, code)))
      throw fieldError('currency', BRAND_CURRENCY_IN_USE);
    const updated = await repo.updateBrand(tx, code, {
      name: request.name ?? row.name,
      currency,
      landingUrl,
      logoUrl: request.logo_url === undefined ? row.logo_url : request.logo_url,
      openToAffiliates: request.open_to_affiliates ?? row.open_to_affiliates,
      at: ctx.config.now(),
    });
    return { brand: toBrand(ctx, updated), before: audited(row), after: audited(updated) };
  });
  // The redirect's copy of the brands' landing pages: this process follows an edited page at once, another
  // replica within the copy's 10 seconds.
  ctx.brandLandings.forget();
  return result;
}
