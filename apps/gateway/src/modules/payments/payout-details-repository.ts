import type { PaymentOptionType } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';

/** One saved version of an affiliate's payout details for an option (the newest is the current one). */
export interface PayoutDetailsRow {
  id: number;
  payment_option_type: PaymentOptionType;
  /** The option's fields, e.g. `{ "wallet_address": "T..." }`. */
  details: Record<string, string>;
  saved_at: Date;
}

/** Payout details younger than this make a withdrawal to them wait for the operator's review. */
export const NEW_DETAILS_REVIEW_MS = 24 * 60 * 60 * 1000;

export function findCurrentDetails(
  db: Queryable,
  affiliateId: number,
  type: PaymentOptionType,
): Promise<PayoutDetailsRow | null> {
  return db.maybeOne<PayoutDetailsRow>(
    `SELECT id::int, payment_option_type, details, saved_at FROM payout_details
     WHERE member_id = $1 AND payment_option_type = $2 ORDER BY saved_at DESC, id DESC LIMIT 1`,
    [affiliateId, type],
  );
}

/** The current details of every option the affiliate saved some for. */
export async function listCurrentDetails(db: Queryable, affiliateId: number): Promise<PayoutDetailsRow[]> {
  const { rows } = await db.query<PayoutDetailsRow>(
    `SELECT DISTINCT ON (payment_option_type) id::int, payment_option_type, details, saved_at FROM payout_details
     WHERE member_id = $1 ORDER BY payment_option_type, saved_at DESC, id DESC`,
    [affiliateId],
  );
  return rows;
}

/** A new version; the caller has checked the second factor and sends the notice in the same transaction. */
export async function insertDetails(
  db: Queryable,
  d: {
    affiliateId: number;
    type: PaymentOptionType;
    details: Record<string, string>;
    proof: string;
    at: Date;
  },
): Promise<PayoutDetailsRow> {
  return db.one<PayoutDetailsRow>(
    `INSERT INTO payout_details (member_id, payment_option_type, details, proof, saved_at) VALUES ($1, $2, $3, $4, $5)
     RETURNING id::int, payment_option_type, details, saved_at`,
    [d.affiliateId, d.type, JSON.stringify(d.details), d.proof, d.at],
  );
}

/** Until when a withdrawal to these details waits for review; null once they are old enough. */
export function reviewUntil(details: Pick<PayoutDetailsRow, 'saved_at'>, now: Date): Date | null {
  const until = details.saved_at.getTime() + NEW_DETAILS_REVIEW_MS;
  return until > now.getTime() ? new Date(until) : null;
}
