import type { KycReviewStatus } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { attemptColumns, type AttemptRow } from './repository.ts';

/** A review as the queue lists it: the affiliate, and the decision once taken. */
export interface ReviewRow {
  member_id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  country: string;
  waiting_since: Date;
  /** How many attempts the review covers (all of them while waiting; those up to the decided one after). */
  attempts: number;
  /** The latest attempt the review covers: null while waiting (the affiliate's latest), 0 when there was none. */
  up_to_attempt: number | null;
  decision: 'approved' | 'refused' | null;
  reason: string | null;
  decided_by: string | null;
  decided_at: Date | null;
}

const affiliateColumns = 'm.username, m.first_name, m.last_name, m.email, m.country';

/**
 * A page of the reviews in `status`: the waiting ones oldest first (the order they are worked in), the
 * decided ones newest decision first (one row per decision: an affiliate refused twice is there twice).
 */
export async function listReviews(
  db: Queryable,
  status: KycReviewStatus,
  page: { limit: number; offset: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const { rows } =
    status === 'waiting'
      ? await db.query<ReviewRow & { total: number }>(
          `SELECT v.member_id, ${affiliateColumns}, v.manual_since AS waiting_since,
                  (SELECT count(*)::int FROM kyc_attempts a WHERE a.member_id = v.member_id) AS attempts,
                  NULL::int AS up_to_attempt, NULL AS decision, NULL AS reason, NULL AS decided_by, NULL::timestamptz AS decided_at,
                  count(*) OVER ()::int AS total
           FROM member_verifications v JOIN members m ON m.id = v.member_id
           WHERE v.requires_manual
           ORDER BY v.manual_since, v.member_id LIMIT $1 OFFSET $2`,
          [page.limit, page.offset],
        )
      : await db.query<ReviewRow & { total: number }>(
          `SELECT d.member_id, ${affiliateColumns}, d.waiting_since,
                  (SELECT count(*)::int FROM kyc_attempts a WHERE a.member_id = d.member_id AND a.id <= coalesce(d.attempt_id, 0)) AS attempts,
                  coalesce(d.attempt_id, 0) AS up_to_attempt, d.decision, d.reason, d.decided_by, d.decided_at,
                  count(*) OVER ()::int AS total
           FROM kyc_review_decisions d JOIN members m ON m.id = d.member_id
           WHERE d.decision = $3
           ORDER BY d.decided_at DESC, d.id DESC LIMIT $1 OFFSET $2`,
          [page.limit, page.offset, status],
        );
  const total = rows[0]?.total ?? (page.offset > 0 ? await countReviews(db, status) : 0);
  return { rows, total };
}

async function countReviews(db: Queryable, status: KycReviewStatus): Promise<number> {
  const row =
    status === 'waiting'
      ? await db.one<{ n: number }>(
          'SELECT count(*)::int AS n FROM member_verifications WHERE requires_manual',
        )
      : await db.one<{ n: number }>(
          'SELECT count(*)::int AS n FROM kyc_review_decisions WHERE decision = $1',
          [status],
        );
  return row.n;
}

/**
 * The newest `perReview` attempts each review covers, for a whole page in one query (newest first per
 * review; `review` is the review's position in `reviews`, from 1). The reviews travel as JSON rather than arrays: both database drivers pass text alike.
 */
export async function attemptsOfReviews(
  db: Queryable,
  reviews: ReadonlyArray<Pick<ReviewRow, 'member_id' | 'up_to_attempt'>>,
  perReview: number,
): Promise<Array<AttemptRow & { review: number; has_document: boolean }>> {
  if (reviews.length === 0) return [];
  const wanted = JSON.stringify(reviews.map((r) => ({ member_id: r.member_id, up_to: r.up_to_attempt })));
  // Whether the sandbox keeps the attempt's picture: a primary-key probe per attempt shown.
  const { rows } = await db.query<AttemptRow & { review: number; has_document: boolean }>(
    `SELECT r.ord::int AS review, a.*,
            a.provider = 'sandbox' AND EXISTS (SELECT 1 FROM kyc_sandbox_images i WHERE i.transaction_reference = a.transaction_reference) AS has_document
     FROM ROWS FROM (jsonb_to_recordset($1::jsonb) AS (member_id int, up_to int)) WITH ORDINALITY AS r(member_id, up_to, ord)
     CROSS JOIN LATERAL (
       SELECT ${attemptColumns} FROM kyc_attempts
       WHERE member_id = r.member_id AND (r.up_to IS NULL OR id <= r.up_to)
       ORDER BY created_at DESC, id DESC LIMIT $2
     ) a
     ORDER BY r.ord, a.created_at DESC, a.id DESC`,
    [wanted, perReview],
  );
  return rows;
}

export async function recordDecision(
  tx: Queryable,
  decision: {
    affiliateId: number;
    attemptId: number | null;
    decision: 'approved' | 'refused';
    reason: string | null;
    decidedBy: string;
    waitingSince: Date;
    at: Date;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO kyc_review_decisions (member_id, attempt_id, decision, reason, decided_by, waiting_since, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      decision.affiliateId,
      decision.attemptId,
      decision.decision,
      decision.reason,
      decision.decidedBy,
      decision.waitingSince,
      decision.at,
    ],
  );
}
