import type { DealDocument } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { recordChanges, type ChangeEntry } from './record.ts';

/** A deal as the change log keeps it: the portal writes its terms in the affiliate's words when read. */
export interface StoredDeal {
  name: string;
  version: number;
  document: DealDocument;
}

/**
 * The deal an affiliate was last put on (for all brands, or for `brand`), read before a change replaces
 * it; null when it had none. A brand's deal is read at its latest version.
 */
export async function dealBefore(
  tx: Queryable,
  affiliateId: number,
  brand?: string,
): Promise<StoredDeal | null> {
  const row =
    brand === undefined
      ? await tx.maybeOne<StoredDeal>(
          `SELECT d.name, v.version, v.document FROM commission_plan_versions c
           JOIN deals d ON d.id = c.deal_id JOIN deal_versions v ON v.deal_id = c.deal_id AND v.version = c.deal_version
           WHERE c.member_id = $1 ORDER BY c.effective_from DESC LIMIT 1`,
          [affiliateId],
        )
      : await tx.maybeOne<StoredDeal>(
          `SELECT d.name, v.version, v.document
           FROM (SELECT deal_id FROM affiliate_brand_deals WHERE member_id = $1 AND brand = $2 ORDER BY effective_from DESC LIMIT 1) b
           JOIN deals d ON d.id = b.deal_id
           JOIN LATERAL (SELECT version, document FROM deal_versions WHERE deal_id = b.deal_id ORDER BY version DESC LIMIT 1) v ON true`,
          [affiliateId, brand],
        );
  return row;
}

/** One `deal_changed` entry per affiliate (the deal before and after, from which month), by an operator. */
export async function recordDealChanges(
  tx: Queryable,
  changes: ReadonlyArray<{
    affiliateId: number;
    brand: string | null;
    before: StoredDeal | null;
    after: StoredDeal | null;
    /** The first day of the month it applies from. */
    effectiveFrom: string;
  }>,
  by: string,
  at: Date,
): Promise<void> {
  await recordChanges(
    tx,
    changes.map((change): ChangeEntry => ({
      memberId: change.affiliateId,
      kind: 'deal_changed',
      brand: change.brand,
      details: { before: change.before, after: change.after, from_month: change.effectiveFrom.slice(0, 7) },
      by: 'operator',
      byOperator: by,
    })),
    at,
  );
}
