import type { PlayerChangeBy, PlayerChangeKind } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';

/** One change-log entry written by a module that makes the change (a CPA reversal, a deal's change). */
export interface ChangeEntry {
  memberId: number;
  kind: PlayerChangeKind;
  playerId?: string | null;
  customerId?: number | string | null;
  brand?: string | null;
  day?: string | null;
  amount?: string | null;
  currency?: string | null;
  details: Record<string, unknown>;
  by: PlayerChangeBy;
  uploadId?: number | null;
  byOperator?: string | null;
  reason?: string | null;
}

/** Writes entries in the caller's transaction (one statement for any number). */
export async function recordChanges(tx: Queryable, entries: readonly ChangeEntry[], at: Date): Promise<void> {
  if (entries.length === 0) return;
  await tx.query(
    `INSERT INTO player_changes (member_id, kind, player_id, customer_id, brand, day, amount, currency, details, by_kind,
                                 upload_id, by_operator, reason, happened_at)
     SELECT e.member_id, e.kind, e.player_id, e.customer_id, e.brand, e.day, e.amount, e.currency, e.details, e.by_kind,
            e.upload_id, e.by_operator, e.reason, $2
     FROM jsonb_to_recordset($1::jsonb) AS e (member_id integer, kind text, player_id bigint, customer_id bigint, brand text,
       day date, amount numeric, currency text, details jsonb, by_kind text, upload_id bigint, by_operator text, reason text)`,
    [
      JSON.stringify(
        entries.map((e) => ({
          member_id: e.memberId,
          kind: e.kind,
          player_id: e.playerId ?? null,
          customer_id: e.customerId ?? null,
          brand: e.brand ?? null,
          day: e.day ?? null,
          amount: e.amount ?? null,
          currency: e.currency ?? null,
          details: e.details,
          by_kind: e.by,
          upload_id: e.uploadId ?? null,
          by_operator: e.byOperator ?? null,
          reason: e.reason ?? null,
        })),
      ),
      at,
    ],
  );
}
