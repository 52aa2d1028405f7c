import {
  bannerSizesList,
  CATALOGUE_BANNER_BRAND_UNKNOWN,
  errorCodes,
  type AddCatalogueBannerRequest,
  type api,
  type BannerOption,
  type CatalogueBanner,
  type PaginationMeta,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ContractQuery } from '../../http/contract-route.ts';
import { paginationMeta } from '../../http/pagination.ts';
import * as repo from './catalogue-repository.ts';
import { checkCreatives } from './creative-check.ts';
import { firstBrand } from '../brands/brand-catalogue.ts';
import { findBrand } from '../brands/repository.ts';
import { creativePath } from '../referral-codes/tracking-link.ts';

export const CATALOGUE_BANNER_NOT_FOUND = 'There is no such banner in the catalogue.';

function toOption(ctx: AppContext, row: repo.CatalogueBannerRow): BannerOption {
  const first = bannerSizesList(row.sizes)[0];
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    language: row.language,
    sizes: row.sizes,
    preview_url: row.type === 'text' || !first ? null : creativePath(row.id, first),
    text: row.text,
    brand: row.brand,
    brand_name: row.brand_name,
  };
}

function toCatalogueBanner(ctx: AppContext, row: repo.CatalogueBannerRow): CatalogueBanner {
  return { ...toOption(ctx, row), enabled: row.enabled, created_at: row.created_at.toISOString() };
}

/** What the generator offers: enabled banners of the type, language and brand asked for, of the brands the affiliate sees. */
export async function listCatalogue(
  ctx: AppContext,
  affiliateId: number,
  query: ContractQuery<typeof api.banners.bannerCatalogue>,
  url: string,
): Promise<{ data: BannerOption[]; meta: PaginationMeta }> {
  const { total, rows } = await repo.listOfferedBanners(
    ctx.db,
    affiliateId,
    { type: query.type, language: query.language, brand: query.brand },
    query.per_page,
    (query.page - 1) * query.per_page,
  );
  return {
    data: rows.map((row) => toOption(ctx, row)),
    meta: paginationMeta({ page: query.page, perPage: query.per_page, total, url }),
  };
}

/** A creative, retired banners' included: snippets already published keep showing it. */
export async function catalogueCreative(
  ctx: AppContext,
  bannerId: number,
  size: string,
): Promise<repo.CreativeRow> {
  const creative = await repo.findCreative(ctx.db, bannerId, size);
  if (!creative) throw new ApiError(404, 'There is no such creative.', errorCodes.notFound);
  return creative;
}

export async function listCatalogueBanners(ctx: AppContext): Promise<CatalogueBanner[]> {
  return (await repo.listAllBanners(ctx.db)).map((row) => toCatalogueBanner(ctx, row));
}

/**
 * Adds a banner to a brand's catalogue (the first brand's when none is named) once every creative has
 * passed its checks (422 naming each refused one, and on `brand` for a brand that does not exist).
 */
export async function addCatalogueBanner(
  ctx: AppContext,
  request: AddCatalogueBannerRequest,
): Promise<CatalogueBanner> {
  const brand =
    request.brand === undefined ? await firstBrand(ctx.db) : await findBrand(ctx.db, request.brand);
  const checked = checkCreatives(request.type, request.creatives);
  const errors: Record<string, string[]> = 'errors' in checked ? { ...checked.errors } : {};
  if (!brand) errors.brand = [CATALOGUE_BANNER_BRAND_UNKNOWN];
  if (!brand || 'errors' in checked) {
    const first = Object.values(errors)[0]![0]!;
    throw new ApiError(422, first, errorCodes.validationFailed, errors);
  }
  const id = await ctx.db.transaction((tx) =>
    repo.insertBanner(tx, {
      name: request.name,
      type: request.type,
      language: request.language,
      brand: brand.code,
      creatives: checked.creatives,
    }),
  );
  return toCatalogueBanner(ctx, (await repo.findBanner(ctx.db, id))!);
}

/** Retires a banner (idempotent): the generator no longer offers it; saved banners and snippets keep working. */
export async function retireCatalogueBanner(ctx: AppContext, id: number): Promise<CatalogueBanner> {
  if (!(await repo.retireBanner(ctx.db, id)))
    throw new ApiError(404, CATALOGUE_BANNER_NOT_FOUND, errorCodes.notFound);
  return toCatalogueBanner(ctx, (await repo.findBanner(ctx.db, id))!);
}
