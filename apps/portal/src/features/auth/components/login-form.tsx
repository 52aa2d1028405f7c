import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorCodes } from '@affiliate/contract/common/errors';
import { routes } from '@/config/routes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { readApiFailure } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/validation';
import { loginFormSchema, signIn, type LoginFormValues } from '../api/login';

/** Sign in with username (or email) and password; server errors appear in an alert. */
export function LoginForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const status = useAuthStore((state) => state.status);
  const [serverError, setServerError] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { username: '', password: '', otp: '' },
    ...formValidationModes,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ username, password, otp }) => {
    setServerError('');
    try {
      await signIn({ username, password, ...(otp ? { otp } : {}) });
      await navigate(routes.home.path, { replace: true });
    } catch (reason) {
      const failure = readApiFailure(reason);
      if (failure.code === errorCodes.secondFactorRequired) setNeedsCode(true);
      if (!applyServerFieldErrors(reason, form.setError, ['username', 'password', 'otp'])) setServerError(failure.message);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
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
