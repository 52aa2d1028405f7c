import { Trans, useLingui } from '@lingui/react/macro';
import { ActivityFreshness } from '@/components/activity-freshness';
import { Card } from '@/components/ui/card';
import { NoResult } from '@/components/ui/no-result';
import { StatCard } from '@/components/ui/stat-card';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { StatementOfAccount } from '../api/get-statement';
import { statementRatesText } from '../lib/statement-labels';
import { formatStatementMonth, isStatementMonth } from '../lib/statement-month';
import { CommissionLine } from './commission-line';
import { LedgerLines } from './ledger-lines';

/** A statement of account as the gateway computed it: every amount is its string, formatted in the currency. */
export function StatementView({ statement }: { statement: StatementOfAccount }) {
  const { t } = useLingui();
  const { currency, affiliate, totals } = statement;
  const money = (amount: string) => formatMoney(amount, currency);
  const period = isStatementMonth(statement.month) ? formatStatementMonth(statement.month) : statement.month;
  // Activity a brand reported in another currency: the rates it was converted at, with source and day.
  const ratesLine = statementRatesText(statement.rates_used);
  // The running month's statement is so far: it closes today, not at the month's end.
  const asOf = formatDate(statement.as_of);
  const closing = statement.running ? t`So far, on ${asOf}` : t`At the end of ${period}`;
  const { name, username, id, email, country } = affiliate;
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <h2 className="sr-only">
          <Trans>Account</Trans>
        </h2>
        <div role="group" aria-label={t`Statement details`}>
          <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
            <div>
              <dt className="text-muted">
                <Trans>Affiliate</Trans>
              </dt>
              <dd className="font-medium text-ink">
                {name}{' '}
                <span className="font-normal text-muted">
                  <Trans>
                    ({username}, ID {id})
                  </Trans>
                </span>
              </dd>
              <dd className="break-words text-muted">
                {email} · {country}
              </dd>
            </div>
            <div>
              <dt className="text-muted">
                <Trans>Period</Trans>
              </dt>
              <dd className="font-medium text-ink">
                {period}
                {statement.running && (
                  <span className="font-normal text-muted">
                    {' '}
                    <Trans>(so far, on {asOf})</Trans>
                  </span>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-muted">
                <Trans>Currency</Trans>
              </dt>
              <dd className="font-medium text-ink">{currency}</dd>
            </div>
            <div>
              <dt className="text-muted">
                <Trans>Generated</Trans>
              </dt>
              <dd className="font-medium text-ink">{formatDateTime(statement.generated_at)}</dd>
            </div>
          </dl>
        </div>
        {/* While the month runs its figures are complete up to the brands' activity received so far. */}
        {statement.running && <ActivityFreshness freshness={statement} className="mt-4" />}
      </Card>

      <section aria-labelledby="statement-summary" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <h2 id="statement-summary" className="sr-only">
          <Trans>Balance</Trans>
        </h2>
        <StatCard
          headingLevel={3}
          label={t`Opening balance`}
          value={money(statement.opening_balance)}
          hint={t`Available at the start of ${period}`}
        />
        <StatCard
          headingLevel={3}
          label={t`Held for pending withdrawals`}
          value={money(statement.held.closing)}
          hint={t`Requested, not paid yet: not in the available balance`}
        />
        <StatCard
          headingLevel={3}
          label={t`Closing balance`}
          value={money(statement.closing_balance)}
          hint={t`Available. ${closing}`}
        />
      </section>

      <section aria-labelledby="statement-commissions">
        <h2 id="statement-commissions" className="mb-3 text-lg font-semibold text-ink">
          <Trans>Commission</Trans>
        </h2>
        {statement.commissions.length === 0 ? (
          <p className="text-sm text-muted">
            <Trans>No commission was credited in {period}.</Trans>
          </p>
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
          <Trans>Ledger lines</Trans>
        </h2>
        {statement.lines.length === 0 ? (
          <Card>
            <NoResult title={t`No movements in ${period}`}>
              <Trans>Your balance did not change this month.</Trans>
            </NoResult>
          </Card>
        ) : (
          <LedgerLines lines={statement.lines} currency={currency} opening={statement.opening_balance} />
        )}
      </section>

      <section aria-labelledby="statement-totals">
        <Card>
          <h2 id="statement-totals" className="text-lg font-semibold text-ink">
            <Trans>Totals</Trans>
          </h2>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1.5 text-sm">
            <dt className="text-muted">
              <Trans>Opening balance</Trans>
            </dt>
            <dd className="text-right tabular-nums text-ink">{money(statement.opening_balance)}</dd>
            <dt className="text-muted">
              <Trans>Commission</Trans>
            </dt>
            <dd className="text-right tabular-nums text-ink">{money(totals.commission)}</dd>
            <dt className="text-muted">
              <Trans>Withdrawals paid</Trans>
            </dt>
            <dd className="text-right tabular-nums text-ink">{money(totals.withdrawals)}</dd>
            <dt className="text-muted">
              <Trans>Adjustments</Trans>
            </dt>
            <dd className="text-right tabular-nums text-ink">{money(totals.adjustments)}</dd>
            <dt className="text-muted">
              <Trans>Fees</Trans>
            </dt>
            <dd className="text-right tabular-nums text-ink">{money(totals.fees)}</dd>
            <dt className="text-muted">
              <Trans>Held for pending withdrawals</Trans>
            </dt>
            <dd className="text-right tabular-nums text-ink">{money(totals.held)}</dd>
            <dt className="border-t border-line pt-2 font-semibold text-ink">
              <Trans>Closing balance</Trans>
              {statement.running && (
                <span className="font-normal text-muted">
                  {' '}
                  <Trans>(so far)</Trans>
                </span>
              )}
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
