import type { PostbackEvent } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';

/**
 * Postbacks are written to the outbox by the statement of the transaction that caused them, one
 * statement per event for a whole batch: an event is sent if and only if its cause committed. Only
 * affiliates with the event's postback switched on get a row.
 */

/**
 * The macros of a player's event, from a row `a` with the player's source columns, click_id, member_id and
 * player id; `{brand}` is the player's brand (its code's), read by the player's key.
 */
function playerMacros(a: string, event: PostbackEvent, playerId: string, amount: string, at: string): string {
  return `jsonb_build_object('click_id', coalesce(${a}.click_id, ''), 'sub1', ${a}.sub1, 'sub2', ${a}.sub2, 'sub3', ${a}.sub3, 'sub4', ${a}.sub4,
            'sub5', ${a}.sub5, 'event', '${event}', 'player', postback_player_id(${a}.member_id, ${playerId}), 'amount', ${amount},
            'currency', trim(m.currency), 'code', ${a}.referral_code, 'brand', (SELECT pl.brand FROM players pl WHERE pl.id = ${playerId}),
            'timestamp', extract(epoch FROM ${at})::bigint::text)`;
}

const OUTBOX = 'INSERT INTO postback_deliveries (member_id, event, macros, created_at, next_attempt_at)';

const receivers = (event: PostbackEvent, alias: string) =>
  `JOIN postbacks pb ON pb.member_id = ${alias}.member_id AND pb.event = '${event}' AND pb.enabled JOIN members m ON m.id = ${alias}.member_id`;

/** Registrations of a player ingest (staged in ingest_players): new players registered, and pending ones now registered. */
export async function enqueueRegistrations(tx: Queryable, at: Date): Promise<void> {
  await tx.query(
    `${OUTBOX}
     SELECT i.member_id, 'registration', ${playerMacros('i', 'registration', 'i.player_id', "''", 'i.registered_at')}, $1::timestamptz, $1::timestamptz
     FROM ingest_players i ${receivers('registration', 'i')}
     WHERE i.registered_at IS NOT NULL AND (i.created OR i.old_registered_at IS NULL)
     ORDER BY i.idx`,
    [at],
  );
}

/**
 * SQL for the CPA amount of `member`'s commission plan on `day` (both SQL expressions). The plan is
 * commission's, which itself writes to this outbox at a month close, so the caller hands its reader in.
 */
export type CpaAmountSql = (affiliate: string, day: string) => string;

/**
 * First deposits and qualified CPAs of an activity ingest (the moves staged in first_deposit_moves):
 * a player's first deposit when it had none, and a CPA when the first deposit qualifies now and did not
 * before, with the amount of the plan in effect on the deposit's day. The event's time is that day
 * (00:00 UTC).
 */
export async function enqueueFirstDeposits(tx: Queryable, at: Date, cpaAmount: CpaAmountSql): Promise<void> {
  const day = `(f.new_date::timestamp AT TIME ZONE 'UTC')`;
  await tx.query(
    `${OUTBOX}
     SELECT f.member_id, 'first_deposit', ${playerMacros('f', 'first_deposit', 'f.id', 'f.new_amount::text', day)}, $1::timestamptz, $1::timestamptz
     FROM first_deposit_moves f ${receivers('first_deposit', 'f')}
     WHERE f.old_date IS NULL AND f.new_date IS NOT NULL
     UNION ALL
     SELECT f.member_id, 'qualified_cpa',
            ${playerMacros('f', 'qualified_cpa', 'f.id', `${cpaAmount('f.member_id', 'f.new_date')}::text`, day)}, $1::timestamptz, $1::timestamptz
     FROM first_deposit_moves f ${receivers('qualified_cpa', 'f')}
     WHERE f.new_date IS NOT NULL AND f.new_amount >= f.new_cpa_min_deposit
       AND NOT (f.old_date IS NOT NULL AND f.old_amount >= f.old_cpa_min_deposit)`,
    [at],
  );
}

/** Commissions credited by a month close's batch: amount and currency, no player or click. */
export async function enqueueCommissionCredits(
  tx: Queryable,
  credits: ReadonlyArray<{ affiliateId: number; amount: string }>,
  at: Date,
): Promise<void> {
  if (credits.length === 0) return;
  await tx.query(
    `${OUTBOX}
     SELECT c.member_id, 'commission_credited',
            jsonb_build_object('click_id', '', 'sub1', '', 'sub2', '', 'sub3', '', 'sub4', '', 'sub5', '', 'event', 'commission_credited', 'player', '',
                               'amount', c.amount, 'currency', trim(m.currency), 'code', '', 'brand', '', 'timestamp', extract(epoch FROM $1::timestamptz)::bigint::text),
            $1, $1
     FROM unnest($2::int[], $3::text[]) AS c (member_id, amount) ${receivers('commission_credited', 'c')}
     ORDER BY c.member_id`,
    [at, credits.map((c) => c.affiliateId), credits.map((c) => c.amount)],
  );
}
