import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { REFERRAL_CODES_MAX } from '@affiliate/contract/endpoints/referral-codes';
import { Button } from '@/components/ui/button';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { FormField } from '@/components/ui/form-field';
import { formValidationModes } from '@/lib/validation';
import {
  referralCodeFormSchema,
  useCreateReferralCode,
  type ReferralCodeFormValues,
} from '../api/create-referral-code';
import { putServerErrors } from '@/lib/form-errors';

/** A new referral code: the contract's rules here, the server's 422 on `code` (taken, limit) on the field. */
export function CreateReferralCodeForm({ atLimit }: { atLimit: boolean }) {
  const mutation = useCreateReferralCode();
  const [created, setCreated] = useState('');
  const [errorMessage, setErrorMessage] = useState('');
  const form = useForm<ReferralCodeFormValues>({
    resolver: zodResolver(referralCodeFormSchema),
    defaultValues: { code: '' },
    ...formValidationModes,
  });

  const submit = form.handleSubmit(async ({ code }) => {
    setCreated('');
    try {
      const record = await mutation.mutateAsync(code);
      form.reset({ code: '' });
      setCreated(record.code);
    } catch (reason) {
      const { formMessage } = putServerErrors(reason, form.setError, ['code'], { formMessage: 'returned' });
      if (formMessage) setErrorMessage(formMessage);
    }
  });

  return (
    <form
      noValidate
      aria-label="Create a referral code"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-2"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          className="min-w-0 flex-1"
          label="New code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={
            atLimit
              ? `You have the most codes an account may hold (${REFERRAL_CODES_MAX}).`
              : '3 to 32 letters, digits, dashes or underscores, e.g. SPRING-BLOG.'
          }
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <Button type="submit" className="sm:mt-[1.625rem]" loading={mutation.isPending} disabled={atLimit}>
          <Plus aria-hidden="true" className="size-4" />
          Create code
        </Button>
      </div>
      <p aria-live="polite" className="text-sm font-medium text-success-ink">
        {created ? `Code ${created} created.` : ''}
      </p>
      <ErrorDialog open={errorMessage !== ''} message={errorMessage} onClose={() => setErrorMessage('')} />
    </form>
  );
}
