import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { APPLICATION_CHALLENGE_FAILED, trafficSources } from '@affiliate/contract/endpoints/applications';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { readApiFailure } from '@/lib/api-error';
import { putServerErrors, withFormFieldNames } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { contractMessageInLanguage } from '@/lib/i18n/contract-message';
import { formatCount } from '@/lib/money';
import { formValidationModes } from '@/lib/validation';
import {
  applyFormSchema,
  formFieldOf,
  HEARD_FROM_MAX,
  MAX_WEBSITES,
  MESSENGER_HANDLE_MAX,
  registerBody,
  takeCheckError,
  TRAFFIC_DESCRIPTION_MAX,
  type ApplyFormValues,
} from '../api/apply-form';
import {
  publicTermsQueryOptions,
  registrationOptionsQueryOptions,
  sendApplication,
  type RegisterAnswer,
} from '../api/applications';
import { currencyOptions } from '../lib/application-currencies';
import { messengerAppLabels, trafficSourceLabels } from '../lib/application-labels';
import { countryOptions } from '../lib/country-codes';
import { HoneypotField } from './honeypot-field';
import { focusProofOfWork, ProofOfWork } from './proof-of-work';
import { TermsAcceptance } from './terms-acceptance';
import { WebsitesField } from './websites-field';

/** The fields a refused application's 422 may name, in the form's order (the first one takes the focus). */
const serverFields: ReadonlyArray<Path<ApplyFormValues>> = [
  'kind',
  'company_name',
  'first_name',
  'last_name',
  'email',
  'username',
  'password',
  'password_confirmation',
  'country',
  'currency',
  ...Array.from({ length: MAX_WEBSITES }, (_, row) => `websites.${row}.url` as const),
  'traffic_sources',
  'traffic_description',
  'messenger_app',
  'messenger_handle',
  'heard_from',
  'accept_terms',
];

const sectionHeading = 'text-lg font-semibold text-ink';

/**
 * Takes the focus out of the field being edited and lets its blur validation finish (the rules run in
 * promises only, done by the next task): a server error put on that field afterwards then stays, where
 * the blur of the focus moving to the first error would otherwise validate it again and clear it. The
 * element is returned, to give the focus back when no field has an error.
 */
async function settleFocusedField(): Promise<HTMLElement | null> {
  const focused = document.activeElement;
  if (!(
    focused instanceof HTMLInputElement ||
    focused instanceof HTMLTextAreaElement ||
    focused instanceof HTMLSelectElement
  ))
    return focused instanceof HTMLElement ? focused : null;
  focused.blur();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return focused;
}

/**
 * The application to join the program (issue 38). Sent, the gateway answers 201 whatever the email or
 * username (it never says one is taken: the mail to that address does), and `onApplied` moves on to the
 * emailed code. A refused application's errors go on their fields (422) or in the alert (409: the terms
 * changed meanwhile, shown again to accept; 429); each attempt spends its proof of work, so the check
 * runs again on a new challenge.
 */
export function ApplicationForm({
  defaultValues,
  referral,
  onApplied,
}: {
  defaultValues: ApplyFormValues;
  /** The invite link's `?ref=`, sent with the application. */
  referral: string | null;
  onApplied: (answer: RegisterAnswer, values: ApplyFormValues) => void;
}) {
  const { t } = useLingui();
  const terms = useQuery(publicTermsQueryOptions());
  const programOptions = useQuery(registrationOptionsQueryOptions());
  const form = useForm<ApplyFormValues>({
    resolver: formResolver(applyFormSchema),
    defaultValues,
    ...formValidationModes,
  });
  const { errors } = form.formState;
  const [payload, setPayload] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [checkError, setCheckError] = useState('');
  const [alert, setAlert] = useState('');
  const [sending, setSending] = useState(false);
  const kind = useWatch({ control: form.control, name: 'kind' });
  const descriptionLength = useWatch({ control: form.control, name: 'traffic_description' }).length;

  const onPayload = (solved: string | null) => {
    setPayload(solved);
    if (solved) setCheckError('');
  };

  const submit = form.handleSubmit(async (values) => {
    setAlert('');
    if (!terms.isSuccess) return;
    if (!payload) {
      setCheckError(contractMessageInLanguage(APPLICATION_CHALLENGE_FAILED));
      focusProofOfWork();
      return;
    }
    setSending(true);
    try {
      const body = registerBody(values, {
        termsVersion: terms.data.current?.version ?? null,
        altcha: payload,
        ref: referral,
      });
      onApplied(await sendApplication(body), values);
    } catch (reason) {
      const focused = await settleFocusedField();
      const { check, rest, onlyCheck } = takeCheckError(reason);
      setCheckError(check);
      const { onFields, formMessage } = putServerErrors(
        withFormFieldNames(rest, formFieldOf(values)),
        form.setError,
        serverFields,
        { formMessage: 'returned' },
      );
      if (formMessage && !onlyCheck) setAlert(formMessage);
      if (onlyCheck) focusProofOfWork();
      else if (onFields === 0) focused?.focus();
      // The terms in force changed while the form was open: the new ones are shown, to accept again.
      if (readApiFailure(reason).status === 409) {
        form.setValue('accept_terms', false);
        void terms.refetch();
      }
      // The gateway spends a challenge on each application it reads: the next one needs a new one.
      setPayload(null);
      setAttempt((count) => count + 1);
    } finally {
      setSending(false);
    }
  });

  const typed = formatCount(descriptionLength);
  const most = formatCount(TRAFFIC_DESCRIPTION_MAX);

  return (
    <form
      noValidate
      aria-label={t`Application to join the program`}
      onSubmit={(event) => void submit(event)}
      className="relative flex flex-col gap-8"
    >
      <section aria-labelledby="apply-about-heading" className="flex flex-col gap-5">
        <h2 id="apply-about-heading" className={sectionHeading}>
          <Trans>About you</Trans>
        </h2>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-ink">
            <Trans>You apply as</Trans>
          </legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <label className="inline-flex min-h-8 cursor-pointer items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                value="individual"
                className="size-4 accent-[#16181d]"
                {...form.register('kind', { onChange: () => form.clearErrors('company_name') })}
              />
              <Trans>An individual</Trans>
            </label>
            <label className="inline-flex min-h-8 cursor-pointer items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                value="company"
                className="size-4 accent-[#16181d]"
                {...form.register('kind')}
              />
              <Trans>A company</Trans>
            </label>
          </div>
        </fieldset>
        {kind === 'company' && (
          <FormField
            label={t`Company name`}
            autoComplete="organization"
            maxLength={200}
            error={errors.company_name?.message}
            {...form.register('company_name')}
          />
        )}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            label={t`First name`}
            autoComplete="given-name"
            maxLength={100}
            error={errors.first_name?.message}
            {...form.register('first_name')}
          />
          <FormField
            label={t`Last name`}
            autoComplete="family-name"
            maxLength={100}
            error={errors.last_name?.message}
            {...form.register('last_name')}
          />
        </div>
        <FormField
          label={t`Email`}
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          hint={t`We email you a code to confirm it.`}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <FormField
          label={t`Username`}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          hint={t`You sign in with it: 3 to 64 letters, digits, dots, dashes or underscores.`}
          error={errors.username?.message}
          {...form.register('username')}
        />
        <FormField
          label={t`Password`}
          type="password"
          autoComplete="new-password"
          maxLength={128}
          hint={t`At least 12 characters, and not a common password.`}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormField
          label={t`Confirm password`}
          type="password"
          autoComplete="new-password"
          maxLength={128}
          error={errors.password_confirmation?.message}
          {...form.register('password_confirmation')}
        />
      </section>

      <section aria-labelledby="apply-business-heading" className="flex flex-col gap-5">
        <h2 id="apply-business-heading" className={sectionHeading}>
          <Trans>Your business</Trans>
        </h2>
        <SelectField
          label={t`Country`}
          autoComplete="country"
          options={[{ value: '', label: t`Choose your country` }, ...countryOptions()]}
          error={errors.country?.message}
          {...form.register('country')}
        />
        <SelectField
          label={t`Currency`}
          hint={t`The currency your commission is paid in.`}
          options={[
            { value: '', label: t`Choose a currency` },
            ...currencyOptions(programOptions.data?.currencies ?? []),
          ]}
          error={errors.currency?.message}
          {...form.register('currency')}
        />
        <WebsitesField form={form} />
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={errors.traffic_sources ? 'apply-sources-error' : undefined}
        >
          <legend className="mb-2 text-sm font-medium text-ink">
            <Trans>Where your traffic comes from</Trans>
          </legend>
          <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
            {trafficSources.map((source) => (
              <label
                key={source}
                className="flex min-h-10 cursor-pointer items-center gap-2 text-sm text-ink"
              >
                <input
                  type="checkbox"
                  value={source}
                  className="size-5 shrink-0 accent-[#16181d]"
                  {...form.register('traffic_sources')}
                />
                {t(trafficSourceLabels[source])}
              </label>
            ))}
          </div>
          {errors.traffic_sources && (
            <p id="apply-sources-error" className="text-sm text-error-ink">
              {errors.traffic_sources.message}
            </p>
          )}
        </fieldset>
        <TextareaField
          label={t`Your traffic in your words (optional)`}
          hint={t`Your audiences, markets and monthly visitors.`}
          rows={4}
          className="[&_textarea]:min-h-28"
          maxLength={TRAFFIC_DESCRIPTION_MAX}
          counter={t`${typed} / ${most} characters`}
          error={errors.traffic_description?.message}
          {...form.register('traffic_description')}
        />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-sm font-medium text-ink">
            <Trans>A messenger we can reach you on (optional)</Trans>
          </legend>
          <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <SelectField
              label={t`Messenger`}
              options={[
                { value: '', label: t`None` },
                ...Object.entries(messengerAppLabels).map(([value, label]) => ({ value, label: t(label) })),
              ]}
              error={errors.messenger_app?.message}
              {...form.register('messenger_app')}
            />
            <FormField
              label={t`Your name or number there`}
              autoComplete="off"
              maxLength={MESSENGER_HANDLE_MAX}
              error={errors.messenger_handle?.message}
              {...form.register('messenger_handle')}
            />
          </div>
        </fieldset>
        <FormField
          label={t`How did you hear about us? (optional)`}
          autoComplete="off"
          maxLength={HEARD_FROM_MAX}
          error={errors.heard_from?.message}
          {...form.register('heard_from')}
        />
      </section>

      <TermsAcceptance
        terms={terms}
        field={form.register('accept_terms')}
        error={errors.accept_terms?.message}
      />

      <ProofOfWork onPayload={onPayload} attempt={attempt} error={checkError} />
      <HoneypotField field={form.register('homepage')} />

      {alert && <Alert>{alert}</Alert>}
      <Button type="submit" size="lg" fullWidth loading={sending}>
        <Trans>Send my application</Trans>
      </Button>
    </form>
  );
}
