import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  FEED_SOURCE_ADDRESS_MAX_LENGTH,
  FEED_SOURCE_SECRET_MAX_LENGTH,
  type FeedSource,
} from '@affiliate/contract/endpoints/feed-sources';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/form-validation-modes';
import { useCreateFeedSource, useUpdateFeedSource } from '../api/feed-sources';
import {
  authLabels,
  authsFor,
  createRequestOf,
  emptySourceForm,
  formOf,
  sourceFormSchema,
  updateRequestOf,
  type SourceFormValues,
} from '../lib/source-form';

const fields = [
  'brand',
  'feed',
  'kind',
  'address',
  'auth',
  'username',
  'sftp_host_key',
  'secret',
  'every_minutes',
  'daily_at',
  'window_days',
  'notify_after',
  'enabled',
] as const;

const secretLabels: Partial<Record<FeedSource['auth'], string>> = {
  bearer: 'Token',
  basic: 'Password',
  key: 'Private key',
  password: 'Password',
};

/**
 * Adds a source (no `source`) or edits one. The secret is write-only: never shown, and on an edit left
 * empty to keep the stored one. The contract's rules run in the browser; the gateway's refusals land on
 * their fields.
 */
export function SourceForm({
  source,
  brands,
  onSaved,
  onCancel,
}: {
  source?: FeedSource;
  brands: ReadonlyArray<{ code: string; name: string }>;
  onSaved: (source: FeedSource) => void;
  onCancel?: () => void;
}) {
  const create = useCreateFeedSource();
  const update = useUpdateFeedSource();
  const form = useForm<SourceFormValues>({
    resolver: zodResolver(sourceFormSchema(source?.has_secret ?? false)),
    defaultValues: source ? formOf(source) : { ...emptySourceForm, brand: brands[0]?.code ?? '' },
    ...formValidationModes,
  });
  const { errors } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });
  const auth = useWatch({ control: form.control, name: 'auth' });
  const schedule = useWatch({ control: form.control, name: 'schedule' });
  const auths = authsFor(kind);

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = source
        ? await update.mutateAsync({ sourceId: source.id, body: updateRequestOf(values) })
        : await create.mutateAsync(createRequestOf(values));
      // The secret leaves the form once saved.
      form.setValue('secret', '');
      onSaved(saved);
      if (!source) form.reset({ ...emptySourceForm, brand: values.brand });
    } catch (reason) {
      putServerErrors(reason, form.setError, fields);
    }
  });

  const keeps = source?.has_secret && auth === source.auth && kind === source.kind;
  const secretHint = keeps
    ? 'Stored and never shown. Leave empty to keep it.'
    : 'Stored sealed and never shown again.';

  return (
    <form
      noValidate
      aria-label={source ? `Edit source ${source.id}` : 'Add a source'}
      className="flex flex-col gap-4 text-left"
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {!source && (
          <>
            <SelectField
              label="Brand"
              options={brands.map((brand) => ({ value: brand.code, label: `${brand.name} (${brand.code})` }))}
              error={errors.brand?.message}
              {...form.register('brand')}
            />
            <SelectField
              label="Feed"
              options={[
                { value: 'activity', label: 'Activity' },
                { value: 'players', label: 'Players' },
              ]}
              error={errors.feed?.message}
              {...form.register('feed')}
            />
          </>
        )}
        <SelectField
          label="Kind"
          options={[
            { value: 'https', label: 'HTTPS' },
            { value: 'sftp', label: 'SFTP' },
          ]}
          error={errors.kind?.message}
          {...form.register('kind', {
            onChange: (event: { target: { value: SourceFormValues['kind'] } }) =>
              form.setValue('auth', authsFor(event.target.value)[0]!),
          })}
        />
        <SelectField
          label="Sign in with"
          options={auths.map((value) => ({ value, label: authLabels[value] }))}
          error={errors.auth?.message}
          {...form.register('auth')}
        />
        <FormField
          label="Address"
          className="md:col-span-2"
          autoComplete="off"
          spellCheck={false}
          maxLength={FEED_SOURCE_ADDRESS_MAX_LENGTH}
          placeholder={
            kind === 'https'
              ? 'https://exports.brand.example/activity.csv?from={from}&to={to}'
              : 'sftp://exports@sftp.brand.example:22/out/activity-{from_date}.csv'
          }
          hint="{from} and {to} are the window's start and end (UTC timestamps, the end left out); {from_date} and {to_date} the same in whole days."
          error={errors.address?.message}
          {...form.register('address')}
        />
        {kind === 'sftp' && (
          <FormField
            label="Host key (optional)"
            autoComplete="off"
            spellCheck={false}
            placeholder="SHA256:…"
            hint="The server's key fingerprint as ssh-keygen -l prints it: another key is refused. Empty takes any key."
            error={errors.sftp_host_key?.message}
            {...form.register('sftp_host_key')}
          />
        )}
        {auth === 'basic' && (
          <FormField
            label="User name"
            autoComplete="off"
            spellCheck={false}
            error={errors.username?.message}
            {...form.register('username')}
          />
        )}
        {auth !== 'none' &&
          (auth === 'key' ? (
            <TextareaField
              label={secretLabels[auth]!}
              className="md:col-span-2"
              rows={4}
              autoComplete="off"
              spellCheck={false}
              maxLength={FEED_SOURCE_SECRET_MAX_LENGTH}
              hint={secretHint}
              error={errors.secret?.message}
              {...form.register('secret')}
            />
          ) : (
            <FormField
              label={secretLabels[auth]!}
              type="password"
              autoComplete="new-password"
              maxLength={FEED_SOURCE_SECRET_MAX_LENGTH}
              hint={secretHint}
              error={errors.secret?.message}
              {...form.register('secret')}
            />
          ))}
        <SelectField
          label="Schedule"
          options={[
            { value: 'every', label: 'Every so many minutes' },
            { value: 'daily', label: 'Daily at a time (UTC)' },
          ]}
          {...form.register('schedule')}
        />
        {schedule === 'every' ? (
          <FormField
            label="Every (minutes)"
            inputMode="numeric"
            autoComplete="off"
            error={errors.every_minutes?.message}
            {...form.register('every_minutes')}
          />
        ) : (
          <FormField
            label="At (HH:MM, UTC)"
            inputMode="numeric"
            autoComplete="off"
            placeholder="02:30"
            error={errors.daily_at?.message ?? errors.every_minutes?.message}
            {...form.register('daily_at')}
          />
        )}
        <FormField
          label="Window (days)"
          inputMode="numeric"
          autoComplete="off"
          hint="Each pull asks for this many days up to its start."
          error={errors.window_days?.message}
          {...form.register('window_days')}
        />
        <FormField
          label="Tell the admins after (failures in a row)"
          inputMode="numeric"
          autoComplete="off"
          error={errors.notify_after?.message}
          {...form.register('notify_after')}
        />
      </div>
      <CheckboxField label="Pull on schedule" {...form.register('enabled')} />
      {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={source ? update.isPending : create.isPending}>
          {source ? 'Save source' : 'Add source'}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
