import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/validation';
import { resetPassword, resetPasswordFormSchema, type ResetPasswordFormValues } from '../api/forgot-password';
import { useForgotPasswordStore } from '../stores/forgot-password-store';

/** The code field's id: the "Code sent" dialog hands the focus to it when it closes. */
export const RESET_CODE_FIELD_ID = 'reset-password-code';

/** Step 2 of forgot password: the emailed code and the new password. */
export function ResetPasswordForm({ onReset }: { onReset: () => void }) {
  const { t } = useLingui();
  const status = useForgotPasswordStore((state) => state.status);
  const email = useForgotPasswordStore((state) => state.email);
  const set = useForgotPasswordStore((state) => state.set);
  const form = useForm<ResetPasswordFormValues>({
    resolver: formResolver(resetPasswordFormSchema),
    defaultValues: { code: '', password: '', password_confirmation: '' },
    ...formValidationModes,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    set({ status: 'loading', message: '' });
    try {
      const answer = await resetPassword(email, values);
      set({ status: 'success', message: answer.message });
      onReset();
    } catch (reason) {
      // The rest is told in the screen's status line, not in the form.
      const { formMessage } = putServerErrors(
        reason,
        form.setError,
        ['code', 'password', 'password_confirmation'],
        { formMessage: 'returned' },
      );
      set({ status: 'error', message: formMessage });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <FormField
        id={RESET_CODE_FIELD_ID}
        label={t`Code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        hint={t`Sent to ${email}.`}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <FormField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        hint={t`At least 12 characters.`}
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormField
        label={t`Confirm new password`}
        type="password"
        autoComplete="new-password"
        error={errors.password_confirmation?.message}
        {...form.register('password_confirmation')}
      />
      <Button type="submit" size="lg" fullWidth loading={status === 'loading'}>
        <Trans>Reset password</Trans>
      </Button>
    </form>
  );
}
