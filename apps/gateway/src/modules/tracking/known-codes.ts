import { referralCode } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { findReferralCode, type KnownCode } from './repository.ts';

/**
 * Referral codes by their lower-cased text. A code is never deleted nor given to another affiliate or
 * brand, so a code once found (with its affiliate and brand) stays right for good and is kept (up to `max` codes, the oldest forgotten
 * first). A code not found is asked again on every click and never remembered as unknown: one just
 * created, on any replica, must count from its very first click.
 */
export class KnownCodes {
  private readonly codes = new Map<string, KnownCode>();

  constructor(
    private readonly db: Queryable,
    private readonly max = 100_000,
  ) {}

  /** The code's affiliate, brand and stored spelling; null for an unknown code or one that cannot be a code at all. */
  async find(text: string): Promise<KnownCode | null> {
    const cached = this.codes.get(text.toLowerCase());
    if (cached) return cached;
    // Only what the contract lets a code be is looked up; anything else is simply unknown.
    const shaped = referralCode.safeParse(text);
    if (!shaped.success) return null;
    const key = shaped.data.toLowerCase();
    const found = await findReferralCode(this.db, shaped.data);
    if (!found) return null;
    if (this.codes.size >= this.max) this.codes.delete(this.codes.keys().next().value!);
    this.codes.set(key, found);
    return found;
  }
}
