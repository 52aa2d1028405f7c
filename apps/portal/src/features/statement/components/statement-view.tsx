import { Card } from '@/components/ui/card';
import { NoResult } from '@/components/ui/no-result';
import { StatCard } from '@/components/ui/stat-card';
import { formatDate, formatDateTime } from '@/lib/dates';
import { statementRatesLine } from '@affiliate/contract';
import { formatMoney } from '@/lib/money';
import type { StatementOfAccount } from '../api/get-statement';
import { formatStatementMonth, isStatementMonth } from '../lib/statement-month';
import { CommissionLine } from './commission-line';
import { LedgerLines } from './ledger-lines';

/** A statement of account as the gateway computed it: every amount is its string, formatted in the currency. */
export function StatementView({ statement }: { statement: StatementOfAccount }) {
  const { currency, affiliate, totals } = statement;
  const money = (amount: string) => formatMoney(amount, currency);
  const period = isStatementMonth(statement.month) ? formatStatementMonth(statement.month) : statement.month;
  // Activity a brand reported in another currency: the rates it was converted at, with source and day.
  const ratesLine = statementRatesLine(statement.rates_used);
  // The running month's statement is so far: it closes today, not at the month's end.
  const closing = statement.running ? `So far, on ${formatDate(statement.as_of)}` : `At the end of ${period}`;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <h2 className="sr-only">Account</h2>
        <div role="group" aria-label="Statement details">
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <dt className="text-muted">Affiliate</dt>
              <dd className="font-medium text-ink">
                {affiliate.name}{' '}
                <span className="font-normal text-muted">
                  ({affiliate.username}, ID {affiliate.id})
                </span>
              </dd>
              <dd className="break-words text-muted">
                {affiliate.email} · {affiliate.country}
              </dd>
            </div>
            <div>
              <dt className="text-muted">Period</dt>
              <dd className="font-medium text-ink">
                {period}
                {statement.running && (
                  <span className="font-normal text-muted"> (so far, on {formatDate(statement.as_of)})</span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-muted">Currency</dt>
              <dd className="font-medium text-ink">{currency}</dd>
            </div>
            <div>
              <dt className="text-muted">Generated</dt>
              <dd className="font-medium text-ink">{formatDateTime(statement.generated_at)}</dd>
            </div>
          </dl>
        </div>
      </Card>

      <section aria-labelledby="statement-summary" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <h2 id="statement-summary" className="sr-only">
          Balance
        </h2>
        <StatCard
          headingLevel={3}
          label="Opening balance"
          value={money(statement.opening_balance)}
          hint={`Available at the start of ${period}`}
        />
        <StatCard
          headingLevel={3}
          label="Held for pending withdrawals"
          value={money(statement.held.closing)}
          hint="Requested, not paid yet: not in the available balance"
        />
        <StatCard
          headingLevel={3}
          label="Closing balance"
          value={money(statement.closing_balance)}
          hint={`Available. ${closing}`}
        />
      </section>

      <section aria-labelledby="statement-commissions">
        <h2 id="statement-commissions" className="mb-3 text-lg font-semibold text-ink">
          Commission
        </h2>
        {statement.commissions.length === 0 ? (
          <p className="text-sm text-muted">No commission was credited in {period}.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {statement.commissions.map((commission) => (
              <CommissionLine key={commission.period} commission={commission} currency={currency} />
            ))}
          </ul>
        )}
        {ratesLine !== null && <p className="mt-3 text-sm text-muted">{ratesLine}</p>}
      </section>

      <section aria-labelledby="statement-lines">
        <h2 id="statement-lines" className="mb-3 text-lg font-semibold text-ink">
          Ledger lines
        </h2>
        {statement.lines.length === 0 ? (
          <Card>
            <NoResult title={`No movements in ${period}`}>Your balance did not change this month.</NoResult>
          </Card>
        ) : (
          <LedgerLines lines={statement.lines} currency={currency} opening={statement.opening_balance} />
        )}
      </section>

      <section aria-labelledby="statement-totals">
        <Card>
          <h2 id="statement-totals" className="text-lg font-semibold text-ink">
            Totals
          </h2>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1.5 text-sm">
            <dt className="text-muted">Opening balance</dt>
            <dd className="text-right tabular-nums text-ink">{money(statement.opening_balance)}</dd>
            <dt className="text-muted">Commission</dt>
            <dd className="text-right tabular-nums text-ink">{money(totals.commission)}</dd>
            <dt className="text-muted">Withdrawals paid</dt>
            <dd className="text-right tabular-nums text-ink">{money(totals.withdrawals)}</dd>
            <dt className="text-muted">Adjustments</dt>
            <dd className="text-right tabular-nums text-ink">{money(totals.adjustments)}</dd>
            <dt className="text-muted">Fees</dt>
            <dd className="text-right tabular-nums text-ink">{money(totals.fees)}</dd>
            <dt className="text-muted">Held for pending withdrawals</dt>
            <dd className="text-right tabular-nums text-ink">{money(totals.held)}</dd>
            <dt className="border-t border-line pt-2 font-semibold text-ink">
              Closing balance{statement.running && <span className="font-normal text-muted"> (so far)</span>}
            </dt>
            <dd className="border-t border-line pt-2 text-right font-semibold tabular-nums text-ink">
              {money(statement.closing_balance)}
            </dd>
          </dl>
        </Card>
      </section>
    </div>
  );
}
