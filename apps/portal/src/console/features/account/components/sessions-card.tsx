import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SkeletonTableRows } from '@/components/ui/list-skeleton';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { RelativeTime } from '@/components/ui/relative-time';
import { readApiFailure } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { useEndOwnSession, useOwnSessions } from '../api/own-sessions';

/**
 * Where the operator is signed in to the console: each browser with when it signed in and was last
 * used, and a way to end any other one (a colleague's desk, a lost laptop). This browser signs out with
 * the Sign out button.
 */
export function SessionsCard() {
  const sessions = useOwnSessions();
  const endSession = useEndOwnSession();
  const headingId = useId();

  return (
    <Card className="max-w-xl">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        Where you are signed in
      </h2>
      <p className="mt-1 mb-3 text-sm text-muted">
        A sign-in lasts a working day. End any you do not recognise; it is refused at once.
      </p>
      {endSession.isError && <Alert className="mb-3">{readApiFailure(endSession.error).message}</Alert>}
      {sessions.isError ? (
        <LoadFailedAlert
          message="We could not load your sessions."
          error={sessions.error}
          retrying={sessions.isFetching}
          onRetry={() => void sessions.refetch()}
        />
      ) : !sessions.data ? (
        <table className="w-full" aria-busy="true" aria-label="Loading your sessions">
          <tbody>
            <SkeletonTableRows count={2} columns={2} />
          </tbody>
        </table>
      ) : (
        <ul aria-labelledby={headingId} className="divide-y divide-line">
          {sessions.data.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {session.device}
                  {session.current && (
                    <span className="ml-2 rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success-ink">
                      This browser
                    </span>
                  )}
                </p>
                <p className="text-xs text-muted">
                  Signed in {formatDateTime(session.created_at)}
                  {session.ip && ` from ${session.ip}`} · last used{' '}
                  <RelativeTime value={session.last_seen_at} />
                </p>
              </div>
              {!session.current && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`End the session on ${session.device}, signed in ${formatDateTime(session.created_at)}`}
                  loading={endSession.isPending && endSession.variables === session.id}
                  onClick={() => endSession.mutate(session.id)}
                >
                  End
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
