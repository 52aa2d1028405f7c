import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { readApiFailure } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { SignedOutShell } from '../../../components/signed-out-shell';
import { consoleRoutes } from '../../../config/console-routes';
import { roleNames } from '../../../lib/operator-roles';
import { useOpenedInvitation } from '../api/open-invitation';
import { invitationTokenFrom } from '../lib/invitation-link';
import { AcceptInvitationForm } from './accept-invitation-form';

/** What to do with a link that does not work: only an admin can send a new one. */
function UnusableLink({ incomplete }: { incomplete: boolean }) {
  return (
    <SignedOutShell
      title={incomplete ? 'This invitation link is not complete' : 'This invitation link no longer works'}
    >
      <Alert>
        {incomplete
          ? 'The address is missing part of the invitation. Open the link from the invitation again, or copy all of it into the address bar.'
          : 'It has been used already, it has expired (a link works for 72 hours), or a newer invitation has replaced it.'}
      </Alert>
      <p className="mt-5 text-sm text-ink">
        Ask an admin of the operator console to send you a new invitation.
      </p>
      {!incomplete && (
        <p className="mt-3 text-sm text-muted">
          Already accepted it?{' '}
          <Link
            to={consoleRoutes.signIn.path}
            className="rounded font-medium text-info-ink underline underline-offset-4 hover:no-underline"
          >
            Sign in to the console
          </Link>
          .
        </p>
      )}
    </SignedOutShell>
  );
}

/**
 * An invitation to the console, opened from its link: who it is for, then the password and authenticator
 * to accept it with. A link that is cut short, used, expired or unknown says so, and what to do.
 */
export function InvitationScreen() {
  const navigate = useNavigate();
  const [token] = useState(() => invitationTokenFrom(window.location.hash));
  const [gone, setGone] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const query = useOpenedInvitation(token, accepted);

  if (token === null) return <UnusableLink incomplete />;
  if (accepted) {
    return (
      <SignedOutShell title="Welcome to the operator console">
        <p role="status" className="flex items-center gap-3 text-sm text-muted">
          <Spinner />
          Signing you in…
        </p>
      </SignedOutShell>
    );
  }
  if (gone || readApiFailure(query.error).status === 404) return <UnusableLink incomplete={false} />;

  const invitation = query.data;
  return (
    <SignedOutShell
      wide
      title={invitation?.purpose === 'reset' ? 'Set up your sign-in again' : 'Join the operator console'}
      description={
        invitation?.purpose === 'reset' ? (
          <p>
            An administrator reset the sign-in of{' '}
            <strong className="font-semibold break-all text-ink">{invitation.email}</strong>: choose a new
            password and add the new key to your authenticator app (the old one no longer works). This link
            works until {formatDateTime(invitation.expiresAt)}.
          </p>
        ) : invitation ? (
          <p>
            You are invited as{' '}
            <strong className="font-semibold text-ink">{roleNames[invitation.role]}</strong> with the address{' '}
            <strong className="font-semibold break-all text-ink">{invitation.email}</strong>. This invitation
            works until {formatDateTime(invitation.expiresAt)}.
          </p>
        ) : (
          <p>Accept the invitation to sign in for the first time.</p>
        )
      }
    >
      {query.isPending && (
        <Card>
          <p role="status" className="sr-only">
            Opening your invitation…
          </p>
          <Skeleton className="h-6 w-48" />
          <Skeleton className="mt-4 h-11 w-full" />
          <Skeleton className="mt-4 h-11 w-full" />
          <Skeleton className="mt-6 h-40 w-40" />
        </Card>
      )}
      {query.isError && (
        <LoadFailedAlert
          message="We could not load your invitation."
          error={query.error}
          retrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      )}
      {invitation && (
        <Card>
          <AcceptInvitationForm
            token={token}
            invitation={invitation}
            onAccepted={() => {
              setAccepted(true);
              void navigate(consoleRoutes.home.path, { replace: true });
            }}
            onGone={() => setGone(true)}
          />
        </Card>
      )}
    </SignedOutShell>
  );
}
