import { payoutOptions, RATE_QUOTE_CURRENCY } from '@affiliate/contract/common/payout-options';
import type { TransactionRow } from '@affiliate/contract/endpoints/statements';
import { formatDate } from '@/lib/dates';
import { formatMoney, formatSignedMoney } from '@/lib/money';
import { transactionTypeLabels } from './transaction-labels';

/** A history row as the screen shows it; amounts are the gateway's strings, formatted, never added up. */
export interface TransactionView {
  id: string;
  /** MM/DD/YYYY (the specification's date format). */
  date: string;
  type: string;
  description: string;
  option: string | null;
  /** Signed, in the balance's currency: what the row did to the balance. */
  amount: string;
  fee: string;
  /** What was sent, in its unit, for a withdrawal. */
  payout: string | null;
  /** `1 BTC = €60,000.00` for a crypto withdrawal. */
  rate: string | null;
  reference: string | null;
  record: TransactionRow;
}

export const NONE = '—';

export function payoutOptionName(type: TransactionRow['payment_option_type']): string | null {
  return type ? payoutOptions[type].name : null;
}

/** Rates are EUR per one unit of the asset (the specification: rates are against EUR). */
export function formatRateLine(rate: string | null, unit: string | null): string | null {
  if (!rate || !unit) return null;
  return `1 ${unit} = ${formatMoney(rate, RATE_QUOTE_CURRENCY)}`;
}

export function toTransactionView(record: TransactionRow): TransactionView {
  const crypto = record.payment_option_type
    ? payoutOptions[record.payment_option_type].kind === 'crypto'
    : false;
  return {
    id: record.id,
    date: formatDate(record.created_at),
    type: transactionTypeLabels[record.type],
    description: record.description,
    option: payoutOptionName(record.payment_option_type),
    amount: formatSignedMoney(record.amount, record.currency),
    fee: formatMoney(record.fee, record.currency),
    payout: record.payout_amount && record.unit ? `${record.payout_amount} ${record.unit}` : null,
    rate: crypto ? formatRateLine(record.rate, record.unit) : null,
    reference: record.payout_reference,
    record,
  };
}
