import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/validation';
import {
  requestCodeFormSchema,
  requestPasswordCode,
  type RequestCodeFormValues,
} from '../api/forgot-password';
import { useForgotPasswordStore } from '../stores/forgot-password-store';

/** Step 1 of forgot password: the email the code goes to. */
export function RequestCodeForm({ onCodeSent }: { onCodeSent: () => void }) {
  const { t } = useLingui();
  const codeStatus = useForgotPasswordStore((state) => state.codeStatus);
  const set = useForgotPasswordStore((state) => state.set);
  const form = useForm<RequestCodeFormValues>({
    resolver: formResolver(requestCodeFormSchema),
    defaultValues: { email: useForgotPasswordStore.getState().email },
    ...formValidationModes,
  });

  const submit = form.handleSubmit(async (values) => {
    set({ codeStatus: 'loading', message: '' });
    try {
      const answer = await requestPasswordCode(values);
      set({ codeStatus: 'success', message: answer.message, email: values.email });
      onCodeSent();
    } catch (reason) {
      // The rest is told in the screen's status line, not in the form.
      const { formMessage } = putServerErrors(reason, form.setError, ['email'], { formMessage: 'returned' });
      set({ codeStatus: 'error', message: formMessage });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <FormField
        label={t`Email`}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" size="lg" fullWidth loading={codeStatus === 'loading'}>
        <Trans>Send code</Trans>
      </Button>
    </form>
  );
}
