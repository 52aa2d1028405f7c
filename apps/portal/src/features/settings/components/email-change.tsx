import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  confirmEmailChangeRequest,
  requestEmailChangeRequest,
  type ConfirmEmailChangeRequest,
  type RequestEmailChangeRequest,
} from '@affiliate/contract/endpoints/account-settings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { FormField } from '@/components/ui/form-field';
import { GetCodeSuccessDialog } from '@/components/ui/get-code-success-dialog';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/validation';
import { useConfirmEmailChange, useRequestEmailChange } from '../api/change-email';

type Step =
  | { name: 'closed' }
  | { name: 'address' }
  | { name: 'code'; email: string; message: string; dialogOpen: boolean };

/**
 * "Change email" in two steps: the new address with the current password mails a code to that
 * address; the code then makes the change (the old address is told by the gateway).
 */
export function EmailChange() {
  const { t } = useLingui();
  const [step, setStep] = useState<Step>({ name: 'closed' });
  const [changedTo, setChangedTo] = useState('');
  const [errorMessage, setErrorMessage] = useState('');

  return (
    <div className="flex flex-col gap-4">
      {changedTo && <Alert tone="success">{t`Your email address is now ${changedTo}.`}</Alert>}
      {step.name === 'closed' && (
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              setChangedTo('');
              setStep({ name: 'address' });
            }}
          >
            <Trans>Change email</Trans>
          </Button>
        </div>
      )}
      {step.name === 'address' && (
        <AddressStep
          onCancel={() => setStep({ name: 'closed' })}
          onSent={(email, message) => setStep({ name: 'code', email, message, dialogOpen: true })}
          onError={setErrorMessage}
        />
      )}
      {step.name === 'code' && (
        <>
          <GetCodeSuccessDialog
            open={step.dialogOpen}
            destination={step.email}
            message={step.message}
            onClose={() => setStep({ ...step, dialogOpen: false })}
          />
          <CodeStep
            email={step.email}
            onCancel={() => setStep({ name: 'closed' })}
            onChanged={(email) => {
              setChangedTo(email);
              setStep({ name: 'closed' });
            }}
            onError={setErrorMessage}
          />
        </>
      )}
      <ErrorDialog open={errorMessage !== ''} message={errorMessage} onClose={() => setErrorMessage('')} />
    </div>
  );
}

interface StepProps {
  onCancel: () => void;
  onError: (message: string) => void;
}

function AddressStep({
  onSent,
  onCancel,
  onError,
}: StepProps & { onSent: (email: string, message: string) => void }) {
  const { t } = useLingui();
  const mutation = useRequestEmailChange();
  const form = useForm<RequestEmailChangeRequest>({
    resolver: formResolver(requestEmailChangeRequest),
    defaultValues: { email: '', password: '' },
    ...formValidationModes,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const sent = await mutation.mutateAsync(values);
      onSent(values.email, sent.message);
    } catch (reason) {
      const { formMessage } = putServerErrors(reason, form.setError, ['email', 'password'], {
        formMessage: 'returned',
      });
      if (formMessage) onError(formMessage);
    }
  });
  return (
    <form
      noValidate
      aria-label={t`Change email`}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t`New email`}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <FormField
          label={t`Current password`}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
      </div>
      <p className="text-xs text-muted">
        <Trans>We send a 6-digit code to the new address to make sure it is yours.</Trans>
      </p>
      <div className="flex gap-3">
        <Button type="submit" loading={mutation.isPending}>
          <Trans>Send code</Trans>
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

function CodeStep({
  email,
  onChanged,
  onCancel,
  onError,
}: StepProps & { email: string; onChanged: (email: string) => void }) {
  const { t } = useLingui();
  const mutation = useConfirmEmailChange();
  const form = useForm<ConfirmEmailChangeRequest>({
    resolver: formResolver(confirmEmailChangeRequest),
    defaultValues: { code: '' },
    ...formValidationModes,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const member = await mutation.mutateAsync(values);
      onChanged(member.email);
    } catch (reason) {
      const { formMessage } = putServerErrors(reason, form.setError, ['code'], { formMessage: 'returned' });
      if (formMessage) onError(formMessage);
    }
  });
  return (
    <form
      noValidate
      aria-label={t`Confirm email change`}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <FormField
        label={t`Code`}
        inputMode="numeric"
        autoComplete="one-time-code"
        hint={t`The 6-digit code we sent to ${email}.`}
        error={errors.code?.message}
        {...form.register('code')}
      />
      <div className="flex gap-3">
        <Button type="submit" loading={mutation.isPending}>
          <Trans>Confirm new email</Trans>
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
