import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formResolver } from '@/lib/form-resolver';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECT_MAX,
  contactCategory,
  type ContactRequest,
} from '@affiliate/contract/endpoints/contact';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { SuccessDialog } from '@/components/ui/success-dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { putServerErrors } from '@/lib/form-errors';
import { formatCount } from '@/lib/money';
import { formValidationModes } from '@/lib/validation';
import {
  contactFormSchema,
  useSendContactMessage,
  type ContactFormValues,
} from '../api/send-contact-message';
import { contactCategoryNames } from '../lib/contact-categories';
import { contactFailure, contactOutcome } from '../lib/contact-outcome';

const emptyForm: ContactFormValues = { subject: '', category: '', message: '' };

/** Contact us: the outcome is told in the shared dialogs, in the specification's words for each status. */
export function ContactForm() {
  const { t } = useLingui();
  const mutation = useSendContactMessage();
  const [outcome, setOutcome] = useState<{ sent: boolean; message: string } | null>(null);
  const form = useForm<ContactFormValues, unknown, ContactRequest>({
    resolver: formResolver(contactFormSchema),
    defaultValues: emptyForm,
    ...formValidationModes,
  });
  const { errors } = form.formState;
  const messageLength = useWatch({ control: form.control, name: 'message' }).length;
  const typed = formatCount(messageLength);
  const most = formatCount(CONTACT_MESSAGE_MAX);
  const categoryOptions = [
    { value: '', label: t`Choose a category` },
    ...contactCategory.options.map((value) => ({ value, label: t(contactCategoryNames[value]) })),
  ];

  // A sent form is cleared once react-hook-form has finished the submit (a reset inside the handler is
  // undone by the submit's last step), and with no field focused: a field left after the clearing is
  // blank, and its blur would put the required rule's error on the cleared form.
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    let sent = false;
    await form.handleSubmit(async (values) => {
      try {
        await mutation.mutateAsync(values);
        sent = true;
      } catch (reason) {
        // Every failure is also told in the outcome dialog, in the contact form's own words by status.
        putServerErrors(reason, form.setError, ['subject', 'category', 'message'], {
          formMessage: 'returned',
        });
        setOutcome(contactFailure(reason));
      }
    })(event);
    if (!sent) return;
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && formElement.contains(focused)) focused.blur();
    form.reset(emptyForm);
    setOutcome(contactOutcome(201));
  };

  return (
    <Card className="max-w-2xl">
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <FormField
          label={t`Subject`}
          maxLength={CONTACT_SUBJECT_MAX}
          autoComplete="off"
          error={errors.subject?.message}
          {...form.register('subject')}
        />
        <SelectField
          label={t`Category`}
          options={categoryOptions}
          error={errors.category?.message}
          {...form.register('category')}
        />
        <TextareaField
          label={t`Message`}
          rows={8}
          maxLength={CONTACT_MESSAGE_MAX}
          counter={t`${typed} / ${most} characters`}
          error={errors.message?.message}
          {...form.register('message')}
        />
        <div>
          <Button type="submit" loading={mutation.isPending}>
            <Trans>Send message</Trans>
          </Button>
        </div>
      </form>
      <SuccessDialog
        open={outcome?.sent === true}
        title={t`Message sent`}
        message={outcome?.message ?? ''}
        onClose={() => setOutcome(null)}
      />
      <ErrorDialog
        open={outcome?.sent === false}
        message={outcome?.message ?? ''}
        onClose={() => setOutcome(null)}
      />
    </Card>
  );
}
