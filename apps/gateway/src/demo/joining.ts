import type { Queryable } from '../db/database.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
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

export async function seedDemoJoining(tx: Queryable, parentId: number, now: Date): Promise<void> {
  const taken = await tx.maybeOne(
    'SELECT 1 FROM members WHERE lower(username) = ANY($1::text[]) OR lower(email) = ANY($2::text[]) LIMIT 1',
    [DEMO_SUBS.map((sub) => sub.username), DEMO_SUBS.map((sub) => sub.email.toLowerCase())],
  );
  if (taken) return;
  const passwordHash = await hashPassword(DEMO_APPLICANT_PASSWORD);
  await putOnSubDeal(tx, parentId, now);
  const subs = await seedDemoSubs(tx, parentId, passwordHash, now);
  await seedDemoApplications(tx, { parentId, subs, passwordHash, now });
}
