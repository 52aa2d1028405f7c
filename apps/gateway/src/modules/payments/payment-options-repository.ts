import type { PaymentOptionType } from '@affiliate/contract';
import type { Queryable } from '../../db/database.ts';

/** A payout option as the brand configures it: limits per withdrawal in EUR, the network fee in its unit. */
export interface PaymentOptionRow {
  type: PaymentOptionType;
  enabled: boolean;
  min_amount: string;
  max_amount: string;
  network_fee: string;
  sort_order: number;
}

const columns = 'type, enabled, min_amount::text, max_amount::text, network_fee::text, sort_order';

/** Every option in the brand's order; only the enabled ones when `enabledOnly`. */
export async function listPaymentOptions(
  db: Queryable,
  { enabledOnly }: { enabledOnly: boolean },
): Promise<PaymentOptionRow[]> {
  const { rows } = await db.query<PaymentOptionRow>(
    `SELECT ${columns} FROM payment_options ${enabledOnly ? 'WHERE enabled' : ''} ORDER BY sort_order, type`,
  );
  return rows;
}

export function findPaymentOption(db: Queryable, type: PaymentOptionType): Promise<PaymentOptionRow | null> {
  return db.maybeOne<PaymentOptionRow>(`SELECT ${columns} FROM payment_options WHERE type = $1`, [type]);
}

/** Locks the option's row, so two changes of its limits cannot each pass the min <= max check alone. */
export function lockPaymentOption(tx: Queryable, type: PaymentOptionType): Promise<PaymentOptionRow | null> {
  return tx.maybeOne<PaymentOptionRow>(`SELECT ${columns} FROM payment_options WHERE type = $1 FOR UPDATE`, [
    type,
  ]);
}

export function updatePaymentOptionRow(
  tx: Queryable,
  row: Pick<PaymentOptionRow, 'type' | 'enabled' | 'min_amount' | 'max_amount' | 'network_fee'>,
  at: Date,
): Promise<PaymentOptionRow> {
  return tx.one<PaymentOptionRow>(
    `UPDATE payment_options SET enabled = $2, min_amount = $3::numeric, max_amount = $4::numeric, network_fee = $5::numeric, updated_at = $6
     WHERE type = $1 RETURNING ${columns}`,
    [row.type, row.enabled, row.min_amount, row.max_amount, row.network_fee, at],
  );
}
