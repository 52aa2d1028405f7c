import { AuthShell } from './auth-shell';
import { LoginForm } from './login-form';

export function LoginScreen() {
  return (
    <AuthShell title="Sign in" description="Welcome back. Sign in to your partner account.">
      <LoginForm />
    </AuthShell>
  );
}
