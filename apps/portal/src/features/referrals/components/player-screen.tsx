import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { playerMonthsParams, type PlayerMonthsResponse } from '@affiliate/contract/endpoints/referrals';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { NoResult } from '@/components/ui/no-result';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { StatCard } from '@/components/ui/stat-card';
import { routes } from '@/config/routes';
import { readApiFailure } from '@/lib/api-error';
import { useSessionMemberId } from '@/lib/auth-store';
import { playerMonthsQueryOptions } from '../api/get-player-months';
import { formatTotals, toPlayerMonthRow } from '../lib/player-month-row';
import { memberIdTitle } from '../lib/player-names';
import { toReferredPlayerRow } from '../lib/player-row';
import { PlayerChangesSection } from './player-changes-section';
import { PlayerCpaCard } from './player-cpa-card';
import { PlayerMonthsList } from './player-months-list';

/** Back to the list, with the filters it had when the player was opened from it. */
function BackToReferrals() {
  const from = (useLocation().state as { listSearch?: unknown } | null)?.listSearch;
  const search = typeof from === 'string' && from.startsWith('?') ? from : '';
  return (
    <Link
      to={`${routes.referrals.path}${search}`}
      className="mb-3 inline-flex items-center gap-1 rounded text-sm font-medium text-info-ink underline-offset-2 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>Referrals</Trans>
    </Link>
  );
}

/** One referred player (the page a row of Referrals opens): who they are and, month by month, what they earned you. */
export function PlayerScreen() {
  const { t: translate } = useLingui();
  const params = playerMonthsParams.pick({ playerId: true }).safeParse(useParams());
  if (!params.success) {
    return (
      <>
        <BackToReferrals />
        <PageHeader title={translate`Player`} />
        <Alert tone="info">
          <Trans>This address names no player. Open a player from your referrals.</Trans>
        </Alert>
      </>
    );
  }
  return <PlayerView playerId={params.data.playerId} />;
}

function PlayerView({ playerId }: { playerId: number }) {
  const memberId = useSessionMemberId();
  const { t: translate } = useLingui();
  const query = useQuery({ ...playerMonthsQueryOptions(playerId), enabled: memberId !== undefined });
  const title = memberIdTitle(playerId);

  if (!query.data) {
    const missing = query.isError && readApiFailure(query.error).status === 404;
    return (
      <>
        <BackToReferrals />
        <PageHeader title={title} />
        {missing && (
          <Card>
            <NoResult title={translate`Player not found`}>
              <Trans>
                None of your referred players has this Member ID. Open a player from your referrals.
              </Trans>
            </NoResult>
          </Card>
        )}
        {/* A player moved away or removed is no longer the affiliate's: its changes still say why. */}
        {missing && <PlayerChangesSection playerId={playerId} onlyWithEntries />}
        {query.isError && !missing && (
          <LoadFailedAlert
            message={translate`We could not load this player.`}
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        )}
        {!query.isError && (
          <Card>
            <p role="status" className="sr-only">
              <Trans>Loading the player…</Trans>
            </p>
            <Skeleton className="h-40 w-full" />
          </Card>
        )}
      </>
    );
  }
  return <PlayerDetails playerId={playerId} title={title} answer={query.data} />;
}

function PlayerDetails({
  playerId,
  title,
  answer,
}: {
  playerId: number;
  title: string;
  answer: PlayerMonthsResponse;
}) {
  const { t: translate } = useLingui();
  const { currency, definitions } = answer.meta;
  // Made at each render (one player, a few months): they hold words, in the language on screen.
  const player = toReferredPlayerRow(answer.data.player, currency);
  const months = answer.data.months.map((month) => toPlayerMonthRow(month, currency));
  const totals = formatTotals(answer.data.totals, currency);
  const facts: Array<[string, string]> = [
    [translate`Date joined`, player.dateJoined],
    [translate`Date registered`, player.dateRegistered],
    [translate`Category`, player.categoryLabel],
    [translate`Brand`, player.brandLabel],
    [translate`Country`, player.country],
    [translate`First deposit`, firstDepositText(player.firstDeposit)],
  ];

  return (
    <>
      <BackToReferrals />
      <PageHeader
        title={title}
        description={translate`What this player deposited and played month by month, and what they earned you: revenue share on their NGR and CPA.`}
      />
      <Card className="mb-5">
        <h2 className="text-base font-semibold text-ink">
          <Trans>Player</Trans>
        </h2>
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-3 text-sm min-[420px]:grid-cols-2 lg:grid-cols-5">
          {facts.map(([term, value]) => (
            <div key={term} className="min-w-0">
              <dt className="text-muted">{term}</dt>
              <dd className="mt-0.5 break-words font-medium text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>

      {/* A deal that pays no CPA has nothing to say here: the CPA total below stays at zero. */}
      {answer.data.cpa && <PlayerCpaCard cpa={answer.data.cpa} currency={currency} />}

      <div className="mb-5 grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label={translate`Earned in total`}
          value={totals.earned}
          hint={translate`Revenue share plus CPA, the months below`}
        />
        <StatCard label={translate`Revenue share`} value={totals.revenue_share} />
        <StatCard label={translate`CPA`} value={totals.cpa} />
        <StatCard label={translate`NGR`} value={totals.ngr} />
      </div>

      <section aria-labelledby="player-months">
        <h2 id="player-months" className="mb-3 text-lg font-semibold text-ink">
          <Trans>Month by month</Trans>
        </h2>
        {months.length === 0 ? (
          <Card>
            <NoResult title={translate`No activity yet`}>
              <Trans>
                This player has no deposits, bets or CPA so far. Their months appear here once the brand
                reports their activity.
              </Trans>
            </NoResult>
          </Card>
        ) : (
          <PlayerMonthsList rows={months} totals={totals} />
        )}
        <details className="mt-4 rounded-xl border border-line bg-surface p-4 text-sm">
          <summary className="cursor-pointer rounded font-medium text-info-ink">
            <Trans>How are these figures calculated?</Trans>
          </summary>
          <dl className="mt-3 space-y-2">
            {(['ngr', 'revenue_share', 'cpa', 'earned'] as const).map((key) =>
              definitions[key] ? (
                <div key={key}>
                  <dt className="font-semibold text-ink">{definitionTerm(key)}</dt>
                  <dd className="text-muted">{definitions[key]}</dd>
                </div>
              ) : null,
            )}
          </dl>
        </details>
      </section>
      <PlayerChangesSection playerId={playerId} />
    </>
  );
}

function definitionTerm(key: 'ngr' | 'revenue_share' | 'cpa' | 'earned'): string {
  if (key === 'ngr') return t`NGR`;
  if (key === 'revenue_share') return t`Revenue share`;
  return key === 'cpa' ? t`CPA` : t`Earned`;
}

/** "€50.00 on 03/05/2026", or a dash before any deposit. */
function firstDepositText(deposit: { amount: string; date: string } | null): string {
  if (!deposit) return '—';
  const { amount, date } = deposit;
  return t`${amount} on ${date}`;
}
