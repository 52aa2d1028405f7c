import type { PostbackEvent } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import type { MacroValues } from './macros.ts';

export interface PostbackRow {
  event: PostbackEvent;
  url_template: string;
  method: 'GET' | 'POST';
  enabled: boolean;
  consecutive_failures: number;
  disabled_at: Date | null;
  updated_at: Date;
}

const POSTBACK_COLUMNS =
  'event, url_template, method, enabled, consecutive_failures, disabled_at, updated_at';

export async function listPostbacks(db: Queryable, affiliateId: number): Promise<PostbackRow[]> {
  const { rows } = await db.query<PostbackRow>(
    `SELECT ${POSTBACK_COLUMNS} FROM postbacks WHERE member_id = $1 ORDER BY event`,
    [affiliateId],
  );
  return rows;
}

/** Saving a postback switched on starts its failure count again. */
export function upsertPostback(
  tx: Queryable,
  affiliateId: number,
  event: PostbackEvent,
  input: { url: string; method: 'GET' | 'POST'; enabled: boolean },
  at: Date,
): Promise<PostbackRow & { inserted: boolean }> {
  // xmax is 0 on a row this statement inserted, set on one it updated: created or edited, in one statement.
  return tx.one<PostbackRow & { inserted: boolean }>(
    `INSERT INTO postbacks AS p (member_id, event, url_template, method, enabled, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $6)
     ON CONFLICT (member_id, event) DO UPDATE SET url_template = EXCLUDED.url_template, method = EXCLUDED.method, enabled = EXCLUDED.enabled,
       consecutive_failures = CASE WHEN EXCLUDED.enabled THEN 0 ELSE p.consecutive_failures END,
       disabled_at = CASE WHEN EXCLUDED.enabled THEN NULL ELSE p.disabled_at END, updated_at = EXCLUDED.updated_at
     RETURNING ${POSTBACK_COLUMNS}, (xmax = 0) AS inserted`,
    [affiliateId, event, input.url, input.method, input.enabled, at],
  );
}

/** Removes the postback and cancels its deliveries still waiting. True when there was one. */
export async function deletePostback(
  tx: Queryable,
  affiliateId: number,
  event: PostbackEvent,
): Promise<boolean> {
  const { rows } = await tx.query('DELETE FROM postbacks WHERE member_id = $1 AND event = $2 RETURNING 1', [
    affiliateId,
    event,
  ]);
  await tx.query(
    `UPDATE postback_deliveries SET state = 'cancelled', next_attempt_at = NULL
     WHERE member_id = $1 AND event = $2 AND state = 'pending'`,
    [affiliateId, event],
  );
  return rows.length > 0;
}

export interface SecretRow {
  secret_sealed: string;
  created_at: Date;
  previous_sealed: string | null;
  previous_valid_until: Date | null;
}

export function secretOf(db: Queryable, affiliateId: number): Promise<SecretRow | null> {
  return db.maybeOne<SecretRow>(
    'SELECT secret_sealed, created_at, previous_sealed, previous_valid_until FROM postback_secrets WHERE member_id = $1',
    [affiliateId],
  );
}

/** Stores a first secret; false when the affiliate already has one (a concurrent save made it). */
export async function insertSecretIfAbsent(
  tx: Queryable,
  affiliateId: number,
  sealed: string,
  at: Date,
): Promise<boolean> {
  const { rows } = await tx.query(
    'INSERT INTO postback_secrets (member_id, secret_sealed, created_at) VALUES ($1, $2, $3) ON CONFLICT (member_id) DO NOTHING RETURNING 1',
    [affiliateId, sealed, at],
  );
  return rows.length > 0;
}

/** The new secret replaces the current one, which keeps signing beside it until `previousUntil`. */
export function rotateSecret(
  tx: Queryable,
  affiliateId: number,
  sealed: string,
  at: Date,
  previousUntil: Date,
): Promise<SecretRow> {
  return tx.one<SecretRow>(
    `INSERT INTO postback_secrets AS s (member_id, secret_sealed, created_at) VALUES ($1, $2, $3)
     ON CONFLICT (member_id) DO UPDATE SET previous_sealed = s.secret_sealed, previous_valid_until = $4,
       secret_sealed = EXCLUDED.secret_sealed, created_at = EXCLUDED.created_at
     RETURNING secret_sealed, created_at, previous_sealed, previous_valid_until`,
    [affiliateId, sealed, at, previousUntil],
  );
}

/** A delivery taken for sending, with what it is sent with. */
export interface DueDelivery {
  id: number;
  member_id: number;
  event: PostbackEvent;
  macros: MacroValues;
  attempts: number;
  created_at: Date;
  url_template: string | null;
  method: 'GET' | 'POST' | null;
  enabled: boolean | null;
  secret_sealed: string | null;
  previous_sealed: string | null;
  previous_valid_until: Date | null;
}

/**
 * Takes up to `limit` due deliveries for this sender: their next attempt moves to `leaseUntil`, so
 * another gateway skips them (and takes them again should this one die mid-send).
 */
export async function claimDue(
  db: Queryable,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<DueDelivery[]> {
  const { rows } = await db.query<DueDelivery>(
    `WITH claimed AS (
       UPDATE postback_deliveries SET next_attempt_at = $2
       WHERE id IN (SELECT id FROM postback_deliveries WHERE next_attempt_at <= $1 ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING id, member_id, event, macros, attempts, created_at
     )
     SELECT c.id::int, c.member_id, c.event, c.macros, c.attempts, c.created_at, p.url_template, p.method, p.enabled,
            s.secret_sealed, s.previous_sealed, s.previous_valid_until
     FROM claimed c
     LEFT JOIN postbacks p ON p.member_id = c.member_id AND p.event = c.event
     LEFT JOIN postback_secrets s ON s.member_id = c.member_id
     ORDER BY c.id`,
    [now, leaseUntil, limit],
  );
  return rows;
}

export interface AttemptOutcome {
  id: number;
  state: 'pending' | 'delivered' | 'gave_up' | 'cancelled';
  nextAttemptAt: Date | null;
  /** Whether a request went out (a cancelled delivery sends none). */
  attempted: boolean;
  at: Date;
  address: string | null;
  status: number | null;
  latencyMs: number | null;
  answer: string | null;
}

/** Records a pass's outcomes in one statement. */
export async function recordOutcomes(db: Queryable, outcomes: readonly AttemptOutcome[]): Promise<void> {
  if (outcomes.length === 0) return;
  await db.query(
    `UPDATE postback_deliveries d
     SET state = o.state, next_attempt_at = o.next_attempt_at, attempts = d.attempts + CASE WHEN o.attempted THEN 1 ELSE 0 END,
         last_attempt_at = CASE WHEN o.attempted THEN o.at ELSE d.last_attempt_at END,
         last_address = coalesce(o.address, d.last_address), last_status = o.status, last_latency_ms = o.latency_ms, last_response = o.answer
     FROM unnest($1::bigint[], $2::text[], $3::timestamptz[], $4::bool[], $5::timestamptz[], $6::text[], $7::int[], $8::int[], $9::text[])
       AS o (id, state, next_attempt_at, attempted, at, address, status, latency_ms, answer)
     WHERE d.id = o.id`,
    [
      outcomes.map((o) => o.id),
      outcomes.map((o) => o.state),
      outcomes.map((o) => o.nextAttemptAt),
      outcomes.map((o) => o.attempted),
      outcomes.map((o) => o.at),
      outcomes.map((o) => o.address),
      outcomes.map((o) => o.status),
      outcomes.map((o) => o.latencyMs),
      outcomes.map((o) => o.answer),
    ],
  );
}

/** A postback's run of a pass: failures to add, or a success and the failures after the last one. */
export interface FailureRun {
  affiliateId: number;
  event: PostbackEvent;
  succeeded: boolean;
  /** Failures after the pass's last success, or all of its failures without one. */
  failures: number;
}

/**
 * Moves the postbacks' consecutive-failure counts by a pass's runs and switches off those that reach
 * `threshold`; answers the ones switched off now (to be told to their affiliates).
 */
export async function countFailures(
  db: Queryable,
  runs: readonly FailureRun[],
  threshold: number,
  at: Date,
): Promise<Array<{ member_id: number; event: PostbackEvent }>> {
  if (runs.length === 0) return [];
  const { rows } = await db.query<{ member_id: number; event: PostbackEvent }>(
    `WITH runs AS (
       SELECT * FROM unnest($1::int[], $2::text[], $3::bool[], $4::int[]) AS r (member_id, event, succeeded, failures)
     ), moved AS (
       UPDATE postbacks p
       SET consecutive_failures = CASE WHEN r.succeeded THEN r.failures ELSE p.consecutive_failures + r.failures END,
           enabled = p.enabled AND (CASE WHEN r.succeeded THEN r.failures ELSE p.consecutive_failures + r.failures END) < $5,
           disabled_at = CASE WHEN p.enabled AND (CASE WHEN r.succeeded THEN r.failures ELSE p.consecutive_failures + r.failures END) >= $5
                              THEN $6 ELSE p.disabled_at END
       FROM runs r WHERE p.member_id = r.member_id AND p.event = r.event
       RETURNING p.member_id, p.event, p.disabled_at = $6 AND NOT p.enabled AS switched_off
     )
     SELECT member_id, event FROM moved WHERE switched_off`,
    [
      runs.map((r) => r.affiliateId),
      runs.map((r) => r.event),
      runs.map((r) => r.succeeded),
      runs.map((r) => r.failures),
      threshold,
      at,
    ],
  );
  return rows;
}

export interface DeliveryRow {
  id: number;
  event: PostbackEvent;
  is_test: boolean;
  created_at: Date;
  state: 'pending' | 'delivered' | 'gave_up' | 'cancelled';
  attempts: number;
  next_attempt_at: Date | null;
  last_attempt_at: Date | null;
  last_address: string | null;
  last_status: number | null;
  last_latency_ms: number | null;
  last_response: string | null;
}

const DELIVERY_COLUMNS =
  'id::int, event, is_test, created_at, state, attempts, next_attempt_at, last_attempt_at, last_address, last_status, last_latency_ms, last_response';

/** The affiliate's deliveries, newest first, one more than `limit` (to say whether there are more). */
export async function listDeliveries(
  db: Queryable,
  affiliateId: number,
  filter: { event?: PostbackEvent; before?: number },
  limit: number,
): Promise<DeliveryRow[]> {
  const { rows } = await db.query<DeliveryRow>(
    `SELECT ${DELIVERY_COLUMNS} FROM postback_deliveries
     WHERE member_id = $1 AND ($2::text IS NULL OR event = $2) AND ($3::bigint IS NULL OR id < $3)
     ORDER BY id DESC LIMIT $4`,
    [affiliateId, filter.event ?? null, filter.before ?? null, limit + 1],
  );
  return rows;
}

/** A test delivery, logged as sent (it is never retried). */
export function insertTestDelivery(
  db: Queryable,
  affiliateId: number,
  event: PostbackEvent,
  macros: MacroValues,
  outcome: Omit<AttemptOutcome, 'id' | 'nextAttemptAt' | 'attempted'>,
): Promise<DeliveryRow> {
  return db.one<DeliveryRow>(
    `INSERT INTO postback_deliveries (member_id, event, macros, is_test, created_at, next_attempt_at, attempts, state, last_attempt_at, last_address,
                                      last_status, last_latency_ms, last_response)
     VALUES ($1, $2, $3, true, $4, NULL, 1, $5, $4, $6, $7, $8, $9)
     RETURNING ${DELIVERY_COLUMNS}`,
    [
      affiliateId,
      event,
      JSON.stringify(macros),
      outcome.at,
      outcome.state,
      outcome.address,
      outcome.status,
      outcome.latencyMs,
      outcome.answer,
    ],
  );
}

/** A delivery as the console lists it under its postback: how it went, not what was sent or answered. */
export type RecentDeliveryRow = Omit<DeliveryRow, 'last_address' | 'last_response'>;

const RECENT_COLUMNS =
  'id, event, is_test, created_at, state, attempts, next_attempt_at, last_attempt_at, last_status, last_latency_ms';

/**
 * Each event's latest `perEvent` deliveries among the affiliate's latest `scanned` (one bounded read of
 * the member index, however long the affiliate's history; no index by event is kept for this), newest first.
 */
export async function latestDeliveriesByEvent(
  db: Queryable,
  affiliateId: number,
  perEvent: number,
  scanned: number,
): Promise<RecentDeliveryRow[]> {
  const { rows } = await db.query<RecentDeliveryRow>(
    `SELECT id::int, event, is_test, created_at, state, attempts, next_attempt_at, last_attempt_at, last_status, last_latency_ms FROM (
       SELECT ${RECENT_COLUMNS}, row_number() OVER (PARTITION BY event ORDER BY id DESC) AS nth
       FROM (SELECT ${RECENT_COLUMNS} FROM postback_deliveries WHERE member_id = $1 ORDER BY id DESC LIMIT $2) latest
     ) ranked
     WHERE nth <= $3 ORDER BY id DESC`,
    [affiliateId, scanned, perEvent],
  );
  return rows;
}
