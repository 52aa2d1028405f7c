import type { Queryable } from '../../db/database.ts';
import { planTermSql } from '../commission/plan-versions.ts';
import { convertedSql } from './conversion.ts';
import { SOURCE_LIST, sourceOf } from './traffic-source.ts';

/**
 * Moving a player to another affiliate, or taking it out of every affiliate's figures (deleted, a
 * duplicate), set-based for any number of players: a feed batch's rows with `"move": true`, or one
 * operator's action.
 *
 * The semantics (issue 39): a player counts for the affiliate it had on each day. The change takes
 * effect from `effective_from` (the day of the action, UTC, always in the running month), so the months
 * already closed stay as they were paid, and so do the running month's days before it. From that day
 * on, the player's activity and first deposit leave the old affiliate's rollups and (a move) join the
 * new one's, under the new code's source; its sign-up and registration stay with the affiliate who
 * brought it. The old affiliate and its source are kept in `player_affiliations`, so activity that
 * later restates a day before the move counts for the old affiliate, never for the new one. A removed
 * player stays stored with its activity and counts for nobody from its day on.
 *
 * The caller has locked the players and checked the moves (the code's brand is the player's, the new
 * affiliate is paid in the same currency, the player is not removed) and created the delta tables;
 * the caller applies them (`applyRollupDeltas`) and touches the affiliates' watermarks.
 */

const STAGED = `
  CREATE TEMP TABLE IF NOT EXISTS player_moves_staged (
    player_id bigint NOT NULL, effective_from date NOT NULL,
    -- A move: the new affiliate and the source the player counts under there (its code and click).
    to_member integer, to_code text, to_click_id text,
    to_sub1 text NOT NULL DEFAULT '', to_sub2 text NOT NULL DEFAULT '', to_sub3 text NOT NULL DEFAULT '',
    to_sub4 text NOT NULL DEFAULT '', to_sub5 text NOT NULL DEFAULT '', to_saved_banner_id bigint NOT NULL DEFAULT 0,
    to_campaign text NOT NULL DEFAULT '',
    -- A removal: deleted, or a duplicate of another player.
    removed text, duplicate_of bigint,
    reason text, by_kind text NOT NULL, upload_id bigint, by_operator text
  ) ON COMMIT DELETE ROWS`;

export async function createMovesTable(tx: Queryable): Promise<void> {
  await tx.execScript(STAGED);
}

/** What a move or removal wrote, for the notices and the operator's answer. */
export interface AppliedMove {
  change_id: string;
  member_id: number;
  kind: 'player_moved_out' | 'player_moved_in' | 'player_deleted' | 'player_duplicate';
  customer_id: string;
  reason: string | null;
}

const amounts = ['deposits', 'withdrawals', 'turnover', 'winloss', 'bonuses'] as const;
const emptySource = (alias: string) =>
  `${alias}.to_code, ${alias}.to_sub1, ${alias}.to_sub2, ${alias}.to_sub3, ${alias}.to_sub4, ${alias}.to_sub5, ${alias}.to_saved_banner_id, ${alias}.to_campaign`;

/**
 * Applies the staged moves and removals at `at`: the old affiliate's days from `effective_from` out of
 * its rollups (and into the new one's), the history kept, the players changed, one change entry per
 * affiliate concerned. Empties the staging table.
 */
export async function applyStagedMoves(tx: Queryable, at: Date): Promise<AppliedMove[]> {
  // Both sides of every player: the old affiliate's (sign -1) and, for a move, the new one's (+1).
  const sides = `CROSS JOIN LATERAL (VALUES (p.member_id, -1, ${sourceOf('p')}),
                   (s.to_member, 1, ${emptySource('s')}, p.country)) AS x (member_id, sign, ${SOURCE_LIST})`;
  await tx.query(
    `INSERT INTO player_affiliations (player_id, member_id, until_day, ${SOURCE_LIST})
     SELECT p.id, p.member_id, s.effective_from, ${sourceOf('p')}
     FROM player_moves_staged s JOIN players p ON p.id = s.player_id
     WHERE s.to_member IS NOT NULL ORDER BY p.id`,
  );
  await tx.query(
    `INSERT INTO rollup_delta (member_id, day, category, ${amounts.join(', ')}, ${SOURCE_LIST})
     SELECT x.member_id, a.day, p.category, ${amounts.map((f) => `x.sign * ${convertedSql(`a.${f}`, 'a.rate')}`).join(', ')},
            ${sourceOf('x')}
     FROM player_moves_staged s JOIN players p ON p.id = s.player_id
     JOIN player_activity a ON a.player_id = p.id AND a.day >= s.effective_from
     ${sides}
     WHERE x.member_id IS NOT NULL`,
  );
  await tx.query(
    `INSERT INTO rollup_delta (member_id, day, category, first_depositors, first_deposit_amount, cpa_qualified, ${SOURCE_LIST})
     SELECT x.member_id, p.first_deposit_date, p.category, x.sign, x.sign * p.first_deposit_amount,
            CASE WHEN p.first_deposit_amount >= ${planTermSql('cpa_min_deposit', 'x.member_id', 'p.first_deposit_date')} THEN x.sign ELSE 0 END,
            ${sourceOf('x')}
     FROM player_moves_staged s JOIN players p ON p.id = s.player_id
     ${sides}
     WHERE x.member_id IS NOT NULL AND p.first_deposit_date >= s.effective_from`,
  );
  // The entries read the player as it was (its old code) before it changes below.
  const { rows } = await tx.query<AppliedMove>(
    `WITH entries AS (
       SELECT p.member_id, CASE WHEN s.to_member IS NOT NULL THEN 'player_moved_out' WHEN s.removed = 'deleted'
                                THEN 'player_deleted' ELSE 'player_duplicate' END AS kind,
              p.id AS player_id, p.customer_id, p.brand, s.effective_from,
              jsonb_build_object('referral_code', p.referral_code, 'effective_from', s.effective_from::text)
                || CASE WHEN s.removed = 'duplicate'
                        THEN jsonb_build_object('of_customer_id', (SELECT d.customer_id FROM players d WHERE d.id = s.duplicate_of AND d.member_id = p.member_id))
                        ELSE '{}'::jsonb END AS details,
              s.reason, s.by_kind, s.upload_id, s.by_operator
       FROM player_moves_staged s JOIN players p ON p.id = s.player_id
       UNION ALL
       SELECT s.to_member, 'player_moved_in', p.id, p.customer_id, p.brand, s.effective_from,
              jsonb_build_object('referral_code', s.to_code, 'effective_from', s.effective_from::text),
              s.reason, s.by_kind, s.upload_id, s.by_operator
       FROM player_moves_staged s JOIN players p ON p.id = s.player_id WHERE s.to_member IS NOT NULL
     )
     INSERT INTO player_changes (member_id, kind, player_id, customer_id, brand, details, by_kind, upload_id, by_operator, reason, happened_at)
     SELECT member_id, kind, player_id, customer_id, brand, details, by_kind, upload_id, by_operator, reason, $1
     FROM entries ORDER BY player_id, kind DESC
     RETURNING id::text AS change_id, member_id, kind, customer_id::text AS customer_id, reason`,
    [at],
  );
  await tx.query(
    `UPDATE players p
     SET member_id = coalesce(s.to_member, p.member_id), referral_code = coalesce(s.to_code, p.referral_code),
         click_id = CASE WHEN s.to_member IS NULL THEN p.click_id ELSE s.to_click_id END,
         sub1 = CASE WHEN s.to_member IS NULL THEN p.sub1 ELSE s.to_sub1 END,
         sub2 = CASE WHEN s.to_member IS NULL THEN p.sub2 ELSE s.to_sub2 END,
         sub3 = CASE WHEN s.to_member IS NULL THEN p.sub3 ELSE s.to_sub3 END,
         sub4 = CASE WHEN s.to_member IS NULL THEN p.sub4 ELSE s.to_sub4 END,
         sub5 = CASE WHEN s.to_member IS NULL THEN p.sub5 ELSE s.to_sub5 END,
         saved_banner_id = CASE WHEN s.to_member IS NULL THEN p.saved_banner_id ELSE s.to_saved_banner_id END,
         campaign = CASE WHEN s.to_member IS NULL THEN p.campaign ELSE s.to_campaign END,
         counts_from = CASE WHEN s.to_member IS NULL THEN p.counts_from ELSE s.effective_from END,
         removed = s.removed, removed_on = CASE WHEN s.removed IS NULL THEN NULL ELSE s.effective_from END,
         duplicate_of = s.duplicate_of, updated_at = $1
     FROM player_moves_staged s WHERE p.id = s.player_id`,
    [at],
  );
  await tx.execScript('TRUNCATE player_moves_staged');
  return rows;
}
