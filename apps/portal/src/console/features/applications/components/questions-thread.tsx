import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/dates';
import type { Application } from '../api/applications';

/** The questions managers asked, each with the applicant's answer (line breaks kept) or that none came yet. */
export function QuestionsThread({ application }: { application: Application }) {
  const { messages } = application;
  return (
    <Card>
      <h2 className="mb-3 text-lg font-semibold text-ink">Questions and answers</h2>
      {messages.length === 0 ? (
        <p className="text-sm text-muted">No question was asked.</p>
      ) : (
        <ol aria-label="Questions and answers" className="space-y-4">
          {messages.map((message, index) => (
            <li key={`${message.asked_at}-${index}`} className="space-y-2">
              <article
                aria-label={`Question from ${message.asked_by}`}
                className="rounded-xl border border-line bg-surface p-3"
              >
                <p className="mb-1 text-xs text-muted [overflow-wrap:anywhere]">
                  <span className="font-semibold text-ink">{message.asked_by}</span> asked ·{' '}
                  <time dateTime={message.asked_at}>{formatDateTime(message.asked_at)}</time>
                </p>
                <p className="text-sm whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">
                  {message.question}
                </p>
              </article>
              {message.answer !== null ? (
                <article
                  aria-label={`Answer from ${application.first_name}`}
                  className="rounded-xl border border-info/30 bg-info-soft/40 p-3 sm:ml-8"
                >
                  <p className="mb-1 text-xs text-muted">
                    <span className="font-semibold text-ink">{application.first_name}</span> answered
                    {message.answered_at && (
                      <>
                        {' '}
                        · <time dateTime={message.answered_at}>{formatDateTime(message.answered_at)}</time>
                      </>
                    )}
                  </p>
                  <p className="text-sm whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">
                    {message.answer}
                  </p>
                </article>
              ) : (
                <p className="text-sm text-muted sm:ml-8">Not answered yet.</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
