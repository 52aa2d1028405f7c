import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { Plus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { REFERRAL_CODES_MAX } from '@affiliate/contract/endpoints/referral-codes';
import { Button } from '@/components/ui/button';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { useSessionMemberId } from '@/lib/auth-store';
import { formValidationModes } from '@/lib/validation';
import {
  referralCodeFormSchema,
  useCreateReferralCode,
  type ReferralCodeFormValues,
} from '../api/create-referral-code';
import { putServerErrors } from '@/lib/form-errors';
import { affiliateBrandsQueryOptions, brandsForNewCodes } from '@/api/get-affiliate-brands';

/**
 * A new referral code: the contract's rules here, the server's 422 on `code` (taken, limit) and `brand`
 * on their fields. The brand is picked only when more than one is open to the affiliate, the first brand
 * preselected; with one (or while the brands load) the gateway takes the first brand.
 */
const maxCodes = REFERRAL_CODES_MAX;

export function CreateReferralCodeForm({ atLimit }: { atLimit: boolean }) {
  const { t } = useLingui();
  const mutation = useCreateReferralCode();
  const enabled = useSessionMemberId() !== undefined;
  const brands = useQuery({ ...affiliateBrandsQueryOptions(), enabled });
  const choices = brandsForNewCodes(brands.data ?? []);
  const firstChoice = choices.length > 1 ? choices[0]!.code : '';
  const [created, setCreated] = useState('');
  const [errorMessage, setErrorMessage] = useState('');
  const form = useForm<ReferralCodeFormValues>({
    resolver: formResolver(referralCodeFormSchema),
    defaultValues: { code: '', brand: '' },
    ...formValidationModes,
  });

  // The first brand is preselected once the brands are known, also after a code was created.
  const brand = useWatch({ control: form.control, name: 'brand' });
  useEffect(() => {
    if (firstChoice && brand === '') form.setValue('brand', firstChoice);
  }, [firstChoice, brand, form]);

  const submit = form.handleSubmit(async (values) => {
    setCreated('');
    try {
      const record = await mutation.mutateAsync(values);
      form.reset({ code: '', brand: values.brand });
      setCreated(choices.length > 1 ? `${record.code} (${record.brand_name})` : record.code);
    } catch (reason) {
      const { formMessage } = putServerErrors(reason, form.setError, ['code', 'brand'], {
        formMessage: 'returned',
      });
      if (formMessage) setErrorMessage(formMessage);
    }
  });

  return (
    <form
      noValidate
      aria-label={t`Create a referral code`}
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-2"
    >
      {choices.length > 1 && (
        <SelectField
          label={t`Brand`}
          hint={t`The code's links lead to this brand's page.`}
          options={choices.map((choice) => ({ value: choice.code, label: choice.name }))}
          error={form.formState.errors.brand?.message}
          {...form.register('brand')}
        />
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <FormField
          className="min-w-0 flex-1"
          label={t`New code`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint={
            atLimit
              ? t`You have the most codes an account may hold (${maxCodes}).`
              : t`3 to 32 letters, digits, dashes or underscores, e.g. SPRING-BLOG.`
          }
          error={form.formState.errors.code?.message}
          {...form.register('code')}
        />
        <Button type="submit" className="sm:mt-[1.625rem]" loading={mutation.isPending} disabled={atLimit}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Create code</Trans>
        </Button>
      </div>
      <p aria-live="polite" className="text-sm font-medium text-success-ink">
        {created ? t`Code ${created} created.` : ''}
      </p>
      <ErrorDialog open={errorMessage !== ''} message={errorMessage} onClose={() => setErrorMessage('')} />
    </form>
  );
}
