import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CopyX, Trash2, UserRoundCog } from 'lucide-react';
import { roleAdmits } from '@affiliate/contract/common/endpoint';
import {
  movePlayer,
  operatorPlayerParams,
  type OperatorPlayerChange,
} from '@affiliate/contract/endpoints/player-changes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { readApiFailure } from '@/lib/api-error';
import { formatSignedMoney } from '@/lib/money';
import { affiliatePath, consoleRoutes } from '../../../config/console-routes';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { usePlayerChangeHistory } from '../api/players';
import { byWhat, kindNames, utcTime } from '../lib/history-words';
import type { PlayerAction } from '../lib/player-actions';
import { PlayerActionDialog } from './player-action-dialog';
import { PlayerLookupForm } from './player-lookup-form';
import { BackLink } from '../../../components/back-link';

/** Players: find one by its id at the brand (`/players`), or one player's page (`/players/:customerId`). */
export function PlayersScreen() {
  const { customerId } = useParams();
  if (customerId === undefined)
    return (
      <div className="max-w-4xl space-y-5">
        <PageHeader
          title="Players"
          description="A player’s history of changes on every affiliate’s log, and the actions on it: move it to another affiliate, mark it as a duplicate, delete it."
        />
        <Card>
          <PlayerLookupForm />
        </Card>
      </div>
    );
  const params = operatorPlayerParams.safeParse({ customerId });
  if (!params.success)
    return (
      <div className="max-w-4xl space-y-5">
        <BackToPlayers />
        <PageHeader title="Player" />
        <Alert tone="info">This address names no player. Find one by its id at the brand.</Alert>
      </div>
    );
  return <PlayerView key={params.data.customerId} customerId={params.data.customerId} />;
}

function BackToPlayers() {
  return <BackLink to={consoleRoutes.players.path}>Players</BackLink>;
}

function PlayerView({ customerId }: { customerId: number }) {
  const history = usePlayerChangeHistory(customerId);
  const { data: operator } = useSignedInOperator();
  const acts = operator !== undefined && roleAdmits(movePlayer, operator.role);
  const [action, setAction] = useState<PlayerAction | null>(null);
  const missing = history.isError && readApiFailure(history.error).status === 404;

  return (
    <div className="max-w-4xl space-y-5">
      <BackToPlayers />
      <PageHeader
        title={`Player ${customerId}`}
        description="Every change about this player, on the log of each affiliate it concerns, newest first. Times in UTC."
        actions={
          acts &&
          !missing && (
            <>
              <Button variant="secondary" onClick={() => setAction('move')}>
                <UserRoundCog aria-hidden="true" className="size-4" />
                Move to another affiliate
              </Button>
              <Button variant="secondary" onClick={() => setAction('duplicate')}>
                <CopyX aria-hidden="true" className="size-4" />
                Mark as duplicate
              </Button>
              <Button variant="danger" onClick={() => setAction('delete')}>
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </Button>
            </>
          )
        }
      />
      <Card>
        <PlayerLookupForm key={customerId} initial={String(customerId)} />
      </Card>
      <section aria-labelledby="player-history" className="space-y-3">
        <h2 id="player-history" className="text-lg font-semibold text-ink">
          History
        </h2>
        {missing ? (
          <Alert tone="info">No player has this id.</Alert>
        ) : history.isError ? (
          <LoadFailedAlert
            message="We could not load this player’s history."
            error={history.error}
            retrying={history.isFetching}
            onRetry={() => void history.refetch()}
          />
        ) : !history.data ? (
          <Card>
            <p role="status" className="sr-only">
              Loading the player’s history…
            </p>
            <Skeleton className="h-24 w-full" />
          </Card>
        ) : history.data.length === 0 ? (
          <Card>
            <p className="text-sm text-muted">No changes to this player so far.</p>
          </Card>
        ) : (
          <ol aria-label="The player’s changes, newest first" className="flex flex-col gap-3">
            {history.data.map((change) => (
              <HistoryItem key={change.id} change={change} />
            ))}
          </ol>
        )}
      </section>
      {acts && <PlayerActionDialog action={action} customerId={customerId} onClose={() => setAction(null)} />}
    </div>
  );
}

function HistoryItem({ change }: { change: OperatorPlayerChange }) {
  const amount =
    change.amount !== null && change.currency ? formatSignedMoney(change.amount, change.currency) : null;
  const code = typeof change.details.referral_code === 'string' ? change.details.referral_code : null;
  const from = typeof change.details.effective_from === 'string' ? change.details.effective_from : null;
  return (
    <li className="rounded-xl border border-line bg-surface p-4 text-sm shadow-xs">
      <p className="text-xs text-muted">
        <time dateTime={change.happened_at}>{utcTime(change.happened_at)}</time>
      </p>
      <h3 className="mt-1 font-semibold text-ink [overflow-wrap:anywhere]">
        {kindNames[change.kind]}
        {amount && <span className="ml-2 tabular-nums">{amount}</span>}
      </h3>
      <p className="mt-1 text-ink [overflow-wrap:anywhere]">
        On the log of{' '}
        <Link to={affiliatePath(change.member_id)} className="font-medium text-info-ink underline">
          {change.member_username} (#{change.member_id})
        </Link>
        {code && <> · code {code}</>}
        {from && <> · from {from}</>}
      </p>
      <p className="mt-1 text-muted">{byWhat(change)}</p>
      {change.reason && <p className="mt-1 text-ink [overflow-wrap:anywhere]">Reason: {change.reason}</p>}
    </li>
  );
}
