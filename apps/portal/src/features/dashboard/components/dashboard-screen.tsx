import { useQuery } from '@tanstack/react-query';
import { Activity, BadgeEuro, Coins, Landmark, TrendingUp, UserCheck, Users, Wallet } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useBalance } from '@/api/get-balance';
import { useMember } from '@/api/get-member';
import { ActivityFreshness } from '@/components/activity-freshness';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { NoResult } from '@/components/ui/no-result';
import { PageHeader } from '@/components/ui/page-header';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { routes } from '@/config/routes';
import { useSessionMemberId } from '@/lib/auth-store';
import { formatMonthYear } from '@/lib/dates';
import { formatCount, formatMoney } from '@/lib/money';
import { currentPeriodQueryOptions } from '../api/get-current-period';
import { dashboardQueryOptions } from '../api/get-dashboard';
import { parseChartSettings } from '../lib/chart-settings';
import { referralCountQueryOptions } from '../api/get-referral-count';
import { useReloadOnNewActivity } from '../api/reload-on-new-activity';
import { CommissionInputsDialog } from './commission-inputs-dialog';
import { PerformancePanel } from './performance-panel';

function LoadingValue() {
  return (
    <>
      <Skeleton className="h-8 w-32" />
      <span className="sr-only">
        <Trans>Loading</Trans>
      </span>
    </>
  );
}
const loadingValue = <LoadingValue />;
/** A card's hint line held open while the month it names loads, so the cards below do not move. */
const loadingHint = <span aria-hidden="true">{'\u00a0'}</span>;

/** Dashboard: the current period's figures, the referral counts and the performance chart. */
export function DashboardScreen() {
  const { t } = useLingui();
  const memberId = useSessionMemberId();
  const member = useMember().data;
  const period = useQuery(currentPeriodQueryOptions());
  useReloadOnNewActivity(period.data?.as_of);
  const counts = useQuery({ ...referralCountQueryOptions(), enabled: memberId !== undefined });
  // Started beside the others (and by the route's loader): no request waits for another.
  const balance = useBalance();
  // This month's estimated commission with its inputs: the same request as the chart's default view,
  // so they share it.
  const periodSummary = useQuery({
    ...dashboardQueryOptions(parseChartSettings('').query),
    enabled: memberId !== undefined,
  });
  const currency = member?.currency.code ?? period.data?.currency ?? 'EUR';
  const figures = period.data;
  const monthLabel = figures ? formatMonthYear(figures.period_start) : '';
  const noPlayers = counts.data?.total === 0;
  const held =
    balance.data && Number(balance.data.held) > 0
      ? formatMoney(balance.data.held, balance.data.currency)
      : null;

  return (
    <>
      <PageHeader
        title={t`Dashboard`}
        description={t`How your referred players are doing, updated as their activity comes in.`}
      />

      <section aria-labelledby="current-period-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="current-period-heading" className="text-lg font-semibold text-ink">
            <Trans>Current period</Trans>
            {monthLabel && <span className="font-normal text-muted">: {monthLabel}</span>}
          </h2>
          {/* Its line is held from the start (its own line on a phone), so the cards do not move when the
              figures arrive. */}
          <p className="min-h-5 basis-full text-sm text-muted sm:basis-auto">
            {figures &&
              (figures.as_of ? (
                <Trans>
                  Updated <RelativeTime value={figures.as_of} />
                </Trans>
              ) : (
                t`No activity recorded yet this period`
              ))}
          </p>
        </div>
        {period.isError ? (
          <div className="mt-3">
            <LoadFailedAlert
              message={t`We could not load the current period.`}
              error={period.error}
              retrying={period.isFetching}
              onRetry={() => void period.refetch()}
            />
          </div>
        ) : (
          <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
            <StatCard
              headingLevel={3}
              label={t`Referral turnover`}
              icon={<TrendingUp className="size-5" />}
              value={figures ? formatMoney(figures.turnover, currency) : loadingValue}
              hint={monthLabel ? t`Stakes placed by your players in ${monthLabel}` : loadingHint}
            />
            <StatCard
              headingLevel={3}
              label={t`Referral win/loss`}
              icon={<Coins className="size-5" />}
              value={figures ? formatMoney(figures.winloss, currency) : loadingValue}
              hint={monthLabel ? t`Stakes minus payouts in ${monthLabel}` : loadingHint}
            />
          </div>
        )}
        <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          <StatCard
            headingLevel={3}
            label={t`Estimated commission this period`}
            icon={<BadgeEuro className="size-5" />}
            value={
              periodSummary.data
                ? formatMoney(
                    periodSummary.data.data.totals.estimated_commission,
                    periodSummary.data.meta.currency,
                  )
                : periodSummary.isError
                  ? '—'
                  : loadingValue
            }
            hint={
              periodSummary.isError
                ? t`Could not be loaded just now.`
                : t`So far; final when the period closes.`
            }
          >
            {/* The dialog gives the definition with every input, so the card needs no disclosure of its own;
                the Commission screen opens the month under the deal (tiers, bands, CPA). */}
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
              {periodSummary.data && <CommissionInputsDialog summary={periodSummary.data} />}
              <Link
                to={routes.commission.path}
                className="text-sm font-medium text-info-ink underline underline-offset-4 hover:no-underline"
              >
                <Trans>See the month in full</Trans>
              </Link>
            </div>
          </StatCard>
          <StatCard
            headingLevel={3}
            label={t`Available balance`}
            icon={<Landmark className="size-5" />}
            value={
              balance.data
                ? formatMoney(balance.data.available, balance.data.currency)
                : balance.isError
                  ? '—'
                  : loadingValue
            }
            hint={
              balance.isError
                ? t`Could not be loaded just now.`
                : held
                  ? t`${held} held for requests`
                  : t`What you can withdraw now.`
            }
          >
            <Link
              to={routes.withdrawal.path}
              className="text-sm font-medium text-info-ink underline underline-offset-4 hover:no-underline"
            >
              <Trans>Request a withdrawal</Trans>
            </Link>
          </StatCard>
        </div>
        {/* Up to when the brands' activity runs (all the affiliate's brands: the period's figures), under
            the cards: it comes with the slowest request and its height varies (a line, the brands, a
            warning), so above them it moved the cards when it arrived. */}
        {periodSummary.data && <ActivityFreshness freshness={periodSummary.data.meta} className="mt-3" />}
      </section>

      <section aria-labelledby="referral-count-heading" className="mt-8">
        <h2 id="referral-count-heading" className="text-lg font-semibold text-ink">
          <Trans>Your players</Trans>
        </h2>
        {counts.isError ? (
          <div className="mt-3">
            <LoadFailedAlert
              message={t`We could not load your player counts.`}
              error={counts.error}
              retrying={counts.isFetching}
              onRetry={() => void counts.refetch()}
            />
          </div>
        ) : (
          <div className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard
              headingLevel={3}
              label={t`Referred players`}
              icon={<Users className="size-5" />}
              value={counts.data ? formatCount(counts.data.total) : loadingValue}
            />
            <StatCard
              headingLevel={3}
              label={t`Registered`}
              icon={<UserCheck className="size-5" />}
              value={counts.data ? formatCount(counts.data.registered) : loadingValue}
            />
            <StatCard
              headingLevel={3}
              label={t`Depositing`}
              icon={<Wallet className="size-5" />}
              value={counts.data ? formatCount(counts.data.depositing) : loadingValue}
            />
            <StatCard
              headingLevel={3}
              label={t`Active this period`}
              icon={<Activity className="size-5" />}
              value={counts.data ? formatCount(counts.data.active_this_period) : loadingValue}
            />
          </div>
        )}
      </section>

      {noPlayers ? (
        <Card className="mt-8">
          <NoResult title={t`No players yet`}>
            <p>
              <Trans>
                Once players sign up through your referral link, their turnover, deposits and commission show
                up here. Share your referral link in{' '}
                <Link to={routes.affiliateTools.path} className="font-medium text-info-ink underline">
                  Affiliate Tools
                </Link>{' '}
                to get started.
              </Trans>
            </p>
          </NoResult>
        </Card>
      ) : (
        memberId !== undefined && <PerformancePanel currency={currency} />
      )}
    </>
  );
}
