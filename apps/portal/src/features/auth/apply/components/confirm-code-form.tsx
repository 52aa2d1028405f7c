import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { email, sixDigitCode } from '@affiliate/contract/common/primitives';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { readApiFailure } from '@/lib/api-error';
import { putServerErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { formValidationModes, requiredString } from '@/lib/validation';
import { confirmApplication, type ConfirmAnswer } from '../api/applications';

const codeFormSchema = z.object({
  email: requiredString(msg`Email`, email),
  code: requiredString(msg`Code`, sixDigitCode),
});
type CodeFormValues = z.infer<typeof codeFormSchema>;

/** The code field's id: the "Check your email" step puts the focus there. */
export const CONFIRM_CODE_FIELD_ID = 'apply-confirm-code';

/**
 * The emailed 6-digit code that confirms an application's address. The address is the one just applied
 * with (`email`), or typed in beside the code when the mailed link did not work. A wrong or expired code
 * (422) is told at the code field; anything else (429, no connection) in an alert.
 */
export function ConfirmCodeForm({
  email: knownEmail,
  onConfirmed,
}: {
  /** The address the code went to; without it, the form asks for it. */
  email?: string;
  onConfirmed: (answer: ConfirmAnswer) => void;
}) {
  const { t } = useLingui();
  const [alert, setAlert] = useState('');
  const form = useForm<CodeFormValues>({
    resolver: formResolver(codeFormSchema),
    defaultValues: { email: knownEmail ?? '', code: '' },
    ...formValidationModes,
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setAlert('');
    try {
      onConfirmed(await confirmApplication({ email: values.email.trim(), code: values.code.trim() }));
    } catch (reason) {
      const fields = knownEmail === undefined ? (['email', 'code'] as const) : (['code'] as const);
      const { formMessage } = putServerErrors(reason, form.setError, fields, { formMessage: 'returned' });
      // A 422 without field errors is about the code: the only thing typed in.
      if (formMessage && readApiFailure(reason).status === 422)
        form.setError('code', { type: 'server', message: formMessage }, { shouldFocus: true });
      else if (formMessage) setAlert(formMessage);
    }
  });

  return (
    <form
      noValidate
      aria-label={t`Confirm your email`}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-5"
    >
      {knownEmail === undefined && (
        <FormField
          label={t`Email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          error={errors.email?.message}
          {...form.register('email')}
        />
      )}
      <FormField
        id={CONFIRM_CODE_FIELD_ID}
        label={t`Code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errors.code?.message}
        {...form.register('code')}
      />
      {alert && <Alert>{alert}</Alert>}
      <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
        <Trans>Confirm my email</Trans>
      </Button>
    </form>
  );
}
