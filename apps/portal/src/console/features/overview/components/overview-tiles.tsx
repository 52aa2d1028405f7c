import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { roleAdmits, type Endpoint } from '@affiliate/contract/common/endpoint';
import { kycReviews } from '@affiliate/contract/endpoints/kyc';
import { operatorTickets } from '@affiliate/contract/endpoints/contact';
import { operatorWithdrawals } from '@affiliate/contract/endpoints/money-operator';
import { commissionPeriods } from '@affiliate/contract/endpoints/operator-commission';
import { StatCard } from '@/components/ui/stat-card';
import { formatCount, formatMoney } from '@/lib/money';
import { consoleRoutes } from '../../../config/console-routes';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import type { ProgramOverview } from '../api/overview';

/** Amounts of several currencies, one per line (never added up across currencies). */
function Amounts({
  lines,
  none,
}: {
  lines: ReadonlyArray<{ currency: string; amount: string; note?: string }>;
  none: string;
}) {
  if (lines.length === 0) return <span className="text-lg text-muted">{none}</span>;
  // Spans, not a list: the card writes its figure in a paragraph.
  return lines.map((line) => (
    <span key={line.currency} className="block">
      {formatMoney(line.amount, line.currency)}
      {line.note && <span className="text-sm font-normal text-muted">{` in ${line.note}`}</span>}
    </span>
  ));
}

/** Where a figure is worked on, for the roles that may open that screen (as the navigation decides it). */
interface Queue {
  to: string;
  label: string;
  needs: Endpoint;
}

function QueueLink({ queue }: { queue: Queue }) {
  const { data: operator } = useSignedInOperator();
  if (!operator || !roleAdmits(queue.needs, operator.role)) return null;
  return (
    <Link
      to={queue.to}
      className="text-sm font-medium text-ink underline underline-offset-2 hover:no-underline"
    >
      {queue.label}
    </Link>
  );
}

function Tile({
  label,
  value,
  hint,
  queue,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  queue?: Queue;
}) {
  return (
    <StatCard label={label} value={value} hint={hint} headingLevel={3}>
      {queue && <QueueLink queue={queue} />}
    </StatCard>
  );
}

/** The program's headline figures: the open month, then what waits for someone. */
export function OverviewTiles({ overview, monthName }: { overview: ProgramOverview; monthName: string }) {
  const { affiliates, open_month: month, withdrawals } = overview;
  const count = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;
  return (
    <>
      <section aria-labelledby="overview-month" className="space-y-3">
        <h2 id="overview-month" className="text-lg font-semibold text-ink">
          {monthName} so far
        </h2>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          <Tile
            label="Active affiliates"
            value={formatCount(affiliates.active)}
            hint={`Players with figures this month · ${count(affiliates.total, 'affiliate', 'affiliates')} in all, ${formatCount(affiliates.suspended)} suspended`}
          />
          <Tile label="Clicks" value={formatCount(month.clicks)} />
          <Tile
            label="Registrations"
            value={formatCount(month.registrations)}
            hint={`${count(month.signups, 'sign-up', 'sign-ups')}`}
          />
          <Tile label="First deposits" value={formatCount(month.first_depositors)} />
          <Tile
            label="NGR"
            value={
              <Amounts
                lines={month.money.map((m) => ({ currency: m.currency, amount: m.ngr }))}
                none="None yet"
              />
            }
            hint="Win/loss − bonuses − admin fee"
          />
          <Tile
            label="Commission (estimate)"
            value={
              <Amounts
                lines={month.money.map((m) => ({ currency: m.currency, amount: m.commission }))}
                none="None yet"
              />
            }
            hint="What closing the month would credit, before late activity and carried negatives"
            queue={{
              to: consoleRoutes.commission.path,
              label: 'Preview by affiliate',
              needs: commissionPeriods,
            }}
          />
        </div>
      </section>
      <section aria-labelledby="overview-waiting" className="space-y-3">
        <h2 id="overview-waiting" className="text-lg font-semibold text-ink">
          Waiting for the team
        </h2>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          <Tile
            label="Withdrawals to review"
            value={
              <Amounts
                lines={withdrawals.pending.map((w) => ({
                  currency: w.currency,
                  amount: w.amount,
                  note: count(w.count, 'withdrawal', 'withdrawals'),
                }))}
                none="None"
              />
            }
            queue={{
              to: `${consoleRoutes.withdrawals.path}?status=pending`,
              label: 'Review withdrawals',
              needs: operatorWithdrawals,
            }}
          />
          <Tile
            label="Approved, to pay"
            value={
              <Amounts
                lines={withdrawals.approved.map((w) => ({
                  currency: w.currency,
                  amount: w.amount,
                  note: count(w.count, 'withdrawal', 'withdrawals'),
                }))}
                none="None"
              />
            }
            queue={{
              to: `${consoleRoutes.withdrawals.path}?status=approved`,
              label: 'Pay approved withdrawals',
              needs: operatorWithdrawals,
            }}
          />
          <Tile
            label="Identity reviews"
            value={formatCount(overview.identity_reviews_waiting)}
            hint="The provider could not decide"
            queue={{ to: consoleRoutes.identityReviews.path, label: 'Review identities', needs: kycReviews }}
          />
          <Tile
            label="Open tickets"
            value={formatCount(overview.open_tickets)}
            queue={{ to: consoleRoutes.tickets.path, label: 'Answer tickets', needs: operatorTickets }}
          />
        </div>
      </section>
    </>
  );
}
