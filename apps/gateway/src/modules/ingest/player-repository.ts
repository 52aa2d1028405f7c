import type { PlayerRecord } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { planTermSql } from '../commission/plan-versions.ts';

/** Which affiliate owns each code (case-insensitive), keyed by the lower-cased code. */
export async function findCodeOwners(tx: Queryable, codes: string[]): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ code: string; member_id: number }>(
    'SELECT lower(code) AS code, member_id FROM referral_codes WHERE lower(code) = ANY($1::text[])',
    [[...new Set(codes.map((c) => c.toLowerCase()))]],
  );
  return new Map(rows.map((r) => [r.code, r.member_id]));
}

/**
 * Stages the batch, inserts the new players and locks the existing ones (in customer_id order, so two
 * batches never wait on each other in a cycle). A player inserted by a concurrent batch since is
 * found by the locking read, which waits for that batch to commit.
 */
export async function stagePlayers(tx: Queryable, players: PlayerRecord[], memberIds: number[], at: Date): Promise<void> {
  await tx.execScript(`
    CREATE TEMP TABLE ingest_players (
      idx integer NOT NULL, customer_id bigint NOT NULL, member_id integer NOT NULL, referral_code text NOT NULL,
      date_joined date NOT NULL, registered_at timestamptz, category text NOT NULL, country char(2) NOT NULL,
      player_id bigint, created boolean NOT NULL DEFAULT false,
      old_member_id integer, old_date_joined date, old_registered_at timestamptz, old_category text,
      first_deposit_date date, first_deposit_amount numeric
    ) ON COMMIT DROP`);
  await tx.query(
    `INSERT INTO ingest_players (idx, customer_id, member_id, referral_code, date_joined, registered_at, category, country)
     SELECT u.idx - 1, u.customer_id, u.member_id, u.referral_code, u.date_joined, u.registered_at, u.category, u.country
     FROM unnest($1::bigint[], $2::int[], $3::text[], $4::date[], $5::timestamptz[], $6::text[], $7::text[])
       WITH ORDINALITY AS u (customer_id, member_id, referral_code, date_joined, registered_at, category, country, idx)`,
    [
      players.map((p) => p.customer_id),
      memberIds,
      players.map((p) => p.referral_code),
      players.map((p) => p.date_joined),
      players.map((p) => p.registered_at),
      players.map((p) => p.category),
      players.map((p) => p.country),
    ],
  );
  await tx.query(
    `WITH created AS (
       INSERT INTO players (customer_id, member_id, referral_code, date_joined, registered_at, category, country, created_at, updated_at)
       SELECT customer_id, member_id, referral_code, date_joined, registered_at, category, country, $1, $1
       FROM ingest_players ORDER BY customer_id
       ON CONFLICT (customer_id) DO NOTHING
       RETURNING id, customer_id
     )
     UPDATE ingest_players i SET player_id = c.id, created = true FROM created c WHERE c.customer_id = i.customer_id`,
    [at],
  );
  await tx.query(
    `UPDATE ingest_players i
     SET player_id = p.id, old_member_id = p.member_id, old_date_joined = p.date_joined, old_registered_at = p.registered_at,
         old_category = p.category, first_deposit_date = p.first_deposit_date, first_deposit_amount = p.first_deposit_amount
     FROM (SELECT id, customer_id, member_id, date_joined, registered_at, category, first_deposit_date, first_deposit_amount
           FROM players WHERE customer_id IN (SELECT customer_id FROM ingest_players WHERE NOT created)
           ORDER BY customer_id FOR UPDATE) p
     WHERE p.customer_id = i.customer_id AND NOT i.created`,
  );
}

/** Existing players whose code belongs to another affiliate: attribution is permanent. */
export async function attributionConflicts(tx: Queryable): Promise<number[]> {
  const { rows } = await tx.query<{ idx: number }>('SELECT idx FROM ingest_players WHERE NOT created AND old_member_id <> member_id ORDER BY idx LIMIT 1000');
  return rows.map((r) => r.idx);
}

const regDay = (column: string) => `(${column} AT TIME ZONE 'UTC')::date`;

/**
 * Rollup deltas of the batch: a new player counts as a sign-up on date_joined and a registration on
 * registered_at's UTC date; a changed date or category takes the old contribution out and puts the
 * new one in (for a category change, with the player's first deposit and all its activity).
 */
export async function writePlayerDeltas(tx: Queryable): Promise<void> {
  const changed = `(created OR date_joined IS DISTINCT FROM old_date_joined OR category IS DISTINCT FROM old_category
                    OR ${regDay('registered_at')} IS DISTINCT FROM ${regDay('old_registered_at')})`;
  await tx.query(
    `INSERT INTO rollup_delta (member_id, day, category, signups, registrations)
     SELECT member_id, date_joined, category, 1, 0 FROM ingest_players WHERE ${changed}
     UNION ALL SELECT member_id, ${regDay('registered_at')}, category, 0, 1 FROM ingest_players WHERE registered_at IS NOT NULL AND ${changed}
     UNION ALL SELECT member_id, old_date_joined, old_category, -1, 0 FROM ingest_players WHERE NOT created AND ${changed}
     UNION ALL SELECT member_id, ${regDay('old_registered_at')}, old_category, 0, -1 FROM ingest_players
       WHERE NOT created AND old_registered_at IS NOT NULL AND ${changed}`,
  );
  await tx.query(
    `INSERT INTO cohort_delta (member_id, join_day, category, registered, deposited, players)
     SELECT member_id, date_joined, category, registered_at IS NOT NULL, first_deposit_date IS NOT NULL, 1
     FROM ingest_players WHERE created OR date_joined <> old_date_joined OR category <> old_category
       OR (registered_at IS NULL) <> (old_registered_at IS NULL)
     UNION ALL
     SELECT member_id, old_date_joined, old_category, old_registered_at IS NOT NULL, first_deposit_date IS NOT NULL, -1
     FROM ingest_players WHERE NOT created AND (date_joined <> old_date_joined OR category <> old_category
       OR (registered_at IS NULL) <> (old_registered_at IS NULL))`,
  );
  // A category change moves the player's first deposit and every day of activity to the new category.
  await tx.query(
    `INSERT INTO rollup_delta (member_id, day, category, first_depositors, first_deposit_amount, cpa_qualified)
     SELECT i.member_id, i.first_deposit_date, s.category, s.sign, s.sign * i.first_deposit_amount,
            CASE WHEN i.first_deposit_amount >= ${planTermSql('cpa_min_deposit', 'i.member_id', 'i.first_deposit_date')} THEN s.sign ELSE 0 END
     FROM ingest_players i
     CROSS JOIN LATERAL (VALUES (i.old_category, -1), (i.category, 1)) AS s (category, sign)
     WHERE NOT i.created AND i.category <> i.old_category AND i.first_deposit_date IS NOT NULL`,
  );
  await tx.query(
    `INSERT INTO rollup_delta (member_id, day, category, deposits, withdrawals, turnover, winloss, bonuses)
     SELECT i.member_id, a.day, s.category, s.sign * a.deposits, s.sign * a.withdrawals, s.sign * a.turnover,
            s.sign * a.winloss, s.sign * a.bonuses
     FROM ingest_players i
     JOIN player_activity a ON a.player_id = i.player_id
     CROSS JOIN LATERAL (VALUES (i.old_category, -1), (i.category, 1)) AS s (category, sign)
     WHERE NOT i.created AND i.category <> i.old_category`,
  );
}

export async function updateExistingPlayers(tx: Queryable, at: Date): Promise<void> {
  await tx.query(
    `UPDATE players p SET referral_code = i.referral_code, date_joined = i.date_joined, registered_at = i.registered_at,
       category = i.category, country = i.country, updated_at = $1
     FROM ingest_players i
     WHERE p.id = i.player_id AND NOT i.created
       AND (p.referral_code, p.date_joined, p.registered_at, p.category, p.country)
           IS DISTINCT FROM (i.referral_code, i.date_joined, i.registered_at, i.category, i.country)`,
    [at],
  );
}

export async function countAndDropStaged(tx: Queryable): Promise<{ created: number; updated: number }> {
  const counts = await tx.one<{ created: number; updated: number }>(
    'SELECT count(*) FILTER (WHERE created)::int AS created, count(*) FILTER (WHERE NOT created)::int AS updated FROM ingest_players',
  );
  await tx.execScript('DROP TABLE ingest_players');
  return counts;
}
