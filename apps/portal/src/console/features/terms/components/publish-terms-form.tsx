import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { TERMS_BODY_MAX_LENGTH } from '@affiliate/contract/endpoints/program-terms';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/form-validation-modes';
import { usePublishTerms, type OperatorTermsVersion } from '../api/terms';
import {
  emptyPublishTermsForm,
  publishTermsFormSchema,
  toPublishTermsRequest,
  type PublishTermsFormValues,
} from '../lib/publish-terms-form';

const numbers = new Intl.NumberFormat('en-US');

/**
 * Publishes the next version of the terms (admins): Markdown, in force from the day chosen or today.
 * The contract's rules are checked here; the gateway's refusals (a past day, a day before the latest
 * version's) land on their field.
 */
export function PublishTermsForm({
  today,
  onPublished,
}: {
  /** Today in UTC (YYYY-MM-DD): the gateway's days are UTC days. */
  today: string;
  onPublished: (version: OperatorTermsVersion) => void;
}) {
  const publish = usePublishTerms();
  const form = useForm<PublishTermsFormValues>({
    resolver: zodResolver(publishTermsFormSchema),
    defaultValues: emptyPublishTermsForm,
    ...formValidationModes,
  });
  const { errors } = form.formState;
  const body = useWatch({ control: form.control, name: 'body' });

  const submit = form.handleSubmit(async (values) => {
    try {
      const version = await publish.mutateAsync(toPublishTermsRequest(values));
      form.reset(emptyPublishTermsForm);
      onPublished(version);
    } catch (reason) {
      putServerErrors(reason, form.setError, ['body', 'effective_from']);
    }
  });

  return (
    <form
      noValidate
      aria-label="Publish a new version"
      className="flex flex-col gap-4"
      onSubmit={(event) => void submit(event)}
    >
      <TextareaField
        label="Terms (Markdown)"
        className="[&_textarea]:min-h-64 [&_textarea]:font-mono"
        spellCheck
        maxLength={TERMS_BODY_MAX_LENGTH}
        hint="Headings (#), lists (-), links and emphasis are rendered; raw HTML is shown as text."
        counter={`${numbers.format(body.length)}/${numbers.format(TERMS_BODY_MAX_LENGTH)} characters`}
        error={errors.body?.message}
        {...form.register('body')}
      />
      <FormField
        label="Takes effect on"
        type="date"
        min={today}
        className="sm:max-w-xs"
        hint="Empty: today. Until then the version in force still applies."
        error={errors.effective_from?.message}
        {...form.register('effective_from')}
      />
      {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
      <div>
        <Button type="submit" loading={publish.isPending}>
          <Send aria-hidden="true" className="size-4" />
          Publish version
        </Button>
      </div>
    </form>
  );
}
