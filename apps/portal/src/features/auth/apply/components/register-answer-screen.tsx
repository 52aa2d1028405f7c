import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { z } from 'zod';
import { answerApplicationRequest } from '@affiliate/contract/endpoints/applications';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { TextareaField } from '@/components/ui/textarea-field';
import { readApiFailure } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { putServerErrors } from '@/lib/form-errors';
import { formResolver } from '@/lib/form-resolver';
import { formatCount } from '@/lib/money';
import { formValidationModes, requiredString } from '@/lib/validation';
import { AuthShell } from '../../components/auth-shell';
import { loadQuestion, sendAnswer, type ApplicationQuestion } from '../api/applications';
import { tokenFromFragment } from '../lib/fragment-token';
import { ApplicationReceived } from './application-received';

const ANSWER_MAX = 5_000;

const answerFormSchema = z.object({
  answer: requiredString(msg`Your answer`, answerApplicationRequest.shape.answer),
});
type AnswerFormValues = z.infer<typeof answerFormSchema>;

/**
 * The mailed link's page for a manager's question about an application, `/auth/register/answer#token=…`:
 * the question, an answer of up to 5,000 characters, then thanks. The token leaves the address as the
 * page opens; a link that does not work any more (answered already, expired) says so.
 */
export function RegisterAnswerScreen() {
  const { t } = useLingui();
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenFromFragment(hash));
  const [answered, setAnswered] = useState(false);
  const question = useQuery({
    queryKey: ['application-question', token],
    queryFn: () => loadQuestion(token ?? ''),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  useEffect(() => {
    if (hash) void navigate({ pathname, search }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the token leaves the address once, as the page opens
  }, []);

  const linkRefused = question.isError && readApiFailure(question.error).status === 422;

  if (answered)
    return (
      <AuthShell title={t`Thank you`}>
        <ApplicationReceived>
          <Trans>Thank you: your answer is with our team. We will write to you.</Trans>
        </ApplicationReceived>
      </AuthShell>
    );
  if (token === null || linkRefused)
    return (
      <AuthShell title={t`This link is not valid any more`}>
        <p className="text-sm text-ink">
          <Trans>
            The question may have been answered already, or the link has expired. If our team needs more from
            you, they will write to you again.
          </Trans>
        </p>
      </AuthShell>
    );
  return (
    <AuthShell title={t`Answer our question`}>
      {question.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner size="sm" />
          <Trans>Loading the question…</Trans>
        </p>
      ) : question.isError ? (
        <div className="flex flex-col gap-4">
          <Alert>{readApiFailure(question.error).message}</Alert>
          <Button variant="secondary" onClick={() => void question.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <AnswerForm token={token} question={question.data} onAnswered={() => setAnswered(true)} />
      )}
    </AuthShell>
  );
}

function AnswerForm({
  token,
  question,
  onAnswered,
}: {
  token: string;
  question: ApplicationQuestion;
  onAnswered: () => void;
}) {
  const { t } = useLingui();
  const [alert, setAlert] = useState('');
  const form = useForm<AnswerFormValues>({
    resolver: formResolver(answerFormSchema),
    defaultValues: { answer: '' },
    ...formValidationModes,
  });
  const { errors, isSubmitting } = form.formState;
  const typed = formatCount(useWatch({ control: form.control, name: 'answer' }).length);
  const most = formatCount(ANSWER_MAX);
  const firstName = question.first_name;
  const askedAt = formatDateTime(question.asked_at);

  const submit = form.handleSubmit(async (values) => {
    setAlert('');
    try {
      await sendAnswer(token, values.answer.trim());
      onAnswered();
    } catch (reason) {
      const { formMessage } = putServerErrors(reason, form.setError, ['answer'], { formMessage: 'returned' });
      if (formMessage) setAlert(formMessage);
    }
  });

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink">
        <Trans>
          Hello {firstName}, our team has a question about your application (asked on {askedAt}):
        </Trans>
      </p>
      <blockquote className="whitespace-pre-line rounded-lg border border-line bg-canvas p-4 text-sm text-ink [overflow-wrap:anywhere]">
        {question.question}
      </blockquote>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <TextareaField
          label={t`Your answer`}
          rows={8}
          maxLength={ANSWER_MAX}
          counter={t`${typed} / ${most} characters`}
          error={errors.answer?.message}
          {...form.register('answer')}
        />
        {alert && <Alert>{alert}</Alert>}
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          <Trans>Send my answer</Trans>
        </Button>
      </form>
    </div>
  );
}
