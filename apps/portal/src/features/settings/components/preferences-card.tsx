import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
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
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/validation';
import { useUpdatePreferences } from '../api/update-preferences';

export const emailEventLabels: Record<keyof EmailEvents, string> = {
  withdrawal: 'Withdrawals',
  kyc: 'Identity verification (KYC)',
  commission: 'Commission statements',
  security: 'Security alerts',
  broadcast: 'News from the program',
};

/** Every zone the browser knows, with the saved one kept even if this browser does not list it. */
function timeZoneOptions(saved: string) {
  const zones = Intl.supportedValuesOf('timeZone');
  return (zones.includes(saved) ? zones : [saved, ...zones]).map((zone) => ({
    value: zone,
    label: zone.replaceAll('_', ' '),
  }));
}

export function PreferencesCard({ preferences }: { preferences: MemberPreferences }) {
  const mutation = useUpdatePreferences();
  const [saved, setSaved] = useState(false);
  const [errorMessage, setErrorMessage] = useState('');
  const zones = useMemo(() => timeZoneOptions(preferences.timezone), [preferences.timezone]);
  const form = useForm<UpdatePreferencesRequest>({
    resolver: zodResolver(updatePreferencesRequest),
    defaultValues: {
      timezone: preferences.timezone,
      emailNotifications: preferences.emailNotifications,
      emailEvents: preferences.emailEvents,
    },
    ...formValidationModes,
  });
  const emailOn = useWatch({ control: form.control, name: 'emailNotifications' });

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
          Preferences
        </h2>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4">
          <SelectField
            label="Time zone"
            options={zones}
            className="sm:max-w-sm"
            error={form.formState.errors.timezone?.message}
            {...form.register('timezone')}
          />
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm font-medium text-ink">Email me about</legend>
            <CheckboxField label="Send me emails" {...form.register('emailNotifications')} />
            <div className="flex flex-col pl-7">
              {(Object.keys(emailEventLabels) as (keyof EmailEvents)[]).map((event) => (
                <Controller
                  key={event}
                  control={form.control}
                  name={`emailEvents.${event}`}
                  render={({ field }) => (
                    <CheckboxField
                      label={emailEventLabels[event]}
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
          {saved && <Alert tone="success">Your preferences are saved.</Alert>}
          <div>
            <Button type="submit" loading={mutation.isPending}>
              Save preferences
            </Button>
          </div>
        </form>
      </section>
      <ErrorDialog open={errorMessage !== ''} message={errorMessage} onClose={() => setErrorMessage('')} />
    </Card>
  );
}
