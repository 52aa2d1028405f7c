import { Link, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { routes } from '@/config/routes';
import { Alert } from '@/components/ui/alert';
import { signedOutNotice } from '@/lib/signed-out';
import { AuthShell } from './auth-shell';
import { LoginForm } from './login-form';

export function LoginScreen() {
  // Why the portal signed the affiliate out (a suspension while the tab was open), if it did.
  const { search } = useLocation();
  const notice = signedOutNotice(search);
  const { t } = useLingui();
  // An invite link's code, should the visitor have come here with it, goes on to the application.
  const referral = new URLSearchParams(search).get('ref');
  return (
    <AuthShell title={t`Sign in`} description={t`Welcome back. Sign in to your partner account.`}>
      {notice && (
        <Alert tone="info" className="mb-5">
          {notice}
        </Alert>
      )}
      <LoginForm />
      <p className="mt-8 text-center text-sm text-muted">
        <Trans>New to the program?</Trans>{' '}
        <Link
          to={{
            pathname: routes.register.path,
            search: referral ? `?${new URLSearchParams({ ref: referral }).toString()}` : '',
          }}
          className="rounded font-medium text-info-ink underline-offset-4 hover:underline"
        >
          <Trans>Apply to join</Trans>
        </Link>
      </p>
    </AuthShell>
  );
}
