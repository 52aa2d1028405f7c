import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { routes } from '@/config/routes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useAuthStore } from '@/lib/auth-store';
import { formValidationModes } from '@/lib/form-validation-modes';
import type { LoginFormValues } from '../api/login';

// The rules and the sign-in call (schemas, HTTP client) load on the first focus in the form, while the
// visitor types, rather than with the first screen; validating or submitting waits for them if needed.
const loadSubmission = () => import('../lib/login-submission');
const preloadSubmission = () => void loadSubmission().catch(() => undefined);
const resolver: Resolver<LoginFormValues> = async (values, context, options) => (await loadSubmission()).loginFormResolver(values, context, options);

/** Sign in with username (or email) and password; server errors appear in an alert. */
export function LoginForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const status = useAuthStore((state) => state.status);
  const [serverError, setServerError] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<LoginFormValues>({
    resolver,
    defaultValues: { username: '', password: '', otp: '' },
    ...formValidationModes,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setServerError('');
    const outcome = await (await loadSubmission()).submitLogin(values, form.setError);
    if (outcome.signedIn) {
      await navigate(routes.home.path, { replace: true });
      return;
    }
    if (outcome.needsCode) setNeedsCode(true);
    if (outcome.message !== null) setServerError(outcome.message);
  });

  return (
    <form noValidate onFocus={preloadSubmission} onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      {serverError && <Alert>{serverError}</Alert>}
      <FormField label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} error={errors.username?.message} {...form.register('username')} />
      <FormField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
      {needsCode && (
        <FormField
          label="Authentication code"
          inputMode="numeric"
          autoComplete="one-time-code"
          hint="The 6-digit code from your authenticator app, or a recovery code."
          error={errors.otp?.message}
          {...form.register('otp')}
        />
      )}
      <div className="flex justify-end">
        <Link to={{ pathname: routes.forgotPassword.path, search }} className="rounded text-sm font-medium text-info-ink underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </div>
      <Button type="submit" size="lg" fullWidth loading={status === 'loading'}>
        Sign in
      </Button>
    </form>
  );
}
