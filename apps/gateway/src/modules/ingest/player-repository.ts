import type { PlayerRecord } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';
import { planTermSql } from '../commission/plan-versions.ts';
import { SOURCE_LIST, sourceChanged, sourceOf } from './traffic-source.ts';

export interface CodeOwner {
  affiliateId: number;
  /** The code as stored (its own letter case). */
  code: string;
  /** The brand the code is for, which its players are of. */
  brand: string;
}

/** Which affiliate owns each code (case-insensitive) and for which brand, keyed by the lower-cased code. */
export async function findCodeOwners(tx: Queryable, codes: string[]): Promise<Map<string, CodeOwner>> {
  const { rows } = await tx.query<CodeOwner>(
    'SELECT code, member_id AS "affiliateId", brand FROM referral_codes WHERE lower(code) = ANY($1::text[])',
    [[...new Set(codes.map((c) => c.toLowerCase()))]],
  );
  return new Map(rows.map((r) => [r.code.toLowerCase(), r]));
}

export interface BrandConflict {
  idx: number;
  player_brand: string;
  code_brand: string;
}

/**
 * Existing players sent with a code of another brand than theirs: a player's brand is the one of the
 * code it came through and never changes (its figures are that brand's), so it cannot move to another.
 */
export async function brandConflicts(tx: Queryable): Promise<BrandConflict[]> {
  const { rows } = await tx.query<BrandConflict>(
    `SELECT i.idx, p.brand AS player_brand, r.brand AS code_brand
     FROM ingest_players i JOIN players p ON p.id = i.player_id JOIN referral_codes r ON lower(r.code) = lower(i.referral_code)
     WHERE NOT i.created AND p.brand <> r.brand ORDER BY i.idx LIMIT 1000`,
  );
  return rows;
}

/**
 * Stages the batch with the click each row names (its code, sub-IDs, banner and campaign), inserts the
 * new players and locks the existing ones (in customer_id order, so two batches never wait on each
 * other in a cycle). A player inserted by a concurrent batch since is found by the locking read, which
 * waits for that batch to commit.
 */
export async function stagePlayers(
  tx: Queryable,
  players: PlayerRecord[],
  affiliateIds: number[],
  at: Date,
): Promise<void> {
  await tx.execScript(`
    CREATE TEMP TABLE ingest_players (
      idx integer NOT NULL, customer_id bigint NOT NULL, member_id integer NOT NULL, referral_code text NOT NULL,
      date_joined date NOT NULL, registered_at timestamptz, category text NOT NULL, country text NOT NULL,
      click_id text, click_code text,
      sub1 text NOT NULL DEFAULT '', sub2 text NOT NULL DEFAULT '', sub3 text NOT NULL DEFAULT '', sub4 text NOT NULL DEFAULT '',
      sub5 text NOT NULL DEFAULT '', saved_banner_id bigint NOT NULL DEFAULT 0, campaign text NOT NULL DEFAULT '',
      player_id bigint, created boolean NOT NULL DEFAULT false,
      old_member_id integer, old_date_joined date, old_registered_at timestamptz, old_category text,
      old_referral_code text, old_country text, old_click_id text, old_sub1 text, old_sub2 text, old_sub3 text, old_sub4 text,
      old_sub5 text, old_saved_banner_id bigint, old_campaign text,
      first_deposit_date date, first_deposit_amount numeric,
      move boolean NOT NULL DEFAULT false, reason text
    ) ON COMMIT DROP`);
  await tx.query(
    `INSERT INTO ingest_players (idx, customer_id, member_id, referral_code, date_joined, registered_at, category, country, click_id,
                                 move, reason)
     SELECT u.idx - 1, u.customer_id, u.member_id, u.referral_code, u.date_joined, u.registered_at, u.category, u.country, u.click_id,
            u.move, nullif(u.reason, '')
     FROM unnest($1::bigint[], $2::int[], $3::text[], $4::date[], $5::timestamptz[], $6::text[], $7::text[], $8::text[],
                 $9::boolean[], $10::text[])
       WITH ORDINALITY AS u (customer_id, member_id, referral_code, date_joined, registered_at, category, country, click_id,
                             move, reason, idx)`,
    [
      players.map((p) => p.customer_id),
      affiliateIds,
      players.map((p) => p.referral_code),
      players.map((p) => p.date_joined),
      players.map((p) => p.registered_at),
      players.map((p) => p.category),
      players.map((p) => p.country),
      players.map((p) => p.click_id),
      players.map((p) => p.move === true),
      players.map((p) => p.reason ?? null),
    ],
  );
  // The click's banner counts only when it is the affiliate's own saved banner, as the click rollups count it.
  await tx.query(
    `UPDATE ingest_players i
     SET click_code = c.referral_code, sub1 = coalesce(c.sub_id, ''), sub2 = coalesce(c.sub2, ''), sub3 = coalesce(c.sub3, ''),
         sub4 = coalesce(c.sub4, ''), sub5 = coalesce(c.sub5, ''), campaign = coalesce(c.campaign, ''),
         saved_banner_id = CASE WHEN EXISTS (SELECT 1 FROM saved_banners s WHERE s.id = c.saved_banner_id AND s.member_id = c.member_id)
                                THEN c.saved_banner_id ELSE 0 END
     FROM clicks c WHERE c.click_id = i.click_id`,
  );
  await tx.query(
    `WITH created AS (
       INSERT INTO players (customer_id, member_id, referral_code, date_joined, registered_at, category, country, click_id,
                            sub1, sub2, sub3, sub4, sub5, saved_banner_id, campaign, created_at, updated_at, brand)
       SELECT customer_id, i.member_id, i.referral_code, date_joined, registered_at, category, country, click_id,
              sub1, sub2, sub3, sub4, sub5, saved_banner_id, campaign, $1, $1, r.brand
       FROM ingest_players i JOIN referral_codes r ON lower(r.code) = lower(i.referral_code) ORDER BY customer_id
       ON CONFLICT (customer_id) DO NOTHING
       RETURNING id, customer_id
     )
     UPDATE ingest_players i SET player_id = c.id, created = true FROM created c WHERE c.customer_id = i.customer_id`,
    [at],
  );
  await tx.query(
    `UPDATE ingest_players i
     SET player_id = p.id, old_member_id = p.member_id, old_date_joined = p.date_joined, old_registered_at = p.registered_at,
         old_category = p.category, first_deposit_date = p.first_deposit_date, first_deposit_amount = p.first_deposit_amount,
         old_referral_code = p.referral_code, old_country = p.country, old_click_id = p.click_id, old_sub1 = p.sub1, old_sub2 = p.sub2,
         old_sub3 = p.sub3, old_sub4 = p.sub4, old_sub5 = p.sub5, old_saved_banner_id = p.saved_banner_id, old_campaign = p.campaign
     FROM (SELECT id, customer_id, member_id, date_joined, registered_at, category, first_deposit_date, first_deposit_amount,
                  referral_code, country, click_id, sub1, sub2, sub3, sub4, sub5, saved_banner_id, campaign
           FROM players WHERE customer_id IN (SELECT customer_id FROM ingest_players WHERE NOT created)
           ORDER BY customer_id FOR UPDATE) p
     WHERE p.customer_id = i.customer_id AND NOT i.created`,
  );
}

export interface ClickConflict {
  idx: number;
  problem: 'unknown' | 'other_code' | 'already_attributed';
  click_code: string | null;
}

/**
 * Rows whose click cannot be the player's: no such click, a click through another code (of this
 * affiliate or another: never attributed silently), or a player already attributed to another click.
 */
export async function clickConflicts(tx: Queryable): Promise<ClickConflict[]> {
  const { rows } = await tx.query<ClickConflict>(
    `SELECT idx, click_code,
            CASE WHEN click_code IS NULL THEN 'unknown'
                 WHEN lower(click_code) <> lower(referral_code) THEN 'other_code'
                 ELSE 'already_attributed' END AS problem
     FROM ingest_players
     WHERE click_id IS NOT NULL
       AND (click_code IS NULL OR lower(click_code) <> lower(referral_code) OR (NOT created AND old_member_id = member_id AND old_click_id IS DISTINCT FROM click_id AND old_click_id IS NOT NULL))
     ORDER BY idx LIMIT 1000`,
  );
  return rows;
}

/**
 * A row without a click keeps the click the player already has (and its sub-IDs, banner and campaign);
 * a player moving to another affiliate leaves the old affiliate's click behind.
 */
export async function keepClickAttribution(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE ingest_players SET click_id = old_click_id, sub1 = old_sub1, sub2 = old_sub2, sub3 = old_sub3, sub4 = old_sub4,
       sub5 = old_sub5, saved_banner_id = old_saved_banner_id, campaign = old_campaign
     WHERE NOT created AND click_id IS NULL AND old_member_id = member_id`,
  );
}

export interface AttributionConflict {
  idx: number;
  /**
   * `permanent`: another affiliate's player without `move`; `reason`: `move` without a reason;
   * `currency`: the new affiliate is paid in another currency (the player's stored days are in the old
   * one's); `other_changes`: the row changes more than the code and click (send those in another row);
   * `removed`: the player was deleted or marked a duplicate.
   */
  problem: 'permanent' | 'reason' | 'currency' | 'other_changes' | 'removed';
}

/**
 * Existing players whose code belongs to another affiliate: attribution is permanent unless the row
 * says `move` with a reason (issue 39), and then the move must be one the figures can follow.
 */
export async function attributionConflicts(tx: Queryable): Promise<AttributionConflict[]> {
  const { rows } = await tx.query<AttributionConflict>(
    `SELECT i.idx, CASE WHEN NOT i.move THEN 'permanent' WHEN i.reason IS NULL THEN 'reason'
                        WHEN p.removed IS NOT NULL THEN 'removed'
                        WHEN (SELECT currency FROM members WHERE id = i.member_id) <> (SELECT currency FROM members WHERE id = i.old_member_id)
                          THEN 'currency'
                        ELSE 'other_changes' END AS problem
     FROM ingest_players i JOIN players p ON p.id = i.player_id
     WHERE NOT i.created AND i.old_member_id <> i.member_id
       AND (NOT i.move OR i.reason IS NULL OR p.removed IS NOT NULL
            OR (SELECT currency FROM members WHERE id = i.member_id) <> (SELECT currency FROM members WHERE id = i.old_member_id)
            OR (i.date_joined, i.registered_at, i.category, i.country) IS DISTINCT FROM
               (i.old_date_joined, i.old_registered_at, i.old_category, i.old_country))
     ORDER BY i.idx LIMIT 1000`,
  );
  return rows;
}

/** After the moves: a moved row's player now has the row's affiliate and source, so nothing else moves. */
export async function settleMovedRows(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE ingest_players SET old_member_id = member_id, old_referral_code = referral_code, old_click_id = click_id,
       old_sub1 = sub1, old_sub2 = sub2, old_sub3 = sub3, old_sub4 = sub4, old_sub5 = sub5,
       old_saved_banner_id = saved_banner_id, old_campaign = campaign
     WHERE NOT created AND old_member_id <> member_id`,
  );
}

const regDay = (column: string) => `(${column} AT TIME ZONE 'UTC')::date`;

/**
 * A day the player (`pl`) counts for its affiliate on: from a move's day (`counts_from`), before the day it
 * was deleted or marked a duplicate (issue 39). The days before a move are the earlier affiliate's.
 */
const countedDay = (day: string) =>
  `${day} >= coalesce(pl.counts_from, '-infinity'::date) AND ${day} < coalesce(pl.removed_on, 'infinity'::date)`;

/**
 * Rollup deltas of the batch: a new player counts as a sign-up on date_joined and a registration on
 * registered_at's UTC date; a changed date, category or traffic source takes the old contribution out
 * and puts the new one in (for a category or source change, with the player's first deposit and all
 * its activity). Every delta carries the player's source (see traffic-source.ts).
 */
export async function writePlayerDeltas(tx: Queryable): Promise<void> {
  const moved = (alias: string) =>
    `(${alias}.category IS DISTINCT FROM ${alias}.old_category OR ${sourceChanged(alias)})`;
  const changed = `(created OR date_joined IS DISTINCT FROM old_date_joined OR ${moved('ingest_players')}
                    OR ${regDay('registered_at')} IS DISTINCT FROM ${regDay('old_registered_at')})`;
  const source = sourceOf('ingest_players');
  const oldSource = sourceOf('ingest_players', 'old_');
  await tx.query(
    `INSERT INTO rollup_delta (member_id, day, category, signups, registrations, ${SOURCE_LIST})
     SELECT member_id, date_joined, category, 1, 0, ${source} FROM ingest_players WHERE ${changed}
     UNION ALL SELECT member_id, ${regDay('registered_at')}, category, 0, 1, ${source} FROM ingest_players
       WHERE registered_at IS NOT NULL AND ${changed}
     UNION ALL SELECT member_id, old_date_joined, old_category, -1, 0, ${oldSource} FROM ingest_players WHERE NOT created AND ${changed}
     UNION ALL SELECT member_id, ${regDay('old_registered_at')}, old_category, 0, -1, ${oldSource} FROM ingest_players
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
  // A category or source change moves the player's first deposit and every day of activity to the new one.
  const sides = `CROSS JOIN LATERAL (VALUES (i.old_category, -1, ${sourceOf('i', 'old_')}), (i.category, 1, ${sourceOf('i')}))
                   AS s (category, sign, ${SOURCE_LIST})`;
  await tx.query(
    `INSERT INTO rollup_delta (member_id, day, category, first_depositors, first_deposit_amount, cpa_qualified, ${SOURCE_LIST})
     SELECT i.member_id, i.first_deposit_date, s.category, s.sign, s.sign * i.first_deposit_amount,
            CASE WHEN i.first_deposit_amount >= ${planTermSql('cpa_min_deposit', 'i.member_id', 'i.first_deposit_date')} THEN s.sign ELSE 0 END,
            ${sourceOf('s')}
     FROM ingest_players i
     JOIN players pl ON pl.id = i.player_id
     ${sides}
     WHERE NOT i.created AND ${moved('i')} AND i.first_deposit_date IS NOT NULL AND ${countedDay('i.first_deposit_date')}`,
  );
  await tx.query(
    `INSERT INTO rollup_delta (member_id, day, category, deposits, withdrawals, turnover, winloss, bonuses, ${SOURCE_LIST})
     SELECT i.member_id, a.day, s.category, s.sign * a.deposits, s.sign * a.withdrawals, s.sign * a.turnover,
            s.sign * a.winloss, s.sign * a.bonuses, ${sourceOf('s')}
     FROM ingest_players i
     JOIN players pl ON pl.id = i.player_id
     JOIN player_activity a ON a.player_id = i.player_id AND ${countedDay('a.day')}
     ${sides}
     WHERE NOT i.created AND ${moved('i')}`,
  );
}

export async function updateExistingPlayers(tx: Queryable, at: Date): Promise<void> {
  const columns = [
    'referral_code',
    'date_joined',
    'registered_at',
    'category',
    'country',
    'click_id',
    'sub1',
    'sub2',
    'sub3',
    'sub4',
    'sub5',
    'saved_banner_id',
    'campaign',
  ];
  await tx.query(
    `UPDATE players p SET ${columns.map((c) => `${c} = i.${c}`).join(', ')}, updated_at = $1
     FROM ingest_players i
     WHERE p.id = i.player_id AND NOT i.created
       AND (${columns.map((c) => `p.${c}`).join(', ')}) IS DISTINCT FROM (${columns.map((c) => `i.${c}`).join(', ')})`,
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
