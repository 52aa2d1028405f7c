import { Alert } from '@/components/ui/alert';
import { SignedOutShell } from '../../components/signed-out-shell';
import { SignInForm } from '../../features/sign-in/components/sign-in-form';
import { useOperatorSession } from '../../lib/operator-session-store';

export function Component() {
  const expired = useOperatorSession((state) => state.expired);
  return (
    <SignedOutShell
      title="Sign in to the console"
      description={
        <p>
          For the people who run the affiliate program. Affiliates sign in on the{' '}
          <a
            href="/auth/login"
            className="rounded font-medium text-info-ink underline underline-offset-4 hover:no-underline"
          >
            partner portal
          </a>
          .
        </p>
      }
    >
      {expired && (
        <Alert tone="info" className="mb-5">
          Your session has ended. Sign in again to continue where you were.
        </Alert>
      )}
      <SignInForm />
    </SignedOutShell>
  );
}
