import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { SuccessDialog } from '@/components/ui/success-dialog';
import { putServerErrors } from '@/lib/form-errors';
import { specMessages } from '@/lib/i18n/spec-messages';
import { formValidationModes } from '@/lib/validation';
import {
  changePasswordFormSchema,
  useChangePassword,
  type ChangePasswordFormValues,
} from '../api/change-password';

const emptyForm: ChangePasswordFormValues = { current_password: '', password: '', password_confirmation: '' };

/**
 * Change password. Success is told in a dialog; a refusal is shown where it applies (the wrong current
 * password on its field), anything else above the button.
 */
export function ChangePasswordForm() {
  const { t, i18n } = useLingui();
  const mutation = useChangePassword();
  const [succeeded, setSucceeded] = useState(false);
  const form = useForm<ChangePasswordFormValues>({
    resolver: formResolver(changePasswordFormSchema),
    defaultValues: emptyForm,
    ...formValidationModes,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      form.reset(emptyForm);
      setSucceeded(true);
    } catch (reason) {
      putServerErrors(reason, form.setError, ['current_password', 'password', 'password_confirmation']);
    }
  });

  return (
    <Card className="max-w-xl">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <FormField
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          reserveMessageLine
          error={errors.current_password?.message}
          {...form.register('current_password')}
        />
        <FormField
          label={t`New password`}
          type="password"
          autoComplete="new-password"
          hint={t`At least 12 characters. Avoid common passwords.`}
          reserveMessageLine
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormField
          label={t`Confirm new password`}
          type="password"
          autoComplete="new-password"
          reserveMessageLine
          error={errors.password_confirmation?.message}
          {...form.register('password_confirmation')}
        />
        {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
        <div>
          <Button type="submit" loading={mutation.isPending}>
            <Trans>Update password</Trans>
          </Button>
        </div>
      </form>
      <SuccessDialog
        open={succeeded}
        title={t`Password updated`}
        message={i18n._(specMessages.passwordUpdated)}
        onClose={() => setSucceeded(false)}
      />
    </Card>
  );
}
