import {
  BANNER_NOT_OFFERED,
  BANNER_OF_ANOTHER_BRAND,
  BANNER_REFERRAL_CODE_NOT_YOURS,
  BANNER_SIZE_NOT_OFFERED,
  bannerSizesList,
  errorCodes,
  parseBannerSize,
  SAVED_BANNERS_LIMIT_REACHED,
  SAVED_BANNERS_MAX,
  type api,
  type BannerSnippet,
  type PaginationMeta,
  type SaveBannerRequest,
  type SavedBanner,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError, type ErrorText } from '../../http/api-error.ts';
import type { ContractQuery } from '../../http/contract-route.ts';
import { paginationMeta } from '../../http/pagination.ts';
import { lockAffiliate } from '../members/affiliate-lock.ts';
import { brandOfCode, findOwnCode } from '../referral-codes/repository.ts';
import { findBanner } from './catalogue-repository.ts';
import * as repo from './saved-repository.ts';
import { bannerSnippetHtml } from './snippet.ts';
import { creativeAddress, creativePath, savedBannerLink } from '../referral-codes/tracking-link.ts';

export const SAVED_BANNER_NOT_FOUND = 'Banner not found.';

const notFound = () => new ApiError(404, SAVED_BANNER_NOT_FOUND, errorCodes.notFound);

function toRecord(ctx: AppContext, row: repo.SavedBannerRow): SavedBanner {
  const pixels = parseBannerSize(row.size);
  return {
    id: row.id,
    campaign_name: row.campaign_name,
    website: row.website,
    referral_code: row.referral_code,
    type: row.type,
    language: row.language,
    banner: row.banner_id,
    banner_name: row.banner_name,
    size: row.size,
    width: pixels?.width ?? null,
    height: pixels?.height ?? null,
    image_url: pixels ? creativePath(row.banner_id, row.size) : null,
    tracking_url: savedBannerLink(ctx.config.publicUrl, {
      code: row.referral_code,
      savedBannerId: row.id,
      campaign: row.campaign_name,
    }),
    clicks: row.clicks,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Saves a banner to the affiliate's archive. The schema has checked each field's form; here what only
 * the database knows: the code is one of the affiliate's, the banner is offered in that type and
 * language at that size, and the archive has room. Every refusal is reported at once, per field.
 */
export async function saveBanner(
  ctx: AppContext,
  affiliateId: number,
  request: SaveBannerRequest,
): Promise<SavedBanner> {
  const id = await ctx.db.transaction(async (tx) => {
    await lockAffiliate(tx, affiliateId);
    const errors: Record<string, string[]> = {};
    const code = await findOwnCode(tx, affiliateId, request.referral_code);
    if (!code) errors.referral_code = [BANNER_REFERRAL_CODE_NOT_YOURS];
    const banner = await findBanner(tx, request.banner);
    if (!banner || !banner.enabled || banner.type !== request.type || banner.language !== request.language)
      errors.banner = [BANNER_NOT_OFFERED];
    else if (code && banner.brand !== (await brandOfCode(tx, code)))
      errors.banner = [BANNER_OF_ANOTHER_BRAND];
    else if (!bannerSizesList(banner.sizes).includes(request.size)) errors.size = [BANNER_SIZE_NOT_OFFERED];
    const first = Object.values(errors)[0]?.[0];
    if (first) throw new ApiError(422, first, errorCodes.validationFailed, errors);
    if ((await repo.countLiveSavedBanners(tx, affiliateId)) >= SAVED_BANNERS_MAX)
      throw new ApiError(422, SAVED_BANNERS_LIMIT_REACHED, errorCodes.validationFailed);
    return repo.insertSavedBanner(tx, {
      affiliateId: affiliateId,
      bannerId: request.banner,
      referralCode: code!,
      campaignName: request.campaign_name,
      website: request.website,
      size: request.size,
      at: ctx.config.now(),
    });
  });
  const saved = await repo.findSavedBanner(ctx.db, affiliateId, id);
  return toRecord(ctx, saved!);
}

export async function listSavedBanners(
  ctx: AppContext,
  affiliateId: number,
  query: ContractQuery<typeof api.banners.savedBannerList>,
  url: string,
): Promise<{ data: SavedBanner[]; meta: PaginationMeta }> {
  const { total, rows } = await repo.listSavedBanners(
    ctx.db,
    affiliateId,
    query.per_page,
    (query.page - 1) * query.per_page,
  );
  return {
    data: rows.map((row) => toRecord(ctx, row)),
    meta: paginationMeta({ page: query.page, perPage: query.per_page, total, url }),
  };
}

/** The HTML to paste, at the saved size or another size of the same banner. */
export async function savedBannerSnippet(
  ctx: AppContext,
  affiliateId: number,
  id: number,
  size: string | undefined,
): Promise<BannerSnippet> {
  const row = await repo.findSavedBanner(ctx.db, affiliateId, id);
  if (!row) throw notFound();
  const chosen = size ?? row.size;
  if (!bannerSizesList(row.sizes).includes(chosen)) {
    const message: ErrorText = {
      key: 'error.banner.sizeNotOfferedOf',
      values: { sizes: bannerSizesList(row.sizes).join(', ') },
    };
    throw new ApiError(422, message, errorCodes.validationFailed, { size: [message] });
  }
  const record = toRecord(ctx, row);
  const pixels = parseBannerSize(chosen);
  const html = pixels
    ? bannerSnippetHtml(record.tracking_url, {
        kind: 'image',
        imageUrl: creativeAddress(ctx.config.publicUrl, row.banner_id, chosen),
        ...pixels,
        alt: row.product_name ? `${row.product_name} – ${row.banner_name}` : row.banner_name,
      })
    : bannerSnippetHtml(record.tracking_url, {
        kind: 'text',
        text: await textLinkHeadline(ctx, row.banner_id),
      });
  return { html, size: chosen, tracking_url: record.tracking_url };
}

async function textLinkHeadline(ctx: AppContext, bannerId: number): Promise<string> {
  const banner = await findBanner(ctx.db, bannerId);
  return banner?.text ?? banner?.name ?? '';
}

/** Deletes from the archive; the published link keeps working and counting. */
export async function deleteSavedBanner(ctx: AppContext, affiliateId: number, id: number): Promise<void> {
  if (!(await repo.deleteSavedBanner(ctx.db, affiliateId, id, ctx.config.now()))) throw notFound();
}
