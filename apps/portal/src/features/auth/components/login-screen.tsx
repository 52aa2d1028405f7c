import { useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { signedOutNotice } from '@/lib/signed-out';
import { AuthShell } from './auth-shell';
import { LoginForm } from './login-form';

export function LoginScreen() {
  // Why the portal signed the affiliate out (a suspension while the tab was open), if it did.
  const notice = signedOutNotice(useLocation().search);
  return (
    <AuthShell title="Sign in" description="Welcome back. Sign in to your partner account.">
      {notice && (
        <Alert tone="info" className="mb-5">
          {notice}
        </Alert>
      )}
      <LoginForm />
    </AuthShell>
  );
}
