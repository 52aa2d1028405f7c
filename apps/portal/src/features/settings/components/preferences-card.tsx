import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { languageNames, languages, type Language } from '@affiliate/contract/common/languages';
import {
  updatePreferencesRequest,
  type UpdatePreferencesRequest,
} from '@affiliate/contract/endpoints/account-settings';
import type { EmailEvents, MemberPreferences } from '@affiliate/contract/endpoints/members';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { SelectField } from '@/components/ui/select-field';
import { readApiFailure } from '@/lib/api-error';
import { putServerErrors } from '@/lib/form-errors';
import { showLanguage } from '@/lib/i18n/catalogs';
import { rememberLanguage } from '@/lib/i18n/choose-language';
import { currentLanguage } from '@/lib/i18n/language';
import { formValidationModes } from '@/lib/validation';
import { useUpdatePreferences } from '../api/update-preferences';
import { preferencesWithLanguage, profileLanguage } from '../lib/profile-language';

export const emailEventLabels: Record<keyof EmailEvents, MessageDescriptor> = {
  withdrawal: msg`Withdrawals`,
  kyc: msg`Identity verification (KYC)`,
  commission: msg`Commission statements`,
  security: msg`Security alerts`,
  broadcast: msg`News from the program`,
};

// Each language named in itself, as the sign-in page's picker lists them.
const languageOptions = languages.map((language) => ({ value: language, label: languageNames[language] }));

/** The language the field starts with: the profile's, else the one the portal shows. */
function startingLanguage(preferences: MemberPreferences): Language {
  const shown = currentLanguage();
  return profileLanguage(preferences) ?? (shown === 'pseudo' ? 'en' : shown);
}

/** Every zone the browser knows, with the saved one kept even if this browser does not list it. */
function timeZoneOptions(saved: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  return (zones.includes(saved) ? zones : [saved, ...zones]).map((zone) => ({
    value: zone,
    label: zone.replaceAll('_', ' '),
  }));
}

export function PreferencesCard({ preferences }: { preferences: MemberPreferences }) {
  const { t } = useLingui();
  const mutation = useUpdatePreferences();
  const languageMutation = useUpdatePreferences();
  // The language being saved (or whose save failed); else the profile's, which the save then holds.
  const [chosen, setChosen] = useState<Language | null>(null);
  const language = chosen ?? startingLanguage(preferences);
  const [saved, setSaved] = useState(false);
  const [errorMessage, setErrorMessage] = useState('');
  const zones = useMemo(() => timeZoneOptions(preferences.timezone), [preferences.timezone]);
  const form = useForm<UpdatePreferencesRequest>({
    resolver: formResolver(updatePreferencesRequest),
    defaultValues: {
      timezone: preferences.timezone,
      emailNotifications: preferences.emailNotifications,
      emailEvents: preferences.emailEvents,
    },
    ...formValidationModes,
  });
  const emailOn = useWatch({ control: form.control, name: 'emailNotifications' });

  // A language takes effect at once: the portal switches to it, and it is saved on the profile (with
  // the saved time zone and switches, not edits still unsaved) for the mails and statements.
  const chooseLanguage = async (next: Language) => {
    setChosen(next);
    setSaved(false);
    rememberLanguage(next);
    await showLanguage(next);
    try {
      await languageMutation.mutateAsync(preferencesWithLanguage(preferences, next));
      setChosen(null);
      setSaved(true);
    } catch (reason) {
      setErrorMessage(readApiFailure(reason).message);
    }
  };

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      await mutation.mutateAsync(values);
      form.reset(values);
      setSaved(true);
    } catch (reason) {
      const { formMessage } = putServerErrors(reason, form.setError, ['timezone'], {
        formMessage: 'returned',
      });
      if (formMessage) setErrorMessage(formMessage);
    }
  });

  return (
    <Card>
      <section aria-labelledby="preferences-heading">
        <h2 id="preferences-heading" className="text-lg font-semibold text-ink">
          <Trans>Preferences</Trans>
        </h2>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4">
          <SelectField
            label={t`Language`}
            hint={t`For the portal, your emails and your statements.`}
            options={languageOptions}
            className="sm:max-w-sm"
            value={language}
            onChange={(event) => void chooseLanguage(event.target.value as Language)}
          />
          <SelectField
            label={t`Time zone`}
            options={zones}
            className="sm:max-w-sm"
            error={form.formState.errors.timezone?.message}
            {...form.register('timezone')}
          />
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium text-ink">
              <Trans>Email me about</Trans>
            </legend>
            <CheckboxField label={t`Send me emails`} {...form.register('emailNotifications')} />
            <div className="flex flex-col pl-7">
              {(Object.keys(emailEventLabels) as (keyof EmailEvents)[]).map((event) => (
                <Controller
                  key={event}
                  control={form.control}
                  name={`emailEvents.${event}`}
                  render={({ field }) => (
                    <CheckboxField
                      label={t(emailEventLabels[event])}
                      name={field.name}
                      ref={field.ref}
                      checked={field.value}
                      disabled={!emailOn}
                      onBlur={field.onBlur}
                      onChange={(change) => field.onChange(change.target.checked)}
                    />
                  )}
                />
              ))}
            </div>
          </fieldset>
          {saved && (
            <Alert tone="success">
              <Trans>Your preferences are saved.</Trans>
            </Alert>
          )}
          <div>
            <Button type="submit" loading={mutation.isPending}>
              <Trans>Save preferences</Trans>
            </Button>
          </div>
        </form>
      </section>
      <ErrorDialog open={errorMessage !== ''} message={errorMessage} onClose={() => setErrorMessage('')} />
    </Card>
  );
}
