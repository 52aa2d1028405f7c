import type { DealDocument } from '@affiliate/contract';
import type { Queryable } from '../db/database.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { dealPlanTerms } from '../modules/deals/plan-terms.ts';
import { insertDeal, insertVersion } from '../modules/deals/repository.ts';
import { seedDemoApplications } from './applications.ts';
import { DEMO_SUBS, putOnSubDeal, seedDemoSubs } from './sub-affiliates.ts';

/**
 * Issue 38 in the demo: the demo affiliate's sub-affiliates and the deal that pays it on them, and the
 * console's Applications queue. Seeded once, with the generated players (a first start, not the tests'
 * copy nor the generator's data set): a database that has the subs, or whose usernames or emails someone
 * took, keeps what it has.
 */

/** The password of the subs and applicants, which nobody is given: hashed once for all of them. */
const DEMO_APPLICANT_PASSWORD = 'demo-applicant-2026';

/**
 * A deal in reais for all brands: approving picks a deal in the applicant's currency, so the queue's
 * Brazilian applicants can be approved too. Nobody is on it.
 */
const BRL_DEAL: DealDocument = {
  name: 'Flat 30% · admin fee 10% BRL',
  currency: 'BRL',
  revenue_share: { mode: 'flat', tiers: [{ from: '0', rate: '0.30' }] },
  admin_fee_rate: '0.10',
  negative_carry_over: 'carry',
};

async function seedBrlDeal(tx: Queryable, now: Date): Promise<void> {
  const dealId = await insertDeal(tx, BRL_DEAL.name, 'system', now);
  if (dealId === null) return;
  await insertVersion(tx, {
    dealId,
    version: 1,
    effectiveFrom: '1900-01-01',
    document: BRL_DEAL,
    terms: dealPlanTerms(BRL_DEAL),
    by: 'system',
    at: now,
  });
}

export async function seedDemoJoining(tx: Queryable, parentId: number, now: Date): Promise<void> {
  const taken = await tx.maybeOne(
    'SELECT 1 FROM members WHERE lower(username) = ANY($1::text[]) OR lower(email) = ANY($2::text[]) LIMIT 1',
    [DEMO_SUBS.map((sub) => sub.username), DEMO_SUBS.map((sub) => sub.email.toLowerCase())],
  );
  if (taken) return;
  const passwordHash = await hashPassword(DEMO_APPLICANT_PASSWORD);
  await putOnSubDeal(tx, parentId, now);
  await seedBrlDeal(tx, now);
  const subs = await seedDemoSubs(tx, parentId, passwordHash, now);
  await seedDemoApplications(tx, { parentId, subs, passwordHash, now });
}
