import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MessageCircleQuestionMark } from 'lucide-react';
import { askApplicantRequest } from '@affiliate/contract/endpoints/applications';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/textarea-field';
import { putServerErrors } from '@/lib/form-errors';
import { formValidationModes } from '@/lib/form-validation-modes';
import { useAskApplicant, type Application } from '../api/applications';

export const QUESTION_MAX = 2_000;
const numbers = new Intl.NumberFormat('en-US');

/**
 * Asks the applicant a question: they are mailed it with a link to answer, and the application waits for
 * the answer. Not before the email is confirmed (the gateway refuses it: the address may not be theirs).
 */
export function AskQuestionForm({ application, onAsked }: { application: Application; onAsked: () => void }) {
  const headingId = useId();
  const blockedId = useId();
  const ask = useAskApplicant();
  const form = useForm<{ question: string }>({
    resolver: zodResolver(askApplicantRequest),
    defaultValues: { question: '' },
    ...formValidationModes,
  });
  const { errors } = form.formState;
  const question = useWatch({ control: form.control, name: 'question' });
  const unconfirmed = application.email_confirmed_at === null;

  const submit = form.handleSubmit(async (values) => {
    try {
      await ask.mutateAsync({ params: { applicationId: application.id }, body: values });
      form.reset({ question: '' });
      onAsked();
    } catch (reason) {
      putServerErrors(reason, form.setError, ['question']);
    }
  });

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      className="flex flex-col gap-3"
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={headingId} className="text-base font-semibold text-ink">
        Ask a question
      </h3>
      <TextareaField
        label={`Question to ${application.first_name}`}
        className="[&_textarea]:min-h-28"
        hint={`Mailed to ${application.email} with a link to answer; the application waits for the answer.`}
        maxLength={QUESTION_MAX}
        required
        disabled={unconfirmed}
        counter={`${numbers.format(question.length)}/${numbers.format(QUESTION_MAX)}`}
        error={errors.question?.message}
        {...form.register('question')}
      />
      {unconfirmed && (
        <p id={blockedId} className="text-sm text-muted">
          A question is mailed once the applicant has confirmed their email.
        </p>
      )}
      {errors.root?.server && <Alert>{errors.root.server.message}</Alert>}
      <div>
        <Button
          type="submit"
          variant="secondary"
          loading={ask.isPending}
          disabled={unconfirmed}
          aria-describedby={unconfirmed ? blockedId : undefined}
        >
          <MessageCircleQuestionMark aria-hidden="true" className="size-4" />
          Send question
        </Button>
      </div>
    </form>
  );
}
