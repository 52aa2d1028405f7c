import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Monitor } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const sessionCount = (count: number) => t`${plural(count, { one: '# session', other: '# sessions' })}`;
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
      const device = group.device;
      if (group.current)
        setNotice(
          t`${plural(revoked, {
            one: `# other session on ${device} is logged out.`,
            other: `# other sessions on ${device} are logged out.`,
          })}`,
        );
      else
        setNotice(
          t`${plural(revoked, {
            one: `${device} is logged out.`,
            other: `${device}: # sessions are logged out.`,
          })}`,
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
        t`${plural(revoked, {
          one: '# other session is logged out.',
          other: '# other sessions are logged out.',
        })}`,
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
              <Trans>Signed-in sessions</Trans>
            </h2>
            <p className="mt-1 text-sm text-muted">
              <Trans>Where your account is signed in now. Log out any device you do not recognise.</Trans>
            </p>
          </div>
          <Button
            variant="secondary"
            disabled={others === 0}
            loading={revokeOthers.isPending}
            onClick={() => void logOutOthers()}
          >
            <Trans>Log out all other sessions</Trans>
          </Button>
        </div>
        {notice && <Alert tone="success">{notice}</Alert>}
        {sessions.isPending && <Skeleton className="h-16" />}
        {sessions.isError && (
          <LoadFailedAlert
            message={t`We could not load your sessions.`}
            error={sessions.error}
            onRetry={() => void sessions.refetch()}
            retrying={sessions.isFetching}
          />
        )}
        {groups && (
          <ul className="flex flex-col divide-y divide-line" aria-label={t`Signed-in sessions`}>
            {groups.map((group) => {
              const latest = group.sessions[0]!;
              const many = group.sessions.length > 1;
              const device = group.device;
              const where = latest.ip ?? t`Address unknown`;
              const otherCount = group.others.length;
              const detail = many ? sessionCount(group.sessions.length) : (latest.ip ?? t`address unknown`);
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
                            <Trans>This device</Trans>
                          </span>
                        )}
                      </p>
                      <p className="text-sm text-muted">
                        {many ? (
                          <Trans>
                            Latest from {where} · Last active <RelativeTime value={group.lastSeenAt} />
                          </Trans>
                        ) : (
                          <Trans>
                            {where} · Last active <RelativeTime value={group.lastSeenAt} />
                          </Trans>
                        )}
                      </p>
                    </div>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {group.current && group.others.length > 0 && (
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={t`${plural(otherCount, {
                          one: `Log out the other # session on ${device}`,
                          other: `Log out the other # sessions on ${device}`,
                        })}`}
                        loading={pendingDevice === group.device}
                        onClick={() => void logOutGroup(group)}
                      >
                        <Trans>Log out the other {otherCount}</Trans>
                      </Button>
                    )}
                    {group.current ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t`Log out this device`}
                        loading={revoke.isPending}
                        onClick={() => void logOutThisDevice(group.current!.id)}
                      >
                        <Trans>Log out</Trans>
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="danger"
                        aria-label={t`Log out ${device} (${detail})`}
                        loading={pendingDevice === group.device}
                        onClick={() => void logOutGroup(group)}
                      >
                        <Trans>Log out</Trans>
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
