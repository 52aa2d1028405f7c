import {
  DEAL_BRAND_CURRENCY,
  DEAL_BRAND_NEEDED,
  DEAL_FOR_ITS_BRAND,
  DEAL_NO_BRAND_DEAL,
  DEAL_CURRENCY_NOT_AFFILIATE,
  DEAL_FROM_CLOSED,
  DEAL_NOT_FOUND,
  DEAL_UNCHANGED,
  DEAL_UNKNOWN_BRAND,
  dealSummary,
  errorCodes,
  type Deal,
  type DealAssignment,
  type DealDocument,
  type DealVersion,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { addMonths, monthStart, toIsoDate } from '../../calendar/utc-dates.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError, fieldError } from '../../http/api-error.ts';
import { findBrand } from '../brands/repository.ts';
import { notifyAffiliatesEvent } from '../notifications/member-event.ts';
import { brandName } from '../settings/service.ts';
import { assignBrandDeal, brandsOnDeal, hasBrandDeal } from './brand-deals.ts';
import { dealChangeNotice } from './notices.ts';
import { dealBefore, recordDealChanges } from '../change-log/deal-changes.ts';
import { dealPlanTerms } from './plan-terms.ts';
import * as repo from './repository.ts';

/** Version 1 of a deal applies from the start (the plans' all-time month); later ones from their month. */
const FROM_THE_START = '1900-01-01';

export const DEAL_CURRENCY_FIXED =
  'A deal’s currency never changes: save a deal under a new name for another currency.';

function toVersion(row: repo.DealVersionRow): DealVersion {
  return {
    version: row.version,
    effective_from: row.effective_from,
    document: row.document,
    summary: dealSummary(row.document),
    created_by: row.created_by,
    created_at: row.created_at.toISOString(),
  };
}

/** The deals with their versions (newest first), grouped from the version rows' order. */
function toDeals(rows: readonly repo.DealVersionRow[], affiliates: Map<number, number>): Deal[] {
  const deals = new Map<number, Deal>();
  for (const row of rows) {
    const deal = deals.get(row.deal_id);
    if (deal) deal.versions.push(toVersion(row));
    else
      deals.set(row.deal_id, {
        name: row.name,
        current: toVersion(row),
        versions: [toVersion(row)],
        affiliates: affiliates.get(row.deal_id) ?? 0,
        is_default: row.is_default,
      });
  }
  return [...deals.values()];
}

export async function listDeals(db: Queryable): Promise<Deal[]> {
  const [rows, affiliates] = await Promise.all([repo.listDealVersions(db), repo.affiliatesPerDeal(db)]);
  return toDeals(rows, affiliates);
}

/** One deal as the list shows it, reading its own versions only. */
async function readDeal(db: Queryable, name: string): Promise<Deal> {
  const [rows, affiliates] = await Promise.all([repo.listDealVersions(db, name), repo.affiliatesPerDeal(db)]);
  const [deal] = toDeals(rows, affiliates);
  if (!deal) throw new ApiError(404, DEAL_NOT_FOUND, errorCodes.notFound);
  return deal;
}

/** JSON with its keys sorted: two documents that say the same thing compare equal whatever their order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The first day of the running month, by the gateway's clock. */
const runningMonth = (ctx: AppContext) => monthStart(toIsoDate(ctx.config.now()));

/**
 * Creates the deal, or records the next version of the deal of that name. A new version applies from
 * the next month to every affiliate whose latest deal it is; the running month keeps the version it
 * began with. 422 on `brand` for an unknown brand, on `currency` when it is not the brand's or would
 * change, on `name` when the document is the current one.
 */
export async function saveDeal(ctx: AppContext, document: DealDocument, by: string): Promise<Deal> {
  const at = ctx.config.now();
  const terms = dealPlanTerms(document);
  // Read before the transaction: on PGlite a read outside it would wait for it.
  const brand = await brandName(ctx);
  return ctx.db.transaction(async (tx) => {
    if (document.brand !== undefined) {
      const brand = await findBrand(tx, document.brand);
      if (!brand) throw fieldError('brand', DEAL_UNKNOWN_BRAND);
      if (brand.currency !== document.currency) throw fieldError('currency', DEAL_BRAND_CURRENCY);
    }
    let current = await repo.findDeal(tx, document.name, true);
    if (!current) {
      const dealId = await repo.insertDeal(tx, document.name, by, at);
      if (dealId !== null) {
        await repo.insertVersion(tx, {
          dealId,
          version: 1,
          effectiveFrom: FROM_THE_START,
          document,
          terms,
          by,
          at,
        });
        return readDeal(tx, document.name);
      }
      // Another request created it since: this one is its next version.
      current = await repo.findDeal(tx, document.name, true);
      if (!current) throw new Error('a deal that could not be created cannot be found either');
    }
    if (current.document.currency !== document.currency) throw fieldError('currency', DEAL_CURRENCY_FIXED);
    if (canonical({ ...current.document, name: '' }) === canonical({ ...document, name: '' }))
      throw fieldError('name', DEAL_UNCHANGED);
    const version = current.version + 1;
    const effectiveFrom = addMonths(runningMonth(ctx), 1);
    await repo.insertVersion(tx, {
      dealId: current.deal_id,
      version,
      effectiveFrom,
      document,
      terms,
      by,
      at,
    });
    const moved = await repo.moveAffiliatesToVersion(tx, current.deal_id, version, effectiveFrom, by, at);
    const brands = await brandsOnDeal(tx, current.deal_id);
    const change = { name: current.name, version, effectiveFrom, document };
    // Each affiliate's change log (issue 39): the version before and the new one.
    const before = { name: current.name, version: current.version, document: current.document };
    const after = { name: current.name, version, document };
    await recordDealChanges(
      tx,
      [
        ...moved.map((affiliateId) => ({ affiliateId, brand: null, before, after, effectiveFrom })),
        ...brands.map((on) => ({ affiliateId: on.member_id, brand: on.brand, before, after, effectiveFrom })),
      ],
      by,
      at,
    );
    await notifyAffiliatesEvent(
      ctx,
      tx,
      'changes',
      [
        ...moved.map((affiliateId) => dealChangeNotice(affiliateId, change)),
        ...brands.map((on) => dealChangeNotice(on.member_id, { ...change, brand: on.brand_name })),
      ],
      brand,
    );
    return readDeal(tx, current.name);
  });
}

export async function setDefaultDeal(ctx: AppContext, name: string): Promise<Deal> {
  return ctx.db.transaction(async (tx) => {
    const deal = await repo.findDeal(tx, name, true);
    if (!deal) throw fieldError('deal', DEAL_NOT_FOUND);
    await repo.setDefault(tx, deal.deal_id);
    return readDeal(tx, deal.name);
  });
}

/**
 * Puts an affiliate on a deal from a month (its first day): `from` when given, otherwise the running
 * month while it has no activity for them, else the next. The running month is refused once it has
 * activity, and any earlier month always: a month's terms are fixed once it has figures. Whatever was
 * scheduled after that month is replaced. With `brand`, the deal is that brand's own (null ends it);
 * without, the deal for all brands. The affiliate is told in the same transaction.
 */
export async function assignDeal(
  ctx: AppContext,
  affiliateId: number,
  request: DealRequest,
  by: string,
): Promise<DealAssignment> {
  const programName = await brandName(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await dealBefore(tx, affiliateId, request.brand);
    const assigned = await assignDealIn(tx, ctx.config.now(), affiliateId, request, by);
    const document =
      assigned.deal === null
        ? null
        : (
            await tx.one<{ document: DealDocument }>(
              `SELECT v.document FROM deals d JOIN deal_versions v ON v.deal_id = d.id WHERE d.name = $1 AND v.version = $2`,
              [assigned.deal, assigned.version],
            )
          ).document;
    const brand =
      assigned.brand === null ? undefined : ((await findBrand(tx, assigned.brand))?.name ?? assigned.brand);
    const notice =
      assigned.deal === null || document === null
        ? dealChangeNotice(affiliateId, { effectiveFrom: assigned.effective_from, brand: brand! })
        : dealChangeNotice(affiliateId, {
            name: assigned.deal,
            version: assigned.version!,
            effectiveFrom: assigned.effective_from,
            document,
            ...(brand === undefined ? {} : { brand }),
          });
    await recordDealChanges(
      tx,
      [
        {
          affiliateId,
          brand: assigned.brand,
          before,
          after:
            assigned.deal === null || document === null
              ? null
              : { name: assigned.deal, version: assigned.version!, document },
          effectiveFrom: assigned.effective_from,
        },
      ],
      by,
      ctx.config.now(),
    );
    await notifyAffiliatesEvent(ctx, tx, 'changes', [notice], programName);
    return assigned;
  });
}

export interface DealRequest {
  deal: string | null;
  brand?: string | undefined;
  from?: string | undefined;
}

/** `assignDeal` inside the caller's transaction (a new affiliate is put on its deal as it is created). */
export async function assignDealIn(
  tx: Queryable,
  now: Date,
  affiliateId: number,
  request: DealRequest,
  by: string,
): Promise<DealAssignment> {
  const running = monthStart(toIsoDate(now));
  const affiliate = await tx.maybeOne<{ currency: string }>(
    'SELECT trim(currency) AS currency FROM members WHERE id = $1 FOR UPDATE',
    [affiliateId],
  );
  if (!affiliate) throw new ApiError(404, 'No affiliate has this id.', errorCodes.notFound);
  if (request.brand !== undefined && !(await findBrand(tx, request.brand)))
    throw fieldError('brand', DEAL_UNKNOWN_BRAND);
  const deal = request.deal === null ? null : await repo.findDeal(tx, request.deal);
  if (request.deal === null) {
    if (request.brand === undefined) throw fieldError('deal', DEAL_BRAND_NEEDED);
    if (!(await hasBrandDeal(tx, affiliateId, request.brand))) throw fieldError('deal', DEAL_NO_BRAND_DEAL);
  } else {
    if (!deal) throw fieldError('deal', DEAL_NOT_FOUND);
    if (deal.document.currency !== affiliate.currency) throw fieldError('deal', DEAL_CURRENCY_NOT_AFFILIATE);
    if (deal.document.brand !== undefined && deal.document.brand !== request.brand)
      throw fieldError('deal', DEAL_FOR_ITS_BRAND);
  }
  const active = await tx.maybeOne(
    `SELECT 1 FROM affiliate_monthly_figures WHERE member_id = $1 AND month = $2::date AND category = 'all'`,
    [affiliateId, running],
  );
  const earliest = active ? addMonths(running, 1) : running;
  const from = request.from === undefined ? earliest : `${request.from}-01`;
  if (from < earliest) throw fieldError('from', DEAL_FROM_CLOSED);
  const at = new Date(now);
  if (request.brand !== undefined) {
    const version = await assignBrandDeal(tx, {
      affiliateId,
      brand: request.brand,
      dealId: deal?.deal_id ?? null,
      from,
      by,
      at,
    });
    return {
      member_id: affiliateId,
      deal: deal?.name ?? null,
      version,
      brand: request.brand,
      effective_from: from,
    };
  }
  const chosen = deal!;
  await tx.query('DELETE FROM commission_plan_versions WHERE member_id = $1 AND effective_from > $2::date', [
    affiliateId,
    from,
  ]);
  const versions = await tx.query<{ version: number; effective_from: string }>(
    `SELECT DISTINCT ON (greatest(effective_from, $2::date)) version, to_char(greatest(effective_from, $2::date), 'YYYY-MM-DD') AS effective_from
     FROM deal_versions WHERE deal_id = $1
     ORDER BY greatest(effective_from, $2::date), version DESC`,
    [chosen.deal_id, from],
  );
  for (const version of versions.rows)
    await repo.assignVersion(
      tx,
      affiliateId,
      chosen.deal_id,
      version.version,
      version.effective_from,
      by,
      at,
    );
  const first = versions.rows[0]!;
  return {
    member_id: affiliateId,
    deal: chosen.name,
    version: first.version,
    brand: null,
    effective_from: from,
  };
}
