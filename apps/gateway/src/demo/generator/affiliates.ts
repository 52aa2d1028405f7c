import type { Database } from '../../db/database.ts';
import { hashPassword } from '../../modules/auth/passwords.ts';
import { insertAffiliate } from '../../modules/affiliates/new-affiliate.ts';
import { ensureDefaultCode } from '../../modules/referral-codes/repository.ts';

export const GENERATED_AFFILIATE_PASSWORD = 'generated-partner-2026';

/**
 * Affiliates gen-001..gen-K (password GENERATED_AFFILIATE_PASSWORD, default codes GEN001..), created
 * like any other affiliate when missing and reused when there: the referral codes and currencies to
 * spread generated players over.
 */
export async function generatedAffiliates(
  db: Database,
  count: number,
): Promise<Array<{ code: string; currency: string }>> {
  const passwordHash = await hashPassword(GENERATED_AFFILIATE_PASSWORD);
  const affiliates = [];
  for (let i = 1; i <= count; i++) {
    const number = String(i).padStart(3, '0');
    const username = `gen-${number}`;
    const code = `GEN${number}`;
    const found = await db.maybeOne<{ id: number; currency: string }>(
      'SELECT id, trim(currency) AS currency FROM members WHERE lower(username) = $1',
      [username],
    );
    if (found) {
      affiliates.push({ code: await ensureDefaultCode(db, found.id, code), currency: found.currency });
      continue;
    }
    const created = await db.transaction((tx) =>
      insertAffiliate(tx, {
        username,
        email: `${username}@generated.example`,
        passwordHash,
        firstName: 'Generated',
        lastName: `Partner ${i}`,
        country: 'MT',
        currency: 'EUR',
        referralCode: code,
      }),
    );
    affiliates.push({ code: created.referralCode, currency: 'EUR' });
  }
  return affiliates;
}
