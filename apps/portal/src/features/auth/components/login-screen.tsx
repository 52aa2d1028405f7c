import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Alert } from '@/components/ui/alert';
import { signedOutNotice } from '@/lib/signed-out';
import { AuthShell } from './auth-shell';
import { LoginForm } from './login-form';

export function LoginScreen() {
  // Why the portal signed the affiliate out (a suspension while the tab was open), if it did.
  const notice = signedOutNotice(useLocation().search);
  const { t } = useLingui();
  return (
    <AuthShell title={t`Sign in`} description={t`Welcome back. Sign in to your partner account.`}>
      {notice && (
        <Alert tone="info" className="mb-5">
          {notice}
        </Alert>
      )}
      <LoginForm />
    </AuthShell>
  );
}
