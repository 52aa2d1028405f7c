import type { Queryable } from '../../db/database.ts';

/** A version as stored, its date as `YYYY-MM-DD` (dates travel as strings, never as local-time Dates). */
export interface TermsRow {
  version: number;
  body: string;
  body_html: string;
  effective_from: string;
  published_at: Date;
  published_by: string;
}

export interface AcceptanceRow {
  version: number;
  accepted_at: Date;
  ip: string;
}

export interface AffiliateAcceptanceRow extends AcceptanceRow {
  member_id: number;
  username: string;
}

const columns = `version, body, body_html, to_char(effective_from, 'YYYY-MM-DD') AS effective_from,
  published_at, published_by`;

/** The version in force on `today`: the latest date not after it, the highest version among equals. */
export async function findInForce(db: Queryable, today: string): Promise<TermsRow | null> {
  return db.maybeOne<TermsRow>(
    `SELECT ${columns} FROM program_terms WHERE effective_from <= $1::date
     ORDER BY effective_from DESC, version DESC LIMIT 1`,
    [today],
  );
}

/** The latest version published to take effect after `today`, or null. */
export async function findUpcoming(db: Queryable, today: string): Promise<TermsRow | null> {
  return db.maybeOne<TermsRow>(
    `SELECT ${columns} FROM program_terms WHERE effective_from > $1::date ORDER BY version DESC LIMIT 1`,
    [today],
  );
}

export async function findVersion(db: Queryable, version: number): Promise<TermsRow | null> {
  return db.maybeOne<TermsRow>(`SELECT ${columns} FROM program_terms WHERE version = $1`, [version]);
}

/** Every version, the latest first, with how many affiliates accepted each. */
export async function listVersions(db: Queryable): Promise<Array<TermsRow & { accepted_count: number }>> {
  const { rows } = await db.query<TermsRow & { accepted_count: number }>(
    `SELECT ${columns},
       (SELECT count(*)::int FROM terms_acceptances a WHERE a.version = program_terms.version) AS accepted_count
     FROM program_terms ORDER BY version DESC`,
  );
  return rows;
}

/** The latest version (its date bounds the next one's), locking the table so versions are numbered in turn. */
export async function lockLatest(db: Queryable): Promise<TermsRow | null> {
  // An exclusive lock (reads still go on) makes concurrent publishes take their numbers one after the other.
  await db.query('LOCK TABLE program_terms IN SHARE ROW EXCLUSIVE MODE');
  return db.maybeOne<TermsRow>(`SELECT ${columns} FROM program_terms ORDER BY version DESC LIMIT 1`);
}

export async function insertVersion(db: Queryable, row: TermsRow): Promise<TermsRow> {
  return db.one<TermsRow>(
    `INSERT INTO program_terms (version, body, body_html, effective_from, published_at, published_by)
     VALUES ($1, $2, $3, $4::date, $5, $6) RETURNING ${columns}`,
    [row.version, row.body, row.body_html, row.effective_from, row.published_at, row.published_by],
  );
}

/** The affiliate's acceptances, the latest first. */
export async function acceptancesOf(db: Queryable, memberId: number): Promise<AcceptanceRow[]> {
  const { rows } = await db.query<AcceptanceRow>(
    `SELECT version, accepted_at, ip FROM terms_acceptances WHERE member_id = $1
     ORDER BY accepted_at DESC, version DESC`,
    [memberId],
  );
  return rows;
}

/** Records an acceptance; a second one of the same version keeps the first's time and address. */
export async function insertAcceptance(
  db: Queryable,
  acceptance: { memberId: number; version: number; at: Date; ip: string },
): Promise<void> {
  await db.query(
    `INSERT INTO terms_acceptances (member_id, version, accepted_at, ip) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id, version) DO NOTHING`,
    [acceptance.memberId, acceptance.version, acceptance.at, acceptance.ip],
  );
}

/** A page of a version's acceptances, the latest first, and how many there are. */
export async function acceptancesOfVersion(
  db: Queryable,
  version: number,
  page: { limit: number; offset: number },
): Promise<{ rows: AffiliateAcceptanceRow[]; total: number }> {
  const { rows } = await db.query<AffiliateAcceptanceRow>(
    `SELECT a.version, a.accepted_at, a.ip, a.member_id, m.username
     FROM terms_acceptances a JOIN members m ON m.id = a.member_id
     WHERE a.version = $1 ORDER BY a.accepted_at DESC, a.member_id DESC LIMIT $2 OFFSET $3`,
    [version, page.limit, page.offset],
  );
  const { total } = await db.one<{ total: number }>(
    'SELECT count(*)::int AS total FROM terms_acceptances WHERE version = $1',
    [version],
  );
  return { rows, total };
}

/** The affiliates who can sign in (not suspended), told of a new version. */
export async function enabledAffiliateIds(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM members WHERE enabled ORDER BY id');
  return rows.map((row) => row.id);
}
