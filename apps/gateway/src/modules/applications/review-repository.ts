import type { ApplicationStatus } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import type { AffiliateApplicationsTable, ApplicationQuestionsTable } from '../../db/schema-types.ts';

/**
 * The console's reads and writes of applications (issue 38, "Approve"): the queue, one application, its
 * questions, and the decisions. The public side (applying, confirming, answering) has its own queries.
 */

/** An application as the console shows it, with the username of the affiliate whose invite link brought it. */
export type ApplicationRow = Pick<
  AffiliateApplicationsTable,
  | 'id'
  | 'kind'
  | 'company_name'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'email_confirmed_at'
  | 'username'
  | 'country'
  | 'currency'
  | 'language'
  | 'websites'
  | 'traffic_sources'
  | 'traffic_description'
  | 'heard_from'
  | 'terms_version'
  | 'ip'
  | 'applied_at'
  | 'referred_by'
  | 'decided_at'
  | 'decided_by'
  | 'reject_reason'
  | 'member_id'
  | 'deal'
> & {
  // The check constraint of migration 062 allows these and no others.
  status: ApplicationStatus;
  kind: 'individual' | 'company';
  messenger: { app: string; handle: string } | null;
  referred_by_username: string | null;
};

/** The row as approving reads it, locked: with the password hash the affiliate will sign in with. */
export type LockedApplicationRow = ApplicationRow & Pick<AffiliateApplicationsTable, 'password_hash'>;

export type QuestionRow = Pick<
  ApplicationQuestionsTable,
  'application_id' | 'question' | 'asked_by' | 'asked_at' | 'answer' | 'answered_at'
>;

// country and currency are character(n): trimmed, as everywhere else members' are.
const columns = `a.id, a.status, a.kind, a.company_name, a.first_name, a.last_name, a.email, a.email_confirmed_at,
  a.username, trim(a.country) AS country, trim(a.currency) AS currency, a.language, a.websites, a.traffic_sources,
  a.traffic_description, a.messenger, a.heard_from, a.terms_version, a.ip, a.applied_at, a.referred_by,
  r.username AS referred_by_username, a.decided_at, a.decided_by, a.reject_reason, a.member_id, a.deal`;

const from = 'affiliate_applications a LEFT JOIN members r ON r.id = a.referred_by';

/** A page of the applications in `statuses`, the oldest first, and how many there are. */
export async function listApplications(
  db: Queryable,
  statuses: readonly ApplicationStatus[],
  page: { limit: number; offset: number },
): Promise<{ rows: ApplicationRow[]; total: number }> {
  const { rows } = await db.query<ApplicationRow>(
    `SELECT ${columns} FROM ${from} WHERE a.status = ANY($1::text[])
     ORDER BY a.applied_at, a.id LIMIT $2 OFFSET $3`,
    [statuses, page.limit, page.offset],
  );
  const { total } = await db.one<{ total: number }>(
    'SELECT count(*)::int AS total FROM affiliate_applications WHERE status = ANY($1::text[])',
    [statuses],
  );
  return { rows, total };
}

export function findApplication(db: Queryable, id: number): Promise<ApplicationRow | null> {
  return db.maybeOne<ApplicationRow>(`SELECT ${columns} FROM ${from} WHERE a.id = $1`, [id]);
}

/** The application locked until the transaction ends: two decisions on it are taken one after the other. */
export function lockApplication(db: Queryable, id: number): Promise<LockedApplicationRow | null> {
  return db.maybeOne<LockedApplicationRow>(
    `SELECT ${columns}, a.password_hash FROM ${from} WHERE a.id = $1 FOR UPDATE OF a`,
    [id],
  );
}

/** The questions asked about these applications, each application's in the order they were asked. */
export async function questionsOf(db: Queryable, ids: readonly number[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<QuestionRow>(
    `SELECT application_id, question, asked_by, asked_at, answer, answered_at FROM application_questions
     WHERE application_id = ANY($1::int[]) ORDER BY application_id, asked_at, id`,
    [ids],
  );
  return rows;
}

/** A decided application's unanswered questions: their links stop working (there is nothing left to answer). */
async function closeOpenQuestions(db: Queryable, id: number): Promise<void> {
  await db.query(
    'UPDATE application_questions SET token_hash = NULL WHERE application_id = $1 AND token_hash IS NOT NULL',
    [id],
  );
}

/** Approved: the affiliate and the deal kept; open questions' links closed. */
export async function markApproved(
  db: Queryable,
  id: number,
  decision: { memberId: number; deal: string; at: Date; by: string },
): Promise<void> {
  await db.query(
    `UPDATE affiliate_applications SET status = 'approved', member_id = $2, deal = $3, decided_at = $4, decided_by = $5
     WHERE id = $1`,
    [id, decision.memberId, decision.deal, decision.at, decision.by],
  );
  await closeOpenQuestions(db, id);
}

/**
 * Rejected: the reason kept, and the confirmation code and link cleared, so an unconfirmed applicant's
 * mailed code no longer moves the application back into the queue; open questions' links closed.
 */
export async function markRejected(
  db: Queryable,
  id: number,
  decision: { reason: string; at: Date; by: string },
): Promise<void> {
  await db.query(
    `UPDATE affiliate_applications SET status = 'rejected', reject_reason = $2, decided_at = $3, decided_by = $4,
       confirm_code_hash = NULL, confirm_token_hash = NULL, confirm_expires_at = NULL
     WHERE id = $1`,
    [id, decision.reason, decision.at, decision.by],
  );
  await closeOpenQuestions(db, id);
}

/** A question asked, its answer link's token kept as a hash; the application waits for the answer. */
export async function insertQuestion(
  db: Queryable,
  question: { applicationId: number; question: string; by: string; at: Date; tokenHash: string },
): Promise<void> {
  await db.query(
    `INSERT INTO application_questions (application_id, question, asked_by, asked_at, token_hash)
     VALUES ($1, $2, $3, $4, $5)`,
    [question.applicationId, question.question, question.by, question.at, question.tokenHash],
  );
  await db.query(`UPDATE affiliate_applications SET status = 'awaiting_answer' WHERE id = $1`, [
    question.applicationId,
  ]);
}
