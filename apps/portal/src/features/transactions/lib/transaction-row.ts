import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { payoutOptions, RATE_QUOTE_CURRENCY } from '@affiliate/contract/common/payout-options';
import type { TransactionRow } from '@affiliate/contract/endpoints/statements';
import { formatAssetAmount } from '@/lib/asset-amounts';
import { formatDate } from '@/lib/dates';
import { formatMoney, formatSignedMoney } from '@/lib/money';
import { explorerUrl, shortReference } from './block-explorer';
import { transactionTypeLabels } from './transaction-labels';
import { unsigned, withdrawalOutcome, type WithdrawalOutcome } from './withdrawal-outcome';

/** A history row as the screen shows it; amounts are the gateway's strings, formatted, never added up. */
export interface TransactionView {
  id: string;
  /** MM/DD/YYYY (the specification's date format) in English, the reader's own in another language. */
  date: string;
  type: string;
  description: string;
  option: string | null;
  /** Signed, in the balance's currency: what the row did to the balance. */
  amount: string;
  /** A rejected or cancelled withdrawal's amount, unsigned (`€75.50`): it went back to the balance. */
  returned: string | null;
  fee: string;
  /** 'Network fee' for a crypto payout (taken by the chain), else 'Fee' (in the portal's language). */
  feeLabel: string;
  /** What is (or was to be) sent, in its unit with its decimals, for a withdrawal. */
  payout: string | null;
  outcome: WithdrawalOutcome;
  /** `1 BTC = €60,000.00` for a crypto withdrawal. */
  rate: string | null;
  reference: string | null;
  /** The reference as the list shows it (first 6 … last 4 of a long one). */
  shortReference: string | null;
  /** The payout on a public block explorer, when the reference is a hash of the option's chain. */
  explorer: string | null;
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

/** A row as the screen shows it, in the portal's current language: made during render, never kept. */
export function toTransactionView(record: TransactionRow): TransactionView {
  const crypto = record.payment_option_type
    ? payoutOptions[record.payment_option_type].kind === 'crypto'
    : false;
  const outcome = withdrawalOutcome(record.status);
  const returned = record.type === 'withdrawal' && outcome.returned;
  return {
    id: record.id,
    date: formatDate(record.created_at),
    type: i18n._(transactionTypeLabels[record.type]),
    description: record.description,
    option: payoutOptionName(record.payment_option_type),
    amount: formatSignedMoney(record.amount, record.currency),
    returned: returned ? formatMoney(unsigned(record.amount), record.currency) : null,
    fee: formatMoney(record.fee, record.currency),
    feeLabel: crypto ? t`Network fee` : t`Fee`,
    payout: record.payout_amount && record.unit ? formatAssetAmount(record.payout_amount, record.unit) : null,
    outcome,
    rate: crypto ? formatRateLine(record.rate, record.unit) : null,
    reference: record.payout_reference,
    shortReference: record.payout_reference ? shortReference(record.payout_reference) : null,
    explorer: explorerUrl(record.payment_option_type, record.payout_reference),
    record,
  };
}
