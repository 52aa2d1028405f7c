import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate } from 'react-router';
import { operatorSignIn, operatorSignInRequest } from '@affiliate/contract/endpoints/operator-accounts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { formValidationModes } from '@/lib/form-validation-modes';
import { returnPath } from '../../../config/console-routes';
import { callConsole } from '../../../lib/console-api';
import { startOperatorSession } from '../../../lib/operator-session';
import { putSignInFailure } from '../../../lib/sign-in-failure';

interface SignInValues {
  email: string;
  password: string;
  code: string;
}

const empty: SignInValues = { email: '', password: '', code: '' };

/**
 * Email, password and the authenticator's current code, all three at once: the console has no
 * signed-in state without the second factor. Signing in continues where the operator was sent from.
 */
export function SignInForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const form = useForm<SignInValues>({
    resolver: zodResolver(operatorSignInRequest),
    defaultValues: empty,
    ...formValidationModes,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { data } = await callConsole(operatorSignIn, { body: values });
      startOperatorSession(data);
      await navigate(returnPath(search), { replace: true });
    } catch (reason) {
      form.setValue('code', '');
      putSignInFailure(reason, form.setError, ['email', 'password', 'code']);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
      <FormField
        label="Email"
        type="email"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={254}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        maxLength={128}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormField
        label="Authenticator code"
        hint="The 6-digit code your authenticator app shows for this console."
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" size="lg" fullWidth loading={isSubmitting} className="mt-2">
        Sign in
      </Button>
    </form>
  );
}
