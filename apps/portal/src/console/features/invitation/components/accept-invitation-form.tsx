import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { acceptInvitation, type OpenedInvitation } from '@affiliate/contract/endpoints/operator-accounts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { readApiFailure } from '@/lib/api-error';
import { formValidationModes } from '@/lib/form-validation-modes';
import { callConsole } from '../../../lib/console-api';
import { startOperatorSession } from '../../../lib/operator-session';
import { putSignInFailure } from '../../../lib/sign-in-failure';
import { acceptInvitationFormSchema, type AcceptInvitationFormValues } from '../lib/accept-invitation-form';
import { AuthenticatorEnrolment } from './authenticator-enrolment';

const empty: AcceptInvitationFormValues = { password: '', password_confirmation: '', code: '' };

export interface AcceptInvitationFormProps {
  token: string;
  invitation: OpenedInvitation;
  /** Signed in: the console opens. */
  onAccepted: () => void;
  /** The link stopped working meanwhile (used in another tab, expired, replaced). */
  onGone: () => void;
}

/**
 * The invitation's two steps on one page: a password (the portal's rules), then the authenticator,
 * proven by its first code. Accepting signs the operator in.
 */
export function AcceptInvitationForm({ token, invitation, onAccepted, onGone }: AcceptInvitationFormProps) {
  const form = useForm<AcceptInvitationFormValues>({
    resolver: zodResolver(acceptInvitationFormSchema),
    defaultValues: empty,
    ...formValidationModes,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password, code }) => {
    try {
      const { data } = await callConsole(acceptInvitation, { body: { token, password, code } });
      startOperatorSession(data);
      onAccepted();
    } catch (reason) {
      if (readApiFailure(reason).status === 404) {
        onGone();
        return;
      }
      putSignInFailure(reason, form.setError, ['password', 'password_confirmation', 'code']);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-8">
      <section aria-labelledby="choose-password" className="flex flex-col gap-4">
        <h2 id="choose-password" className="text-lg font-semibold text-ink">
          1. Choose your password
        </h2>
        {/* The account's name for password managers, which save the new password under it. */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={invitation.email}
          readOnly
          hidden
        />
        <FormField
          label="New password"
          type="password"
          autoComplete="new-password"
          maxLength={128}
          hint="At least 12 characters. Avoid common passwords."
          reserveMessageLine
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          maxLength={128}
          reserveMessageLine
          error={errors.password_confirmation?.message}
          {...form.register('password_confirmation')}
        />
      </section>
      <section
        aria-labelledby="set-up-authenticator"
        className="flex flex-col gap-4 border-t border-line pt-6"
      >
        <h2 id="set-up-authenticator" className="text-lg font-semibold text-ink">
          2. Set up your authenticator
        </h2>
        <p className="text-sm text-muted">The console asks for a code from this app each time you sign in.</p>
        <AuthenticatorEnrolment invitation={invitation} />
        <FormField
          label="Authenticator code"
          hint="The 6-digit code the app shows now for this console."
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className="max-w-xs"
          reserveMessageLine
          error={errors.code?.message}
          {...form.register('code')}
        />
      </section>
      <div className="flex flex-col gap-4 border-t border-line pt-6">
        {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
        <Button type="submit" size="lg" loading={isSubmitting} className="w-full sm:w-auto sm:self-start">
          Accept and sign in
        </Button>
      </div>
    </form>
  );
}
