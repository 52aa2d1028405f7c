import Decimal from 'decimal.js';
import { payoutOptions, type TransactionRow } from '@affiliate/contract';
import { displayMonthIn } from '../../calendar/display-dates-in.ts';
import { translate, type Language } from '../../i18n/translate.ts';
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

/**
 * What the list says a row is, in `language` (issue 37): a withdrawal by its option and masked
 * destination; a month's commission by its month (the close wrote it in English); an operator's
 * adjustment or fee as the operator wrote it. English is word for word what the gateway stores.
 */
export function descriptionOf(row: HistoryRow, language: Language): string {
  const option = row.payment_option_type ? payoutOptions[row.payment_option_type] : null;
  if (option) {
    const destination = destinationOf(row);
    return destination
      ? translate(language, 'transaction.withdrawalTo', { option: option.name, destination })
      : translate(language, 'transaction.withdrawalToOption', { option: option.name });
  }
  if (language !== 'en' && row.type === 'commission' && row.period !== null)
    return translate(language, 'transaction.commissionFor', { month: displayMonthIn(language, row.period) });
  return row.description;
}

export function toTransactionRow(row: HistoryRow, language: Language = 'en'): TransactionRow {
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
    description: descriptionOf(row, language),
    period: row.period,
  };
}
