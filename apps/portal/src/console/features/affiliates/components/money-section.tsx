import type { ReactNode } from 'react';
import type { AffiliateRecord } from '@affiliate/contract/endpoints/operator-affiliates';
import { statementLineLabels, type StatementLineType } from '@affiliate/contract/endpoints/statements';
import { formatDateTime } from '@/lib/dates';
import { formatMoney, formatSignedMoney } from '@/lib/money';
import { Facts, RecordSection } from './record-section';

/**
 * A ledger line's kind in the words of the affiliate's statement (its screen, CSV and PDF): the operator
 * reading the record and the affiliate on the phone to them name the same line the same way.
 */
const kindName = (kind: string): string =>
  kind in statementLineLabels ? statementLineLabels[kind as StatementLineType] : kind;

/** The balance from its running totals, and the latest ledger lines (the affiliate's available side). */
export function MoneySection({
  balance,
  ledger,
  action,
}: {
  balance: AffiliateRecord['balance'];
  ledger: AffiliateRecord['recent_ledger'];
  action?: ReactNode;
}) {
  const { currency } = balance;
  return (
    <RecordSection title="Balance and ledger" action={action}>
      <Facts
        items={[
          ['Balance', formatMoney(balance.balance, currency)],
          ['Available', formatMoney(balance.available, currency)],
          ['Held for withdrawals', formatMoney(balance.held, currency)],
        ]}
      />
      <h3 className="mt-4 mb-2 text-sm font-semibold text-ink">Latest ledger lines</h3>
      {ledger.length === 0 ? (
        <p className="text-sm text-muted">No ledger lines yet.</p>
      ) : (
        <ul className="divide-y divide-line text-sm">
          {ledger.map((line) => (
            <li
              key={line.transaction_id}
              className="flex flex-wrap items-baseline justify-between gap-x-3 py-2"
            >
              <span className="min-w-0">
                <span className="font-medium text-ink">{kindName(line.kind)}</span>
                <span className="block text-muted [overflow-wrap:anywhere]">{line.description}</span>
                <span className="block text-xs text-muted">
                  {formatDateTime(line.created_at)} · {line.created_by.replace(/^operator:/, '')}
                </span>
              </span>
              <span className="tabular-nums text-ink">{formatSignedMoney(line.amount, currency)}</span>
            </li>
          ))}
        </ul>
      )}
    </RecordSection>
  );
}
