import { useEffect, useRef, useState, type ChangeEvent, type FocusEvent, type FormEvent } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useNavigate } from 'react-router';
import { routes } from '@/config/routes';
import { signInDestination } from '@/lib/navigation-guard';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { useAuthStore } from '@/lib/auth-store';
import { useButtonPress } from '@/lib/button-press';
import type { LoginFormValues } from '../api/login';
import type { LoginCodeKind } from '../lib/login-code-kind';
import type { LoginFieldErrors } from '../lib/login-submission';
import { LoginCodeStep } from './login-code-step';

// The rules and the sign-in call (schemas, HTTP client) load on the first focus in the form, while the
// visitor types, rather than with the first screen; validating or submitting waits for them if needed.
const loadSubmission = () => import('../lib/login-submission');
const preloadSubmission = () => void loadSubmission().catch(() => undefined);

type Field = keyof LoginFormValues;
const fieldOrder: readonly Field[] = ['username', 'password', 'otp'];
const isField = (name: string): name is Field => (fieldOrder as readonly string[]).includes(name);

/**
 * Sign in with username (or email) and password; once two-factor authentication is on, the server
 * answers 20104 and a second step asks for a code from the authenticator app (or a recovery code), the
 * username and password kept in this component's memory only, to be sent again with it. Server errors
 * appear in an alert, a refused code (20106) on the code field. A small controlled form rather than the
 * form library (about 12 kB gzip on the first screen), with the same rule as the other forms
 * (lib/form-validation-modes.ts): a field is validated when it loses focus (a text field's change event
 * comes with it), never on each keystroke, and every field on submit; an error stays until the field is
 * validated again.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { t } = useLingui();
  const status = useAuthStore((state) => state.status);
  const [serverError, setServerError] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [codeKind, setCodeKind] = useState<LoginCodeKind>('app');
  const [values, setValues] = useState<LoginFormValues>({ username: '', password: '', otp: '' });
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  // The latest values (kept in step by onChange), for a validation that resolves after the visitor typed on.
  const latest = useRef(values);
  const formRef = useRef<HTMLFormElement>(null);
  const buttonPress = useButtonPress();
  const focusField = (field: Field) => {
    const input = formRef.current?.elements.namedItem(field);
    if (input instanceof HTMLInputElement) input.focus();
  };
  // "Back" puts the visitor in the password field, once it is on screen again.
  const focusAfterStep = useRef<Field | null>(null);
  useEffect(() => {
    const field = focusAfterStep.current;
    focusAfterStep.current = null;
    if (field) focusField(field);
  }, [step]);

  const setFieldError = (field: Field, message: string | undefined) =>
    setErrors((current) => {
      const next = { ...current };
      if (message === undefined) delete next[field];
      else next[field] = message;
      return next;
    });

  // What the sign-in call's 422 handling writes to (lib/form-errors.ts), as the form library's setError.
  const setError: UseFormSetError<LoginFormValues> = (name, error, options) => {
    if (!isField(name)) return;
    setFieldError(name, error.message ?? '');
    if (options?.shouldFocus) focusField(name);
  };

  const setOtp = (otp: string) => {
    latest.current = { ...latest.current, otp };
    setValues(latest.current);
  };

  const validateField = async (field: Field) => {
    const submission = await loadSubmission();
    const message =
      field === 'otp'
        ? submission.validateLoginCode(latest.current.otp, codeKind)
        : submission.validateLogin(latest.current)[field];
    setFieldError(field, message);
  };

  const showCodeStep = (kind: LoginCodeKind) => {
    setOtp('');
    setErrors({});
    setCodeKind(kind);
    setStep('code');
  };

  const backToPassword = () => {
    setOtp('');
    setErrors({});
    setServerError('');
    focusAfterStep.current = 'password';
    setStep('password');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submission = await loadSubmission();
    const { username, password, otp } = latest.current;
    const codeError = step === 'code' ? submission.validateLoginCode(otp, codeKind) : undefined;
    const found: LoginFieldErrors =
      step === 'password'
        ? submission.validateLogin({ username, password })
        : codeError === undefined
          ? {}
          : { otp: codeError };
    setErrors(found);
    const firstInvalid = fieldOrder.find((field) => found[field] !== undefined);
    if (firstInvalid) {
      focusField(firstInvalid);
      return;
    }
    setServerError('');
    const outcome = await submission.submitLogin(
      step === 'password' ? { username, password } : { username, password, otp },
      setError,
    );
    if (outcome.signedIn) {
      // Where the guard was keeping the affiliate from (a protected route of this portal only), else home.
      await navigate(signInDestination(window.location.search, window.location.origin), { replace: true });
      return;
    }
    if (outcome.needsCode && step === 'password') {
      showCodeStep('app');
      // An account over its limit: the answer says why a code is asked for.
      if (outcome.message !== null) setServerError(outcome.message);
      return;
    }
    if (outcome.message !== null) setServerError(outcome.message);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, value } = event.target;
    if (!isField(name)) return;
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
  };
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const { name } = event.target;
    if (isField(name) && !buttonPress.isPressingButton()) void validateField(name).catch(() => undefined);
  };
  const field = { onChange, onBlur };

  return (
    <form
      ref={formRef}
      noValidate
      onFocus={preloadSubmission}
      onSubmit={(event) => void submit(event)}
      {...buttonPress.formProps}
      className="flex flex-col gap-5"
    >
      {serverError && <Alert>{serverError}</Alert>}
      {step === 'password' ? (
        <>
          <FormField
            label={t`Username`}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            name="username"
            value={values.username}
            error={errors.username}
            {...field}
          />
          <FormField
            label={t`Password`}
            type="password"
            autoComplete="current-password"
            name="password"
            value={values.password}
            error={errors.password}
            {...field}
          />
          <div className="flex justify-end">
            <Link
              to={{ pathname: routes.forgotPassword.path, search }}
              className="rounded text-sm font-medium text-info-ink underline-offset-4 hover:underline"
            >
              <Trans>Forgot password?</Trans>
            </Link>
          </div>
        </>
      ) : (
        <LoginCodeStep
          username={values.username}
          kind={codeKind}
          value={values.otp ?? ''}
          error={errors.otp}
          onSwitchKind={() => showCodeStep(codeKind === 'app' ? 'recovery' : 'app')}
          {...field}
        />
      )}
      <Button type="submit" size="lg" fullWidth loading={status === 'loading'}>
        <Trans>Sign in</Trans>
      </Button>
      {step === 'code' && (
        <Button variant="secondary" size="lg" fullWidth onClick={backToPassword}>
          <Trans>Back</Trans>
        </Button>
      )}
    </form>
  );
}
