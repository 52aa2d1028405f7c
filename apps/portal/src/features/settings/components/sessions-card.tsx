import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Monitor } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { Alert } from '@/components/ui/alert';
import { routes } from '@/config/routes';
import { firstErrorMessage } from '@/lib/api-error';
import { logout } from '@/lib/logout';
import { useSessions } from '../api/get-sessions';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession } from '../api/revoke-session';
import { useRevokeSessions } from '../api/revoke-sessions';
import { groupSessions, type SessionGroup } from '../lib/session-groups';

const sessionCount = (count: number) => (count === 1 ? '1 session' : `${count} sessions`);

/**
 * The signed-in sessions, one row per device ("Chrome on Linux · 31 sessions"): where from (partly
 * hidden by the server), last active. Logging out a device ends its sessions at once; logging out this
 * device is the same as 'Log out' in the user menu.
 */
export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeGroup = useRevokeSessions();
  const revokeOthers = useRevokeOtherSessions();
  const navigate = useNavigate();
  const [errorMessage, setErrorMessage] = useState('');
  const [notice, setNotice] = useState('');
  const [pendingDevice, setPendingDevice] = useState('');

  const logOutThisDevice = async (sessionId: string) => {
    setNotice('');
    try {
      await revoke.mutateAsync(sessionId);
      await logout();
      await navigate(routes.authLogin.path, { replace: true });
    } catch (reason) {
      setErrorMessage(firstErrorMessage(reason));
    }
  };

  const logOutGroup = async (group: SessionGroup) => {
    setNotice('');
    setPendingDevice(group.device);
    try {
      const { revoked } = await revokeGroup.mutateAsync(group.others.map((session) => session.id));
      if (group.current)
        setNotice(
          revoked === 1
            ? `1 other session on ${group.device} is logged out.`
            : `${revoked} other sessions on ${group.device} are logged out.`,
        );
      else
        setNotice(
          revoked === 1
            ? `${group.device} is logged out.`
            : `${group.device}: ${revoked} sessions are logged out.`,
        );
    } catch (reason) {
      setErrorMessage(firstErrorMessage(reason));
    } finally {
      setPendingDevice('');
    }
  };

  const logOutOthers = async () => {
    setNotice('');
    try {
      const { revoked } = await revokeOthers.mutateAsync();
      setNotice(
        revoked === 1 ? '1 other session is logged out.' : `${revoked} other sessions are logged out.`,
      );
    } catch (reason) {
      setErrorMessage(firstErrorMessage(reason));
    }
  };

  const groups = sessions.data ? groupSessions(sessions.data) : null;
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <Card>
      <section aria-labelledby="sessions-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="sessions-heading" className="text-lg font-semibold text-ink">
              Signed-in sessions
            </h2>
            <p className="mt-1 text-sm text-muted">
              Where your account is signed in now. Log out any device you do not recognise.
            </p>
          </div>
          <Button
            variant="secondary"
            disabled={others === 0}
            loading={revokeOthers.isPending}
            onClick={() => void logOutOthers()}
          >
            Log out all other sessions
          </Button>
        </div>
        {notice && <Alert tone="success">{notice}</Alert>}
        {sessions.isPending && <Skeleton className="h-16" />}
        {sessions.isError && (
          <LoadFailedAlert
            what="your sessions"
            error={sessions.error}
            onRetry={() => void sessions.refetch()}
            retrying={sessions.isFetching}
          />
        )}
        {groups && (
          <ul className="flex flex-col divide-y divide-line" aria-label="Signed-in sessions">
            {groups.map((group) => {
              const latest = group.sessions[0]!;
              const many = group.sessions.length > 1;
              return (
                <li key={group.device} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="flex min-w-0 items-start gap-3">
                    <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium text-ink">
                        <span>
                          {group.device}
                          {many && (
                            <span className="font-normal text-muted">
                              {' '}
                              · {sessionCount(group.sessions.length)}
                            </span>
                          )}
                        </span>
                        {group.current && (
                          <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success-ink">
                            This device
                          </span>
                        )}
                      </p>
                      <p className="text-sm text-muted">
                        {many ? 'Latest from ' : ''}
                        {latest.ip ?? 'Address unknown'} · Last active{' '}
                        <RelativeTime value={group.lastSeenAt} />
                      </p>
                    </div>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {group.current && group.others.length > 0 && (
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={`Log out the other ${sessionCount(group.others.length)} on ${group.device}`}
                        loading={pendingDevice === group.device}
                        onClick={() => void logOutGroup(group)}
                      >
                        Log out the other {group.others.length}
                      </Button>
                    )}
                    {group.current ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label="Log out this device"
                        loading={revoke.isPending}
                        onClick={() => void logOutThisDevice(group.current!.id)}
                      >
                        Log out
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={`Log out ${group.device} (${many ? sessionCount(group.sessions.length) : (latest.ip ?? 'address unknown')})`}
                        loading={pendingDevice === group.device}
                        onClick={() => void logOutGroup(group)}
                      >
                        Log out
                      </Button>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <ErrorDialog open={errorMessage !== ''} message={errorMessage} onClose={() => setErrorMessage('')} />
    </Card>
  );
}
