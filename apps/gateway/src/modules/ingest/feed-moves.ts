import { toIsoDate } from '../../calendar/utc-dates.ts';
import type { Queryable } from '../../db/database.ts';
import type { IngestOrigin } from './origin.ts';
import { settleMovedRows } from './player-repository.ts';
import { noticeAffiliates } from '../notifications/member-event.ts';
import { applyStagedMoves, createMovesTable } from './player-moves.ts';
import { playerLeftNotice } from './player-notices.ts';

/**
 * The player feed's moves (issue 39): the staged rows (`ingest_players`) of existing players with
 * another affiliate's code, which passed the checks (`"move": true`, a reason, the same brand and
 * currency), move from the batch's day, by the batch's origin, with the reason the row gave. The old
 * affiliate is told (a notice; the feed sends no mail). Returns the affiliates whose figures moved.
 */
export async function moveFeedPlayers(tx: Queryable, at: Date, origin: IngestOrigin): Promise<number[]> {
  const staged = await tx.one<{ moving: number }>(
    'SELECT count(*)::int AS moving FROM ingest_players WHERE NOT created AND old_member_id <> member_id',
  );
  if (staged.moving === 0) return [];
  await createMovesTable(tx);
  await tx.query(
    `INSERT INTO player_moves_staged (player_id, effective_from, to_member, to_code, to_click_id, to_sub1, to_sub2, to_sub3,
                                      to_sub4, to_sub5, to_saved_banner_id, to_campaign, reason, by_kind, upload_id)
     SELECT player_id, $1::date, member_id, referral_code, click_id, sub1, sub2, sub3, sub4, sub5, saved_banner_id, campaign,
            reason, $2, $3
     FROM ingest_players WHERE NOT created AND old_member_id <> member_id ORDER BY player_id`,
    [toIsoDate(at), origin.by, origin.uploadId],
  );
  const applied = await applyStagedMoves(tx, at);
  await settleMovedRows(tx);
  await noticeAffiliates(
    tx,
    'changes',
    applied.flatMap((change) =>
      change.kind === 'player_moved_out'
        ? [
            playerLeftNotice({
              memberId: change.member_id,
              kind: change.kind,
              customerId: change.customer_id,
              effectiveFrom: toIsoDate(at),
              reason: change.reason,
            }),
          ]
        : [],
    ),
  );
  return [...new Set(applied.map((change) => change.member_id))];
}
