import { CPA_ALREADY_REVERSED, CPA_NOT_REVERSIBLE, errorCodes, type CpaReversal } from '@affiliate/contract';
import type { AppContext } from '../../app-context.ts';
import { monthStart } from '../../calendar/utc-dates.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { notifyAffiliatesEvent } from '../notifications/member-event.ts';
import { cpaReversedNotice } from './cpa-reversal-notice.ts';
import { recordChanges } from '../change-log/record.ts';
import { brandName } from '../settings/service.ts';
import { playerCpaStatuses } from './player-cpa.ts';

const conflict = (message: string) => new ApiError(409, message, errorCodes.conflict);

/**
 * What a closed month paid for a player's CPA: its brand's own deal's amount each where the brand had
 * one, else the commission's (the tier reached). Null when nothing was paid (no commission).
 */
async function paidFor(
  tx: Queryable,
  playerId: string,
  memberId: number,
  month: string,
): Promise<string | null> {
  const row = await tx.maybeOne<{ paid: string | null }>(
    `SELECT coalesce((SELECT round(l.cpa_total / l.cpa_count, 2) FROM commission_brand_lines l
                       WHERE l.commission_id = c.id AND l.brand = p.brand AND l.deal_id IS NOT NULL AND l.cpa_count > 0),
                     nullif(c.cpa_amount_each, 0))::text AS paid
     FROM commissions c JOIN players p ON p.id = $1 WHERE c.member_id = $2 AND c.period = $3::date AND c.cpa_count > 0`,
    [playerId, memberId, month],
  );
  return row?.paid ?? null;
}

/**
 * Reverses a qualified player's CPA with the reason the affiliate will read: the player is no longer a
 * qualified player of its month, which the running month's figures and its close then leave out
 * (cpa-qualified.ts). A CPA its closed month paid (qualified, not past the cap) is taken back at the next
 * close, on a late line naming the player (late-values.ts). The player's row is locked, so two reversals
 * of one player cannot both pass.
 */
export async function reverseCpa(
  ctx: AppContext,
  customerId: number,
  reason: string,
  reversedBy: string,
): Promise<CpaReversal> {
  const now = ctx.config.now();
  // Read before the transaction: on PGlite a read outside it would wait for it.
  const programName = await brandName(ctx);
  return ctx.db.transaction(async (tx) => {
    const player = await tx.maybeOne<{
      id: string;
      member_id: number;
      reversed: boolean;
      brand: string;
      currency: string;
    }>(
      `SELECT p.id, p.member_id, EXISTS (SELECT 1 FROM cpa_reversals r WHERE r.player_id = p.id) AS reversed, p.brand,
              (SELECT trim(m.currency) FROM members m WHERE m.id = p.member_id) AS currency
       FROM players p WHERE p.customer_id = $1 FOR UPDATE`,
      [customerId],
    );
    if (!player) throw new ApiError(404, 'No player has this customer id.', errorCodes.notFound);
    if (player.reversed) throw conflict(CPA_ALREADY_REVERSED);
    const status = (await playerCpaStatuses(tx, player.member_id, [customerId], now))?.get(customerId);
    if (!status || (status.status !== 'qualified' && status.status !== 'over_cap') || !status.qualified_on)
      throw conflict(CPA_NOT_REVERSIBLE);
    const month = monthStart(status.qualified_on);
    const closed = await tx.maybeOne(
      'SELECT 1 FROM commission_periods WHERE period = $1::date AND closed_at IS NOT NULL',
      [month],
    );
    const clawBack =
      closed && status.status === 'qualified' ? await paidFor(tx, player.id, player.member_id, month) : null;
    await tx.query(
      `INSERT INTO cpa_reversals (player_id, member_id, month, qualified_on, reason, reversed_by, reversed_at, claw_back)
       VALUES ($1, $2, $3::date, $4::date, $5, $6, $7, $8::numeric)`,
      [player.id, player.member_id, month, status.qualified_on, reason, reversedBy, now, clawBack],
    );
    // The affiliate's change log and a notice (issue 39): what a closed month paid is taken back.
    await recordChanges(
      tx,
      [
        {
          memberId: player.member_id,
          kind: 'cpa_reversed',
          playerId: player.id,
          customerId,
          brand: player.brand,
          day: status.qualified_on,
          amount: clawBack === null ? null : `-${clawBack}`,
          currency: clawBack === null ? null : player.currency,
          details: { qualified_on: status.qualified_on, paid: clawBack !== null },
          by: 'operator',
          byOperator: reversedBy,
          reason,
        },
      ],
      now,
    );
    await notifyAffiliatesEvent(
      ctx,
      tx,
      'changes',
      [
        cpaReversedNotice({
          memberId: player.member_id,
          customerId: String(customerId),
          reason,
          clawBack,
          currency: player.currency,
        }),
      ],
      programName,
    );
    return {
      customer_id: customerId,
      member_id: player.member_id,
      qualified_on: status.qualified_on,
      reason,
      reversed_by: reversedBy,
      reversed_at: now.toISOString(),
      claw_back: clawBack,
    };
  });
}
