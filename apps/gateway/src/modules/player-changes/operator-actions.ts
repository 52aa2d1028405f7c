import {
  errorCodes,
  PLAYER_ALREADY_REMOVED,
  PLAYER_DUPLICATE_OF_ITSELF,
  PLAYER_DUPLICATE_OF_UNKNOWN,
  PLAYER_MOVE_OTHER_BRAND,
  PLAYER_MOVE_OTHER_CURRENCY,
  PLAYER_MOVE_SAME_AFFILIATE,
  PLAYER_NOT_FOUND,
  REFERRAL_CODE_NOT_FOUND,
  type OperatorPlayerChange,
} from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { toIsoDate } from '../../calendar/utc-dates.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError, fieldError } from '../../http/api-error.ts';
import { findCodeOwners } from '../ingest/player-repository.ts';
import { applyRollupDeltas, createDeltaTables, touchWatermarks } from '../ingest/rollup-deltas.ts';
import { notifyAffiliatesEvent } from '../notifications/member-event.ts';
import { brandName } from '../settings/service.ts';
import { applyStagedMoves, createMovesTable, type AppliedMove } from '../ingest/player-moves.ts';
import { playerLeftNotice } from '../ingest/player-notices.ts';
import { changesById } from './repository.ts';
import { operatorView } from './views.ts';

/**
 * The console's actions on a player (issue 39), each with a reason both affiliates read: move it to the
 * affiliate of another code of its brand, delete it, mark it a duplicate of another player. Each takes
 * effect from today (UTC) as moves.ts describes: closed months stay as they were paid. One transaction
 * with the player locked (as the feeds lock it), the rollups moved, the entries written and the
 * affiliate who loses the player told (a notice, and a mail by its preferences).
 */

export type PlayerAction =
  { kind: 'move'; toCode: string } | { kind: 'delete' } | { kind: 'duplicate'; ofCustomerId: number };

interface LockedPlayer {
  id: string;
  member_id: number;
  brand: string;
  removed: string | null;
  currency: string;
}

const conflict = (message: string) => new ApiError(409, message, errorCodes.conflict);

export async function actOnPlayer(
  ctx: AppContext,
  customerId: number,
  action: PlayerAction,
  reason: string,
  operator: string,
): Promise<OperatorPlayerChange[]> {
  const at = ctx.config.now();
  const day = toIsoDate(at);
  // Read before the transaction: on PGlite a read outside it would wait for it.
  const programName = await brandName(ctx);
  return ctx.db.transaction(async (tx) => {
    const player = await tx.maybeOne<LockedPlayer>(
      `SELECT p.id::text AS id, p.member_id, p.brand, p.removed, trim(m.currency) AS currency
       FROM players p JOIN members m ON m.id = p.member_id WHERE p.customer_id = $1 FOR UPDATE OF p`,
      [customerId],
    );
    if (!player) throw new ApiError(404, PLAYER_NOT_FOUND, errorCodes.notFound);
    if (player.removed !== null) throw conflict(PLAYER_ALREADY_REMOVED);
    await createMovesTable(tx);
    const staged = await stageAction(tx, player, action, customerId);
    await tx.query(
      `INSERT INTO player_moves_staged (player_id, effective_from, to_member, to_code, removed, duplicate_of, reason,
                                        by_kind, by_operator)
       VALUES ($1, $2::date, $3, $4, $5, $6, $7, 'operator', $8)`,
      [player.id, day, staged.toMember, staged.toCode, staged.removed, staged.duplicateOf, reason, operator],
    );
    await createDeltaTables(tx);
    const applied = await applyStagedMoves(tx, at);
    await applyRollupDeltas(tx);
    await touchWatermarks(tx, [...new Set(applied.map((change) => change.member_id))], at);
    await notifyAffiliatesEvent(ctx, tx, 'changes', noticesOf(applied, day), programName);
    return (
      await changesById(
        tx,
        applied.map((change) => change.change_id),
      )
    ).map(operatorView);
  });
}

async function stageAction(
  tx: Queryable,
  player: LockedPlayer,
  action: PlayerAction,
  customerId: number,
): Promise<{
  toMember: number | null;
  toCode: string | null;
  removed: string | null;
  duplicateOf: string | null;
}> {
  switch (action.kind) {
    case 'move': {
      const owner = (await findCodeOwners(tx, [action.toCode])).get(action.toCode.toLowerCase());
      if (!owner) throw new ApiError(404, REFERRAL_CODE_NOT_FOUND, errorCodes.notFound);
      if (owner.brand !== player.brand) throw fieldError('to_referral_code', PLAYER_MOVE_OTHER_BRAND);
      if (owner.affiliateId === player.member_id) throw conflict(PLAYER_MOVE_SAME_AFFILIATE);
      const target = await tx.one<{ currency: string }>(
        'SELECT trim(currency) AS currency FROM members WHERE id = $1',
        [owner.affiliateId],
      );
      if (target.currency !== player.currency)
        throw fieldError('to_referral_code', PLAYER_MOVE_OTHER_CURRENCY);
      return { toMember: owner.affiliateId, toCode: owner.code, removed: null, duplicateOf: null };
    }
    case 'delete':
      return { toMember: null, toCode: null, removed: 'deleted', duplicateOf: null };
    case 'duplicate': {
      if (action.ofCustomerId === customerId) throw fieldError('of_customer_id', PLAYER_DUPLICATE_OF_ITSELF);
      const original = await tx.maybeOne<{ id: string }>(
        'SELECT id::text AS id FROM players WHERE customer_id = $1',
        [action.ofCustomerId],
      );
      if (!original) throw fieldError('of_customer_id', PLAYER_DUPLICATE_OF_UNKNOWN);
      return { toMember: null, toCode: null, removed: 'duplicate', duplicateOf: original.id };
    }
  }
}

function noticesOf(applied: readonly AppliedMove[], day: string) {
  return applied.flatMap((change) =>
    change.kind === 'player_moved_in'
      ? []
      : [
          playerLeftNotice({
            memberId: change.member_id,
            kind: change.kind,
            customerId: change.customer_id,
            effectiveFrom: day,
            reason: change.reason,
          }),
        ],
  );
}
