import Decimal from 'decimal.js';
import type { DealDocument } from '@affiliate/contract';
import { errorCodes } from '@affiliate/contract';
import { monthEnd } from '../../calendar/utc-dates.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { amountCents, rateUnits } from '../figures/cents.ts';
import { line } from '../figures/deal-engine.ts';
import type { BasisPart, SubShareOf } from '../figures/sub-affiliate-share.ts';
import { readBrandInputs } from './brand-deal-inputs.ts';
import { qualifiedPlayersOf, type CpaCount } from './cpa-qualified.ts';
import { brandDealsInForce } from '../deals/brand-deals.ts';
import { dealDocuments } from '../deals/repository.ts';
import type { CommissionPlan } from '../figures/figure-row.ts';
import { flatPlanDeal } from '../figures/flat-plan-deal.ts';
import { periodName } from './period-names.ts';
import { planVersionJoinSql } from './plan-versions.ts';

/**
 * What a parent's share of a sub-affiliate's month is paid on, per brand and in the parent's currency
 * (issue 38): the sub's commission as credited, its NGR, or its players who qualified for the CPA. Read
 * for the month closed and again for a closed month whose figures moved (a correction), in a few
 * statements per month whatever the number of subs. Never a player's or an amount's detail beyond the
 * brand's sum leaves here.
 */

/** One sub's basis to read: `key` tells requests apart (a sub may be asked for two parents' terms). */
export interface BasisRequest {
  key: string;
  subId: number;
  shareOf: SubShareOf;
  /** The parent's currency, which the basis is converted to. */
  currency: string;
}

/** A sub's commission of a month in its own currency, by brand (null: the part no brand accounts for). */
export interface CommissionParts {
  currency: string;
  parts: Array<{ brand: string | null; amount: string }>;
}

/** The sub's commissions recorded for a closed month, split as their brand lines split them. */
export async function closedCommissionParts(
  db: Queryable,
  month: string,
  subIds: readonly number[],
): Promise<Map<number, CommissionParts>> {
  const found = new Map<number, CommissionParts>();
  if (subIds.length === 0) return found;
  const { rows } = await db.query<{
    member_id: number;
    currency: string;
    amount: string;
    brands: Array<[string, string]>;
  }>(
    `SELECT c.member_id, trim(c.currency) AS currency, c.amount::text,
            coalesce((SELECT json_agg(json_build_array(l.brand, l.amount::text) ORDER BY l.brand)
                      FROM commission_brand_lines l WHERE l.commission_id = c.id), '[]') AS brands
     FROM commissions c WHERE c.member_id = ANY($1::int[]) AND c.period = $2::date`,
    [subIds, month],
  );
  for (const row of rows) found.set(row.member_id, commissionParts(row.currency, row.amount, row.brands));
  return found;
}

/** A commission's amount as its brands' parts and the rest (late activity, a carried-in negative, what was taken back). */
export function commissionParts(
  currency: string,
  amount: string,
  brands: ReadonlyArray<readonly [string, string]>,
): CommissionParts {
  const lines = brands.map(([brand, part]) => ({ brand: brand as string | null, amount: part }));
  const rest = amountCents(amount) - lines.reduce((sum, part) => sum + amountCents(part.amount), 0n);
  if (rest !== 0n) lines.push({ brand: null, amount: new Decimal(rest.toString()).div(100).toFixed(2) });
  return { currency, parts: lines };
}

/** The rate from `from` to `to` for a month: the pair's latest on or before its last day (1 for one currency). */
async function monthRates(
  db: Queryable,
  month: string,
  pairs: ReadonlyArray<{ from: string; to: string }>,
): Promise<Map<string, string>> {
  const rates = new Map<string, string>();
  const wanted = [
    ...new Map(pairs.filter((p) => p.from !== p.to).map((p) => [`${p.from}>${p.to}`, p])).values(),
  ];
  if (wanted.length === 0) return rates;
  const { rows } = await db.query<{ pair: string; rate: string | null }>(
    `SELECT w.f || '>' || w.t AS pair,
            (SELECT r.rate::text FROM fx_rates r WHERE r.from_currency = w.f::bpchar AND r.to_currency = w.t::bpchar
               AND r.day <= $3::date ORDER BY r.day DESC LIMIT 1) AS rate
     FROM unnest($1::text[], $2::text[]) AS w (f, t)`,
    [wanted.map((p) => p.from), wanted.map((p) => p.to), monthEnd(month)],
  );
  for (const row of rows) {
    if (row.rate === null) {
      const [from, to] = row.pair.split('>');
      throw missingRate(month, from!, to!);
    }
    rates.set(row.pair, row.rate);
  }
  return rates;
}

const missingRate = (month: string, from: string, to: string) => {
  const message = `${periodName(month)} cannot close: a sub-affiliate is paid in ${from} and its parent in ${to}, and there is no ${from} to ${to} rate on or before ${monthEnd(month)}. Set the rate first.`;
  return new ApiError(422, message, errorCodes.validationFailed, { period: [message] });
};

/**
 * Refuses to start a close whose sub-affiliates phase would need a rate the month lacks: a parent paid a
 * share (of commission or NGR) on a sub paid in another currency, with no rate between the two on or
 * before the month's last day. Read before any affiliate is credited, as missing-rates.ts is.
 */
export async function refuseMissingSubRates(db: Queryable, month: string): Promise<void> {
  const missing = await db.maybeOne<{ from: string; to: string }>(
    `SELECT trim(s.currency) AS "from", trim(p.currency) AS "to"
     FROM members s JOIN members p ON p.id = s.parent_member_id AND p.currency <> s.currency
     CROSS JOIN ${planVersionJoinSql('pv', 'p.id', '$1::date')}
     JOIN deal_versions v ON v.deal_id = pv.deal_id AND v.version = pv.deal_version AND v.document -> 'sub_affiliates' ? 'share_of'
     WHERE NOT EXISTS (SELECT 1 FROM fx_rates r WHERE r.from_currency = s.currency AND r.to_currency = p.currency AND r.day <= $2::date)
     LIMIT 1`,
    [month, monthEnd(month)],
  );
  if (missing) throw missingRate(month, missing.from, missing.to);
}

/** Cents of one currency in another at `rate`, rounded once to the cent, half away from zero. */
function converted(cents: bigint, rate: string | undefined): bigint {
  if (rate === undefined) return cents;
  return BigInt(
    new Decimal(cents.toString()).times(rate).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toFixed(0),
  );
}

/** A deal whose CPA qualifies players, for counting them: a deal without a CPA qualifies a first deposit in the month. */
const qualifying = (deal: DealDocument): DealDocument =>
  deal.cpa ? deal : { ...deal, cpa: { amount: '0' } };

export interface MonthDeals {
  currency: string;
  /** The deal for all brands of the month (a plan from before deals as its deal). */
  deal: DealDocument;
  /** The brands on deals of their own that month. */
  brands: Map<string, DealDocument>;
}

/**
 * The affiliates' deals of a month, as the close reads them (deal-month.ts), in three statements whatever
 * their number: each plan version of the month with its deal version's document, and the brand deals.
 */
export async function monthDeals(
  db: Queryable,
  month: string,
  affiliateIds: readonly number[],
): Promise<Map<number, MonthDeals>> {
  const deals = new Map<number, MonthDeals>();
  if (affiliateIds.length === 0) return deals;
  const [{ rows }, inForce] = await Promise.all([
    db.query<CommissionPlan & { id: number; currency: string; document: DealDocument | null }>(
      `SELECT m.id, trim(m.currency) AS currency, pv.revenue_share::text, pv.admin_fee_rate::text, pv.cpa_amount::text,
              pv.cpa_min_deposit::text, pv.negative_carry_over, v.document
       FROM members m CROSS JOIN ${planVersionJoinSql('pv', 'm.id', '$2::date')}
       LEFT JOIN deal_versions v ON v.deal_id = pv.deal_id AND v.version = pv.deal_version
       WHERE m.id = ANY($1::int[])`,
      [affiliateIds, month],
    ),
    brandDealsInForce(db, month, affiliateIds),
  ]);
  const documents = await dealDocuments(db, [...inForce.values()].flat());
  for (const row of rows)
    deals.set(row.id, {
      currency: row.currency,
      deal: row.document ?? flatPlanDeal(row, { currency: row.currency }),
      brands: new Map(
        (inForce.get(row.id) ?? []).map((brand) => [
          brand.brand,
          documents.get(`${brand.deal_id}:${brand.deal_version}`)!,
        ]),
      ),
    });
  return deals;
}

type SubFacts = MonthDeals;

/** Each sub's NGR of the month per brand, in its own currency: each brand's admin fee at its deal's rate, rounded on its own. */
async function ngrParts(
  db: Queryable,
  month: string,
  subIds: readonly number[],
  facts: ReadonlyMap<number, SubFacts>,
): Promise<Map<number, Array<{ brand: string; cents: bigint }>>> {
  const parts = new Map<number, Array<{ brand: string; cents: bigint }>>();
  for (const row of await readBrandInputs(db, month, subIds)) {
    const fact = facts.get(row.member_id);
    const deal = fact?.brands.get(row.brand) ?? fact?.deal ?? null;
    const winloss = amountCents(row.winloss);
    const fee = line(rateUnits(deal?.admin_fee_rate ?? '0'), winloss);
    parts.set(row.member_id, [
      ...(parts.get(row.member_id) ?? []),
      { brand: row.brand, cents: winloss - amountCents(row.bonuses) - fee },
    ]);
  }
  return parts;
}

/** Each sub's players who qualified for the CPA in the month, counted per brand (each brand by its own deal where it has one). */
async function qualifiedParts(
  db: Queryable,
  month: string,
  subIds: readonly number[],
  facts: ReadonlyMap<number, SubFacts>,
): Promise<Map<number, Map<string, number>>> {
  const counts: CpaCount[] = [];
  for (const subId of subIds) {
    const fact = facts.get(subId);
    if (!fact) continue;
    counts.push({ affiliateId: subId, deal: qualifying(fact.deal), excludedBrands: [...fact.brands.keys()] });
    for (const [brand, deal] of fact.brands)
      counts.push({ affiliateId: subId, deal: qualifying(deal), brand });
  }
  const lists = await qualifiedPlayersOf(db, month, counts);
  const ids = lists.flat().map((player) => player.player_id);
  const byBrand = new Map<number, Map<string, number>>();
  if (ids.length === 0) return byBrand;
  const { rows } = await db.query<{ id: string; brand: string }>(
    'SELECT id::text, brand FROM players WHERE id = ANY($1::bigint[])',
    [ids],
  );
  const brandOf = new Map(rows.map((row) => [Number(row.id), row.brand]));
  counts.forEach((count, i) => {
    const brands = byBrand.get(count.affiliateId) ?? new Map<string, number>();
    for (const player of lists[i]!) {
      const brand = brandOf.get(player.player_id)!;
      brands.set(brand, (brands.get(brand) ?? 0) + 1);
    }
    byBrand.set(count.affiliateId, brands);
  });
  return byBrand;
}

/**
 * Each request's basis parts for the month: by brand, money converted to the parent's currency at the
 * month's rate (each part rounded once), players as counted. `commissions` are the subs' commissions of
 * the month (closedCommissionParts for a closed month, an estimate for the running one).
 */
export async function subBases(
  db: Queryable,
  month: string,
  requests: readonly BasisRequest[],
  commissions: ReadonlyMap<number, CommissionParts>,
): Promise<Map<string, BasisPart[]>> {
  const bases = new Map<string, BasisPart[]>();
  if (requests.length === 0) return bases;
  const of = (shareOf: SubShareOf) => [
    ...new Set(requests.filter((r) => r.shareOf === shareOf).map((r) => r.subId)),
  ];
  const needFacts = [...new Set([...of('ngr'), ...of('qualified_players')])];
  const facts = await monthDeals(db, month, needFacts);
  const [ngr, qualified] = await Promise.all([
    ngrParts(db, month, of('ngr'), facts),
    qualifiedParts(db, month, of('qualified_players'), facts),
  ]);
  const subCurrency = (subId: number) => commissions.get(subId)?.currency ?? facts.get(subId)?.currency;
  const rates = await monthRates(
    db,
    month,
    requests
      .filter((r) => r.shareOf !== 'qualified_players' && subCurrency(r.subId) !== undefined)
      .map((r) => ({ from: subCurrency(r.subId)!, to: r.currency })),
  );
  for (const request of requests) {
    const rate = rates.get(`${subCurrency(request.subId)}>${request.currency}`);
    if (request.shareOf === 'qualified_players')
      bases.set(
        request.key,
        [...(qualified.get(request.subId) ?? new Map<string, number>())].map(([brand, players]) => ({
          brand,
          basis: 0n,
          players,
        })),
      );
    else if (request.shareOf === 'ngr')
      bases.set(
        request.key,
        (ngr.get(request.subId) ?? []).map((part) => ({
          brand: part.brand,
          basis: converted(part.cents, rate),
          players: 0,
        })),
      );
    else
      bases.set(
        request.key,
        (commissions.get(request.subId)?.parts ?? []).map((part) => ({
          brand: part.brand,
          basis: converted(amountCents(part.amount), rate),
          players: 0,
        })),
      );
  }
  return bases;
}
