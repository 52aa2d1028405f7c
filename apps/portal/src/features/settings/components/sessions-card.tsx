import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Monitor } from 'lucide-react';
import type { SignedInSession } from '@affiliate/contract/endpoints/account-settings';
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

/**
 * The signed-in sessions: device, where from (partly hidden by the server), last seen. Signing out
 * another session ends it at once; signing out this one is the same as 'Log out'.
 */
export function SessionsCard() {
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const navigate = useNavigate();
  const [errorMessage, setErrorMessage] = useState('');
  const [notice, setNotice] = useState('');

  const signOut = async (session: SignedInSession) => {
    setNotice('');
    try {
      await revoke.mutateAsync(session.id);
      if (session.current) {
        await logout();
        await navigate(routes.authLogin.path, { replace: true });
        return;
      }
      setNotice(`${session.device} is signed out.`);
    } catch (reason) {
      setErrorMessage(firstErrorMessage(reason));
    }
  };

  const signOutOthers = async () => {
    setNotice('');
    try {
      const { revoked } = await revokeOthers.mutateAsync();
      setNotice(revoked === 1 ? '1 other session is signed out.' : `${revoked} other sessions are signed out.`);
    } catch (reason) {
      setErrorMessage(firstErrorMessage(reason));
    }
  };

  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <Card>
      <section aria-labelledby="sessions-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2 id="sessions-heading" className="text-lg font-semibold text-ink">
              Signed-in sessions
            </h2>
            <p className="mt-1 text-sm text-muted">Where your account is signed in now. Sign out any device you do not recognise.</p>
          </div>
          <Button variant="secondary" disabled={others === 0} loading={revokeOthers.isPending} onClick={() => void signOutOthers()}>
            Sign out all other sessions
          </Button>
        </div>
        {notice && <Alert tone="success">{notice}</Alert>}
        {sessions.isPending && <Skeleton className="h-16" />}
        {sessions.isError && <LoadFailedAlert what="your sessions" error={sessions.error} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />}
        {sessions.data && (
          <ul className="flex flex-col divide-y divide-line" aria-label="Signed-in sessions">
            {sessions.data.map((session) => (
              <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="flex min-w-0 items-start gap-3">
                  <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-ink">
                      {session.device}
                      {session.current && <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success-ink">This device</span>}
                    </p>
                    <p className="text-sm text-muted">
                      {session.ip ?? 'Address unknown'} · Last seen <RelativeTime value={session.last_seen_at} />
                    </p>
                  </div>
                </div>
                <Button
                  size="sm"
                  variant={session.current ? 'secondary' : 'danger'}
                  aria-label={session.current ? 'Sign out this session (this device)' : `Sign out ${session.device}${session.ip ? ` (${session.ip})` : ''}`}
                  loading={revoke.isPending && revoke.variables === session.id}
                  onClick={() => void signOut(session)}
                >
                  Sign out
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ErrorDialog open={errorMessage !== ''} message={errorMessage} onClose={() => setErrorMessage('')} />
    </Card>
  );
}
