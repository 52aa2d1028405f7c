import type { Queryable } from '../../db/database.ts';

/** A source's row, its sealed secret included (never answered: service.ts maps it). */
export interface SourceRow {
  id: number;
  brand: string;
  feed: 'players' | 'activity';
  kind: 'https' | 'sftp';
  address: string;
  auth: 'none' | 'bearer' | 'basic' | 'key' | 'password';
  username: string | null;
  sftp_host_key: string | null;
  secret_sealed: string | null;
  every_minutes: number | null;
  daily_at: string | null;
  window_days: number;
  notify_after: number;
  enabled: boolean;
  next_pull_at: Date | null;
  pulling_since: Date | null;
  failures_in_row: number;
  last_error: string | null;
  last_pulled_at: Date | null;
  created_by: string;
  created_at: Date;
  updated_at: Date;
}

const sourceColumns = `s.id::int, s.brand, s.feed, s.kind, s.address, s.auth, s.username, s.sftp_host_key, s.secret_sealed,
  s.every_minutes, s.daily_at, s.window_days, s.notify_after, s.enabled, s.next_pull_at, s.pulling_since,
  s.failures_in_row, s.last_error, s.last_pulled_at, s.created_by, s.created_at, s.updated_at`;
const returning = sourceColumns.replaceAll('s.', '');
export async function listSources(db: Queryable): Promise<SourceRow[]> {
  const { rows } = await db.query<SourceRow>(
    `SELECT ${sourceColumns} FROM feed_sources s ORDER BY s.brand, s.feed, s.id`,
  );
  return rows;
}

/** One source; `lock` takes its row lock for an edit (two admins editing at once go one after the other). */
export async function findSource(db: Queryable, id: number, lock = false): Promise<SourceRow | null> {
  return db.maybeOne<SourceRow>(
    `SELECT ${sourceColumns} FROM feed_sources s WHERE s.id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
}

/** The latest pull's upload id of each source named (one indexed probe per source). */
export async function lastPullIds(db: Queryable, sourceIds: readonly number[]): Promise<Map<number, number>> {
  if (sourceIds.length === 0) return new Map();
  const { rows } = await db.query<{ source_id: number; upload_id: number }>(
    `SELECT source.id::int AS source_id, p.id::float8 AS upload_id FROM unnest($1::bigint[]) AS source(id)
     CROSS JOIN LATERAL (
       SELECT u.id FROM feed_uploads u WHERE u.feed_source_id = source.id
       ORDER BY u.started_at DESC, u.id DESC LIMIT 1
     ) p`,
    [sourceIds],
  );
  return new Map(rows.map((row) => [row.source_id, row.upload_id]));
}

/** A page of a source's pulls' upload ids, newest first. */
export async function pullIds(
  db: Queryable,
  sourceId: number,
  page: { before?: number | undefined; limit: number },
): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT u.id::float8 AS id FROM feed_uploads u
     WHERE u.feed_source_id = $1 AND ($2::bigint IS NULL OR u.id < $2)
     ORDER BY u.started_at DESC, u.id DESC LIMIT $3`,
    [sourceId, page.before ?? null, page.limit],
  );
  return rows.map((row) => row.id);
}

/** What a source's row holds besides its id, its state and who made it. */
export interface SourceSettings {
  kind: SourceRow['kind'];
  address: string;
  auth: SourceRow['auth'];
  username: string | null;
  sftp_host_key: string | null;
  every_minutes: number | null;
  daily_at: string | null;
  window_days: number;
  notify_after: number;
  enabled: boolean;
  next_pull_at: Date | null;
}

/** A new source without its secret (sealing binds the secret to the id this draws). */
export async function insertSource(
  db: Queryable,
  source: SourceSettings & { brand: string; feed: SourceRow['feed']; createdBy: string; at: Date },
): Promise<SourceRow> {
  return db.one<SourceRow>(
    `INSERT INTO feed_sources (brand, feed, kind, address, auth, username, every_minutes, daily_at, window_days,
       notify_after, enabled, next_pull_at, created_by, created_at, updated_at, sftp_host_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14, $15) RETURNING ${returning}`,
    [
      source.brand,
      source.feed,
      source.kind,
      source.address,
      source.auth,
      source.username,
      source.every_minutes,
      source.daily_at,
      source.window_days,
      source.notify_after,
      source.enabled,
      source.next_pull_at,
      source.createdBy,
      source.at,
      source.sftp_host_key,
    ],
  );
}

/** Writes an edit merged into the locked row; `secretSealed` undefined keeps the stored secret. */
export async function updateSource(
  db: Queryable,
  id: number,
  settings: SourceSettings & { secretSealed: string | null | undefined; resetFailures: boolean; at: Date },
): Promise<SourceRow> {
  return db.one<SourceRow>(
    `UPDATE feed_sources SET kind = $2, address = $3, auth = $4, username = $5, every_minutes = $6, daily_at = $7,
       window_days = $8, notify_after = $9, enabled = $10, next_pull_at = $11,
       secret_sealed = CASE WHEN $12 THEN $13 ELSE secret_sealed END,
       failures_in_row = CASE WHEN $14 THEN 0 ELSE failures_in_row END,
       last_error = CASE WHEN $14 THEN NULL ELSE last_error END,
       updated_at = $15, sftp_host_key = $16
     WHERE id = $1 RETURNING ${returning}`,
    [
      id,
      settings.kind,
      settings.address,
      settings.auth,
      settings.username,
      settings.every_minutes,
      settings.daily_at,
      settings.window_days,
      settings.notify_after,
      settings.enabled,
      settings.next_pull_at,
      settings.secretSealed !== undefined,
      settings.secretSealed ?? null,
      settings.resetFailures,
      settings.at,
      settings.sftp_host_key,
    ],
  );
}

export async function storeSealedSecret(
  db: Queryable,
  id: number,
  sealed: string | null,
): Promise<SourceRow> {
  return db.one<SourceRow>(
    `UPDATE feed_sources SET secret_sealed = $2 WHERE id = $1 RETURNING ${returning}`,
    [id, sealed],
  );
}

export async function deleteSource(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM feed_sources WHERE id = $1', [id]);
}

/**
 * Takes the next due source for a pull: enabled, due, and not held by a pull under way (or held past
 * its lease: its gateway died). `FOR UPDATE SKIP LOCKED` lets two gateways claim at once without
 * waiting on each other, and the claim moves `next_pull_at` to the lease's end, so neither sees the
 * other's source as due afterwards.
 */
export async function claimDueSource(db: Queryable, now: Date, leaseUntil: Date): Promise<SourceRow | null> {
  return db.maybeOne<SourceRow>(
    `UPDATE feed_sources SET pulling_since = $1, next_pull_at = $2
     WHERE id = (
       SELECT id FROM feed_sources
       WHERE enabled AND next_pull_at <= $1 AND (pulling_since IS NULL OR pulling_since <= $3)
       ORDER BY next_pull_at, id LIMIT 1 FOR UPDATE SKIP LOCKED
     )
     RETURNING ${returning}`,
    [now, leaseUntil, new Date(now.getTime() - (leaseUntil.getTime() - now.getTime()))],
  );
}

/** Takes one source for "Pull now", whatever its schedule; null while another pull holds it. */
export async function claimSource(
  db: Queryable,
  id: number,
  now: Date,
  leaseUntil: Date,
): Promise<SourceRow | null> {
  return db.maybeOne<SourceRow>(
    `UPDATE feed_sources SET pulling_since = $2, next_pull_at = $3
     WHERE id = $1 AND (pulling_since IS NULL OR pulling_since <= $4)
     RETURNING ${returning}`,
    [id, now, leaseUntil, new Date(now.getTime() - (leaseUntil.getTime() - now.getTime()))],
  );
}

/**
 * A pull's end: the source released, its failures in a row counted (or reset), its next pull set. The
 * row may have been edited meanwhile (its schedule), so the next pull comes from the caller, worked out
 * on the row as it was claimed; a source switched off keeps no next pull. Answers the count after.
 */
export async function recordPullOutcome(
  db: Queryable,
  id: number,
  outcome: { ok: boolean; error: string | null; nextPullAt: Date; at: Date },
): Promise<{ failures_in_row: number; notify_after: number } | null> {
  return db.maybeOne(
    `UPDATE feed_sources SET pulling_since = NULL, last_pulled_at = $5,
       failures_in_row = CASE WHEN $2 THEN 0 ELSE failures_in_row + 1 END,
       last_error = $3,
       next_pull_at = CASE WHEN enabled THEN $4::timestamptz ELSE NULL END
     WHERE id = $1 RETURNING failures_in_row, notify_after`,
    [id, outcome.ok, outcome.error, outcome.nextPullAt, outcome.at],
  );
}

/** The expected freshness of a brand's feed: a pull's schedule says how often data should come. */
export async function setExpectedEvery(
  db: Queryable,
  brand: string,
  feed: string,
  minutes: number | null,
): Promise<void> {
  await db.query(
    `INSERT INTO feed_freshness (brand, feed, expected_every_minutes) VALUES ($1, $2, $3)
     ON CONFLICT (brand, feed) DO UPDATE SET expected_every_minutes = EXCLUDED.expected_every_minutes`,
    [brand, feed, minutes],
  );
}

/** The shortest interval among a brand's enabled sources of a feed (minutes), or null when none is left. */
export async function shortestInterval(db: Queryable, brand: string, feed: string): Promise<number | null> {
  const row = await db.one<{ minutes: number | null }>(
    `SELECT min(coalesce(every_minutes, 1440))::int AS minutes FROM feed_sources
     WHERE brand = $1 AND feed = $2 AND enabled`,
    [brand, feed],
  );
  return row.minutes;
}

/** A failed pull's reason in the upload log, with why its stream broke. */
export async function setUploadFailure(db: Queryable, uploadId: number, failure: string): Promise<void> {
  await db.query('UPDATE feed_uploads SET error = $2 WHERE id = $1', [uploadId, failure]);
}

/** The enabled admins' addresses: who is told of a failing source (it holds credentials only they can fix). */
export async function adminAddresses(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ email: string }>(
    "SELECT email FROM operators WHERE role = 'admin' AND enabled ORDER BY id",
  );
  return rows.map((row) => row.email);
}
