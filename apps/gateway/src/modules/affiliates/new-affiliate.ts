import type { Queryable } from '../../db/database.ts';
import { defaultPreferences } from '../members/default-preferences.ts';
import { assignAllProducts, insertAffiliateRow, type NewAffiliateRow } from '../members/repository.ts';
import { codeFromUsername, ensureDefaultCode } from '../referral-codes/repository.ts';

/** The member row's fields, with preferences optional, and the default referral code wanted. */
export interface NewAffiliate extends Omit<NewAffiliateRow, 'preferences'> {
  /** Merged over defaultPreferences. */
  preferences?: Record<string, unknown>;
  /** The default referral code wanted; from the username when unset; with a number after it when taken. */
  referralCode?: string;
}

/**
 * The one way an affiliate comes into being (operator API and CLI, demo seed, data generator), in the
 * caller's transaction: the member row with its preferences, the commission plan (the default plan,
 * added by migration 002's trigger on the same insert), every product of the program, and a default
 * referral code, since players reach an affiliate only through one. A taken username or email fails
 * with PostgreSQL's unique violation (23505) naming the index.
 */
export async function insertAffiliate(
  tx: Queryable,
  affiliate: NewAffiliate,
): Promise<{ id: number; username: string; referralCode: string }> {
  const created = await insertAffiliateRow(tx, {
    ...affiliate,
    preferences: { ...defaultPreferences, ...affiliate.preferences },
  });
  await assignAllProducts(tx, created.id);
  const referralCode = await ensureDefaultCode(
    tx,
    created.id,
    affiliate.referralCode ?? codeFromUsername(created.username),
  );
  return { ...created, referralCode };
}
