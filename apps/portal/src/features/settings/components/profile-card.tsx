import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  updateProfileRequest,
  type UpdateProfileRequest,
} from '@affiliate/contract/endpoints/account-settings';
import type { Member } from '@affiliate/contract/endpoints/members';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { putServerErrors } from '@/lib/form-errors';
import { intlLocale } from '@/lib/i18n/language';
import { formValidationModes } from '@/lib/validation';
import { useUpdateProfile } from '../api/update-profile';
import { EmailChange } from './email-change';

// The country's name in the affiliate's language.
const countryName = (code: string) =>
  new Intl.DisplayNames([intlLocale()], { type: 'region' }).of(code) ?? code;

/** Name (editable); email changed with a code to the new address; country and currency set by the program. */
export function ProfileCard({ member }: { member: Member }) {
  const { t } = useLingui();
  const mutation = useUpdateProfile();
  const [saved, setSaved] = useState(false);
  const form = useForm<UpdateProfileRequest>({
    resolver: formResolver(updateProfileRequest),
    defaultValues: { firstName: member.firstName, lastName: member.lastName },
    ...formValidationModes,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      const updated = await mutation.mutateAsync(values);
      form.reset({ firstName: updated.firstName, lastName: updated.lastName });
      setSaved(true);
    } catch (reason) {
      putServerErrors(reason, form.setError, ['firstName', 'lastName']);
    }
  });

  return (
    <Card>
      <section aria-labelledby="profile-heading">
        <h2 id="profile-heading" className="text-lg font-semibold text-ink">
          <Trans>Profile</Trans>
        </h2>
        <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t`First name`}
              autoComplete="given-name"
              reserveMessageLine
              error={errors.firstName?.message}
              {...form.register('firstName')}
            />
            <FormField
              label={t`Last name`}
              autoComplete="family-name"
              reserveMessageLine
              error={errors.lastName?.message}
              {...form.register('lastName')}
            />
          </div>
          <dl className="grid gap-4 text-sm sm:grid-cols-3">
            <div className="min-w-0">
              <dt className="font-medium text-ink">
                <Trans>Email</Trans>
              </dt>
              <dd className="mt-1 break-all text-muted">{member.email}</dd>
            </div>
            <div>
              <dt className="font-medium text-ink">
                <Trans>Country</Trans>
              </dt>
              <dd className="mt-1 text-muted">{countryName(member.country)}</dd>
            </div>
            <div>
              <dt className="font-medium text-ink">
                <Trans>Currency</Trans>
              </dt>
              <dd className="mt-1 text-muted">
                {member.currency.code} ({member.currency.symbol})
              </dd>
            </div>
          </dl>
          <p className="text-xs text-muted">
            <Trans>Country and currency are set by the program. Contact support to change them.</Trans>
          </p>
          {saved && (
            <Alert tone="success">
              <Trans>Your profile is saved.</Trans>
            </Alert>
          )}
          {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
          <div>
            <Button type="submit" loading={mutation.isPending}>
              <Trans>Save profile</Trans>
            </Button>
          </div>
        </form>
        <div className="mt-4 border-t border-line pt-4">
          <EmailChange />
        </div>
      </section>
    </Card>
  );
}
