import type { Queryable } from '../../db/database.ts';

/**
 * The SQL of the application form's public side (migration 062): applications as they are applied for
 * and confirmed, the spent proof-of-work challenges, and the questions' answers. Emails and usernames
 * are compared lower-cased, as the members' unique indexes compare them.
 */

/** A solved challenge used for an application: false when it was used before (on any gateway). */
export async function spendChallenge(db: Queryable, signature: string, expiresAt: Date): Promise<boolean> {
  const row = await db.maybeOne(
    'INSERT INTO spent_challenges (signature, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING signature',
    [signature, expiresAt],
  );
  return row !== null;
}

/** Forgets up to `limit` spent challenges that expired (no one can send them any more). */
export async function removeExpiredChallenges(db: Queryable, at: Date, limit = 100): Promise<void> {
  await db.query(
    `DELETE FROM spent_challenges WHERE signature IN (
       SELECT signature FROM spent_challenges WHERE expires_at <= $1 ORDER BY expires_at LIMIT $2)`,
    [at, limit],
  );
}

/** Whether one of the program's brands is in this currency (an applicant is paid in one of them). */
export async function isBrandCurrency(db: Queryable, currency: string): Promise<boolean> {
  const row = await db.maybeOne('SELECT 1 FROM brands WHERE trim(currency) = $1 LIMIT 1', [currency]);
  return row !== null;
}

/**
 * Serialises the applications of one email and of one username until the transaction ends, on every
 * gateway: two forms sent at once with the same address make one application, and two with the same
 * username cannot both keep it. Every caller takes the email's lock first, then the username's.
 */
export async function lockEmailAndUsername(db: Queryable, email: string, username: string): Promise<void> {
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`application-email:${email.toLowerCase()}`]);
  await db.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
    `application-username:${username.toLowerCase()}`,
  ]);
}

export async function memberWithEmail(db: Queryable, email: string): Promise<boolean> {
  return (await db.maybeOne('SELECT 1 FROM members WHERE lower(email) = lower($1)', [email])) !== null;
}

export async function memberWithUsername(db: Queryable, username: string): Promise<boolean> {
  return (await db.maybeOne('SELECT 1 FROM members WHERE lower(username) = lower($1)', [username])) !== null;
}

/** An application not decided yet: its email unconfirmed, or waiting for a manager or for its answer. */
export interface OpenApplicationRow {
  id: number;
  status: 'unconfirmed' | 'pending' | 'awaiting_answer';
  first_name: string;
  applied_at: Date;
}

/** The email's open application, locked, a confirmed one before an unconfirmed one; null when it has none. */
export function openApplicationOfEmail(db: Queryable, email: string): Promise<OpenApplicationRow | null> {
  return db.maybeOne<OpenApplicationRow>(
    `SELECT id, status, first_name, applied_at FROM affiliate_applications
     WHERE lower(email) = lower($1) AND status IN ('unconfirmed', 'pending', 'awaiting_answer')
     ORDER BY status = 'unconfirmed', id DESC LIMIT 1 FOR UPDATE`,
    [email],
  );
}

/**
 * Whether another address's application holds the username: one confirmed and not decided, or one whose
 * mailed code still works (an unconfirmed one whose code expired or died holds nothing).
 */
export async function usernameHeldByAnotherApplication(
  db: Queryable,
  username: string,
  email: string,
  at: Date,
): Promise<boolean> {
  const row = await db.maybeOne(
    `SELECT 1 FROM affiliate_applications
     WHERE lower(username) = lower($1) AND lower(email) <> lower($2)
       AND (status IN ('pending', 'awaiting_answer')
            OR (status = 'unconfirmed' AND confirm_code_hash IS NOT NULL AND confirm_expires_at > $3))
     LIMIT 1`,
    [username, email, at],
  );
  return row !== null;
}

/** Everything the form gave, as stored, with the mailed code's and link's hashes. */
export interface ApplicationFields {
  kind: 'individual' | 'company';
  companyName: string | null;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  passwordHash: string;
  country: string;
  currency: string;
  language: string;
  websites: string[];
  websiteHosts: string[];
  trafficSources: string[];
  trafficDescription: string;
  messenger: { app: string; handle: string } | null;
  heardFrom: string;
  termsVersion: number | null;
  refCode: string | null;
  ip: string;
  appliedAt: Date;
  codeHash: string;
  tokenHash: string;
  expiresAt: Date;
}

const fieldValues = (f: ApplicationFields) => [
  f.kind,
  f.companyName,
  f.firstName,
  f.lastName,
  f.email,
  f.username,
  f.passwordHash,
  f.country,
  f.currency,
  f.language,
  f.websites,
  f.websiteHosts,
  f.trafficSources,
  f.trafficDescription,
  f.messenger === null ? null : JSON.stringify(f.messenger),
  f.heardFrom,
  f.termsVersion,
  f.refCode,
  f.ip,
  f.appliedAt,
  f.codeHash,
  f.tokenHash,
  f.expiresAt,
];

export async function insertApplication(db: Queryable, fields: ApplicationFields): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO affiliate_applications (kind, company_name, first_name, last_name, email, username, password_hash,
       country, currency, language, websites, website_hosts, traffic_sources, traffic_description, messenger,
       heard_from, terms_version, ref_code, ip, applied_at, confirm_code_hash, confirm_token_hash, confirm_expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text[], $12::text[], $13::text[], $14, $15::jsonb,
       $16, $17, $18, $19, $20, $21, $22, $23)
     RETURNING id`,
    fieldValues(fields),
  );
  return row.id;
}

/** An unconfirmed application sent again: every field the new form's, a new code and link, no wrong tries. */
export async function replaceUnconfirmedApplication(
  db: Queryable,
  id: number,
  fields: ApplicationFields,
): Promise<void> {
  await db.query(
    `UPDATE affiliate_applications SET kind = $2, company_name = $3, first_name = $4, last_name = $5, email = $6,
       username = $7, password_hash = $8, country = $9, currency = $10, language = $11, websites = $12::text[],
       website_hosts = $13::text[], traffic_sources = $14::text[], traffic_description = $15, messenger = $16::jsonb,
       heard_from = $17, terms_version = $18, ref_code = $19, ip = $20, applied_at = $21, confirm_code_hash = $22,
       confirm_token_hash = $23, confirm_expires_at = $24, confirm_attempts = 0
     WHERE id = $1 AND status = 'unconfirmed'`,
    [id, ...fieldValues(fields)],
  );
}

/** An unconfirmed application as its confirmation reads it. */
export interface UnconfirmedRow {
  id: number;
  status: string;
  first_name: string;
  email: string;
  username: string;
  language: string;
  confirm_code_hash: string | null;
  confirm_expires_at: Date | null;
  confirm_attempts: number;
}

const unconfirmedColumns =
  'id, status, first_name, email, username, language, confirm_code_hash, confirm_expires_at, confirm_attempts';

/** The application the link's token belongs to, locked, whatever its state; null when none has it. */
export function applicationOfToken(db: Queryable, tokenHash: string): Promise<UnconfirmedRow | null> {
  return db.maybeOne<UnconfirmedRow>(
    `SELECT ${unconfirmedColumns} FROM affiliate_applications WHERE confirm_token_hash = $1 FOR UPDATE`,
    [tokenHash],
  );
}

/** The email's unconfirmed application, locked (there is one at most: a new form replaces it). */
export function unconfirmedApplicationOfEmail(db: Queryable, email: string): Promise<UnconfirmedRow | null> {
  return db.maybeOne<UnconfirmedRow>(
    `SELECT ${unconfirmedColumns} FROM affiliate_applications
     WHERE lower(email) = lower($1) AND status = 'unconfirmed' ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [email],
  );
}

/**
 * Counts a wrong code; at `maxAttempts` the code and the link die (their hashes cleared), so the
 * applicant applies again for new ones.
 */
export async function countWrongCode(db: Queryable, id: number, maxAttempts: number): Promise<void> {
  await db.query(
    `UPDATE affiliate_applications SET confirm_attempts = confirm_attempts + 1,
       confirm_code_hash = CASE WHEN confirm_attempts + 1 >= $2 THEN NULL ELSE confirm_code_hash END,
       confirm_token_hash = CASE WHEN confirm_attempts + 1 >= $2 THEN NULL ELSE confirm_token_hash END
     WHERE id = $1`,
    [id, maxAttempts],
  );
}

/** The email confirmed: the application waits for a manager, the code and the link are gone. */
export async function markConfirmed(db: Queryable, id: number, at: Date): Promise<void> {
  await db.query(
    `UPDATE affiliate_applications SET status = 'pending', email_confirmed_at = $2,
       confirm_code_hash = NULL, confirm_token_hash = NULL, confirm_expires_at = NULL
     WHERE id = $1 AND status = 'unconfirmed'`,
    [id, at],
  );
}

/** A manager's question still open, with the applicant's first name, as its link shows it. */
export interface OpenQuestionRow {
  id: number;
  application_id: number;
  question: string;
  asked_at: Date;
  first_name: string;
}

/**
 * The unanswered question whose link's token this is, of an application not decided yet; locked when
 * `forUpdate`. Null when there is none.
 */
export function openQuestionOfToken(
  db: Queryable,
  tokenHash: string,
  forUpdate = false,
): Promise<OpenQuestionRow | null> {
  return db.maybeOne<OpenQuestionRow>(
    `SELECT q.id, q.application_id, q.question, q.asked_at, a.first_name
     FROM application_questions q JOIN affiliate_applications a ON a.id = q.application_id
     WHERE q.token_hash = $1 AND q.answer IS NULL AND a.status NOT IN ('approved', 'rejected')
     ${forUpdate ? 'FOR UPDATE OF q, a' : ''}`,
    [tokenHash],
  );
}

/** Keeps the answer; the link stops working. */
export async function storeAnswer(
  db: Queryable,
  questionId: number,
  answer: string,
  at: Date,
): Promise<void> {
  await db.query(
    'UPDATE application_questions SET answer = $2, answered_at = $3, token_hash = NULL WHERE id = $1',
    [questionId, answer, at],
  );
}

/** Back in the managers' queue once no question of the application is left unanswered. */
export async function backToQueueWhenAnswered(db: Queryable, applicationId: number): Promise<void> {
  await db.query(
    `UPDATE affiliate_applications SET status = 'pending'
     WHERE id = $1 AND status = 'awaiting_answer'
       AND NOT EXISTS (SELECT 1 FROM application_questions WHERE application_id = $1 AND answer IS NULL)`,
    [applicationId],
  );
}
