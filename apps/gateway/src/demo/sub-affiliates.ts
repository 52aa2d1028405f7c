import type { DealDocument, Language } from '@affiliate/contract';
import { monthStart, toIsoDate } from '../calendar/utc-dates.ts';
import type { Queryable } from '../db/database.ts';
import { insertAffiliate } from '../modules/affiliates/new-affiliate.ts';
import { dealInForce } from '../modules/commission/deal-month.ts';
import { dealPlanTerms } from '../modules/deals/plan-terms.ts';
import { assignVersion, insertDeal, insertVersion } from '../modules/deals/repository.ts';
import { attachSubAffiliate } from '../modules/sub-affiliates/service.ts';
import { loadGenerated, nextCustomerId } from './generator/load.ts';
import { ONE_BATCH } from './generator/generation-plan.ts';

/**
 * The demo affiliate's sub-affiliates (issue 38): three affiliates who joined through its invite link
 * over the last months (their applications are in demo/applications.ts), each with a few generated players,
 * and a deal for the demo that pays it 5% of each sub's commission for 12 months, so its Sub-affiliates
 * screen shows this month's estimate and what the closes credited.
 */

/** Who approves and asks in the demo's console history: the program's partner desk. */
export const DEMO_MANAGER = 'operator:partners@goldline.example';

/** The demo's deal: the terms it was on (its figures stay as they were) and a share of its subs' commission. */
export const DEMO_SUB_DEAL_NAME = 'Flat 30% · admin fee 10% · sub-affiliates 5% EUR';
const SUB_PART = { share_of: 'commission', rate: '0.05', months: 12 } as const;

export interface DemoSub {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  language: Language;
  referralCode: string;
  /** Approved this many days before the seed's clock. */
  joinedDaysAgo: number;
}

/** Newest last: each sub's first players came after all three had joined. */
export const DEMO_SUBS: readonly DemoSub[] = [
  {
    username: 'slotsradar',
    email: 'jonas@slotsradar.example',
    firstName: 'Jonas',
    lastName: 'Weber',
    country: 'DE',
    language: 'de',
    referralCode: 'SLOTSRADAR',
    joinedDaysAgo: 160,
  },
  {
    username: 'palpitepro',
    email: 'ines@palpitepro.example',
    firstName: 'Inês',
    lastName: 'Carvalho',
    country: 'PT',
    language: 'pt-BR',
    referralCode: 'PALPITEPRO',
    joinedDaysAgo: 125,
  },
  {
    username: 'oddsclub',
    email: 'ciaran@oddsclub.example',
    firstName: 'Ciarán',
    lastName: 'Byrne',
    country: 'IE',
    language: 'en',
    referralCode: 'ODDSCLUB',
    joinedDaysAgo: 100,
  },
];

/**
 * The subs' players, shared out in turn, joining over the last 90 days (after the newest sub joined).
 * Small and in one load on purpose: a fraction of a second of the first start.
 */
const SUB_PLAYERS = { count: 60, activityRows: 400, days: 90, seed: 38 } as const;

export interface SeededSub extends DemoSub {
  id: number;
  joinedAt: Date;
  /** The deal the sub was approved with (the program's default). */
  deal: string;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/**
 * Creates the subs as an approval does (the account, the default deal, attached to the parent through its
 * invite link), dated back to their approval, then their players and activity through the ingest. Before
 * the seed closes the finished months, so their months are closed and paid on like any.
 */
export async function seedDemoSubs(
  tx: Queryable,
  parentId: number,
  passwordHash: string,
  now: Date,
): Promise<SeededSub[]> {
  const seeded: Array<SeededSub & { code: string }> = [];
  for (const sub of DEMO_SUBS) {
    const joinedAt = daysBefore(now, sub.joinedDaysAgo);
    const account = await insertAffiliate(tx, {
      username: sub.username,
      email: sub.email,
      passwordHash,
      firstName: sub.firstName,
      lastName: sub.lastName,
      country: sub.country,
      currency: 'EUR',
      preferences: { language: sub.language },
      referralCode: sub.referralCode,
    });
    // The account dates from its approval: the months the parent earns on count from it.
    await tx.query('UPDATE members SET created_at = $2, updated_at = $2 WHERE id = $1', [
      account.id,
      joinedAt,
    ]);
    await attachSubAffiliate(tx, account.id, parentId, DEMO_MANAGER, joinedAt);
    const deal = await tx.one<{ name: string }>(
      `SELECT d.name FROM commission_plan_versions v JOIN deals d ON d.id = v.deal_id
       WHERE v.member_id = $1 ORDER BY v.effective_from DESC LIMIT 1`,
      [account.id],
    );
    seeded.push({ ...sub, id: account.id, joinedAt, deal: deal.name, code: account.referralCode });
  }
  await loadGenerated(
    {
      players: SUB_PLAYERS.count,
      days: SUB_PLAYERS.days,
      endDay: toIsoDate(now),
      now,
      seed: SUB_PLAYERS.seed,
      activityRows: SUB_PLAYERS.activityRows,
      affiliates: seeded.map((sub) => ({ code: sub.code, currency: 'EUR' })),
      firstCustomerId: await nextCustomerId(tx),
      batchRows: ONE_BATCH,
    },
    (work) => work(tx),
    () => now,
  );
  return seeded.map(({ code: _code, ...sub }) => sub);
}

/**
 * Puts the parent on a deal of the terms it is on with the sub-affiliates part added, from the start: its
 * own commission is what it was to the cent, and every month a sub was approved in or since pays on it.
 */
export async function putOnSubDeal(tx: Queryable, parentId: number, now: Date): Promise<void> {
  const current = await dealInForce(tx, parentId, monthStart(toIsoDate(now)));
  if (!current) throw new Error(`the demo affiliate ${parentId} has no deal`);
  const document: DealDocument = { ...current, name: DEMO_SUB_DEAL_NAME, sub_affiliates: SUB_PART };
  const dealId = await insertDeal(tx, DEMO_SUB_DEAL_NAME, 'system', now);
  if (dealId === null) return;
  await insertVersion(tx, {
    dealId,
    version: 1,
    effectiveFrom: '1900-01-01',
    document,
    terms: dealPlanTerms(document),
    by: 'system',
    at: now,
  });
  await assignVersion(tx, parentId, dealId, 1, '1900-01-01', 'system', now);
}
