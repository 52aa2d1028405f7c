import Decimal from 'decimal.js';
import { payoutOptions, type TransactionRow } from '@affiliate/contract';
import { maskDestination } from '../payments/payout-details-service.ts';
import type { HistoryRow } from './history-repository.ts';

/** Who did it, as the affiliate reads it: never an operator's name. */
export function actorShown(actor: string): 'you' | 'operator' | 'system' {
  if (actor === 'member') return 'you';
  return actor === 'operator' || actor.startsWith('operator:') ? 'operator' : 'system';
}

/** The destination masked, as everywhere the affiliate sees it (a screenshot must not give it away). */
export function destinationOf(row: HistoryRow): string | null {
  return row.details ? maskDestination(row.details) : null;
}

/** A rejected or cancelled withdrawal took nothing in the end: its hold went back to the available balance. */
function netAmount(row: HistoryRow): Decimal {
  const released = row.type === 'withdrawal' && (row.status === 'rejected' || row.status === 'cancelled');
  return released ? new Decimal(0) : new Decimal(row.amount);
}

export function toTransactionRow(row: HistoryRow): TransactionRow {
  const option = row.payment_option_type ? payoutOptions[row.payment_option_type] : null;
  return {
    id: `${row.source}-${row.id}`,
    type: row.type,
    status: row.status,
    created_at: row.created_at.toISOString(),
    amount: new Decimal(row.amount).toFixed(2),
    net_amount: netAmount(row).toFixed(2),
    currency: row.currency,
    fee: new Decimal(row.fee).toFixed(2),
    payment_option_type: row.payment_option_type,
    payout_amount:
      row.payout_amount === null ? null : new Decimal(row.payout_amount).toFixed(option?.decimals ?? 2),
    unit: row.unit,
    rate: row.rate === null ? null : new Decimal(row.rate).toFixed(8),
    payout_reference: row.payout_reference,
    description: option ? `Withdrawal to ${option.name} ${destinationOf(row) ?? ''}`.trim() : row.description,
    period: row.period,
  };
}
