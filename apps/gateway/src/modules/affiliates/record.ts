import {
  dealSummary,
  errorCodes,
  type AffiliateFigures,
  type AffiliateRecord,
  type PlanVersion,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { addMonths, monthStart, toIsoDate } from '../../calendar/utc-dates.ts';
import { ApiError } from '../../http/api-error.ts';
import { listOpenSessions } from '../account-settings/repository.ts';
import { listBrandDeals } from '../deals/brand-deals.ts';
import { flatPlanDeal } from '../figures/flat-plan-deal.ts';
import { kycStatus } from '../kyc/service.ts';
import { readBalance } from '../ledger/service.ts';
import { listReferralCodes } from '../referral-codes/service.ts';
import * as repo from './record-repository.ts';
import { toSummary } from './search.ts';

export const NO_SUCH_AFFILIATE = 'No affiliate has this id.';

const PLAN_VERSIONS_SHOWN = 50;
const LEDGER_LINES_SHOWN = 10;
const SESSIONS_SHOWN = 20;
const USER_AGENT_SHOWN = 200;

function toPlanVersion(row: repo.PlanVersionHistoryRow): PlanVersion {
  const { created_at, document, currency, ...terms } = row;
  return {
    ...terms,
    created_at: created_at.toISOString(),
    deal_summary: dealSummary(document ?? flatPlanDeal(row, { currency })),
  };
}

function toFigures(row: repo.FiguresTotalsRow): AffiliateFigures {
  const { clicks, ...rest } = row;
  return { clicks: Number(clicks), ...rest };
}

/**
 * Everything the console shows of one affiliate, each part read where its module keeps it: figures from
 * the monthly rollups (never the players' activity), the balance from its running totals, the plan's
 * versions, identity verification as the affiliate sees it, and the sign-ins that can still be used.
 */
export async function affiliateRecord(ctx: AppContext, affiliateId: number): Promise<AffiliateRecord> {
  const profile = await repo.findAffiliateProfile(ctx.db, affiliateId);
  if (!profile) throw new ApiError(404, NO_SUCH_AFFILIATE, errorCodes.notFound);
  const now = ctx.config.now();
  const thisMonth = monthStart(toIsoDate(now));
  const [plans, brandDeals, codes, month, year, brands, balance, ledger, identity, sessions, links] =
    await Promise.all([
      repo.planHistory(ctx.db, affiliateId, PLAN_VERSIONS_SHOWN),
      listBrandDeals(ctx.db, affiliateId, thisMonth),
      listReferralCodes(ctx, affiliateId),
      repo.monthlyTotals(ctx.db, affiliateId, thisMonth, thisMonth),
      repo.monthlyTotals(ctx.db, affiliateId, addMonths(thisMonth, -11), thisMonth),
      repo.monthByBrand(ctx.db, affiliateId, thisMonth),
      readBalance(ctx.db, affiliateId),
      repo.recentLedger(ctx.db, affiliateId, LEDGER_LINES_SHOWN),
      kycStatus(ctx, affiliateId),
      listOpenSessions(ctx.db, affiliateId, now),
      repo.subAffiliateLinks(ctx.db, affiliateId),
    ]);
  const history = plans.map(toPlanVersion);
  return {
    profile: {
      ...toSummary(profile),
      two_factor_enabled: profile.two_factor_enabled,
      suspension: profile.enabled
        ? null
        : {
            at: profile.suspended_at?.toISOString() ?? null,
            reason: profile.suspended_reason,
            by: profile.suspended_by,
          },
    },
    plan: {
      current: history.find((version) => version.effective_from <= thisMonth) ?? null,
      // Changes take effect on the first of the next month, so at most one version lies ahead.
      upcoming: history.filter((version) => version.effective_from > thisMonth).at(-1) ?? null,
      history,
      brand_deals: brandDeals.map(({ document, created_at, ...row }) => ({
        ...row,
        summary: document === null ? [] : dealSummary(document),
        created_at: created_at.toISOString(),
      })),
    },
    referral_codes: codes,
    parent:
      links.parent_id === null ? null : { member_id: links.parent_id, username: links.parent_username! },
    sub_affiliates: links.sub_affiliates,
    figures: {
      month: thisMonth.slice(0, 7),
      this_month: toFigures(month),
      last_12_months: toFigures(year),
      this_month_by_brand: brands.map(({ brand, name, ...figures }) => ({
        brand,
        name,
        ...toFigures(figures),
      })),
    },
    balance: balance ?? { currency: profile.currency, balance: '0.00', available: '0.00', held: '0.00' },
    recent_ledger: ledger.map((line) => ({
      ...line,
      transaction_id: Number(line.transaction_id),
      created_at: line.created_at.toISOString(),
    })),
    identity,
    sessions: {
      active: sessions.length,
      list: sessions.slice(0, SESSIONS_SHOWN).map((session) => ({
        id: session.id,
        user_agent: session.user_agent?.slice(0, USER_AGENT_SHOWN) ?? null,
        ip: session.ip,
        created_at: session.created_at.toISOString(),
        last_seen_at: session.last_seen_at.toISOString(),
      })),
    },
  };
}
