import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { readApiFailure } from '@/lib/api-error';
import { useAnswerTicket, type TicketWithThread } from '../api/tickets';
import { ANSWER_MAX, answerError } from '../lib/tickets-view';

/**
 * The answer to an open ticket: the affiliate gets it as a notification and by email. Answering usually
 * ends the ticket, so closing with it is ticked; unticked, the ticket stays open for a follow-up.
 */
export function AnswerForm({
  ticket,
  onSent,
}: {
  ticket: TicketWithThread;
  onSent: (closed: boolean) => void;
}) {
  const answer = useAnswerTicket();
  const [text, setText] = useState('');
  const [close, setClose] = useState(true);
  const [tried, setTried] = useState(false);
  const error = tried ? answerError(text) : undefined;

  const send = async () => {
    setTried(true);
    if (answerError(text)) return;
    try {
      await answer.mutateAsync({ params: { ticketId: ticket.id }, body: { answer: text.trim(), close } });
      setText('');
      setTried(false);
      onSent(close);
    } catch {
      // Told below from answer.error.
    }
  };

  return (
    <form
      noValidate
      aria-label="Answer"
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextareaField
        label={`Your answer to ${ticket.username}`}
        hint={`Sent as a notification and by email to ${ticket.email}.`}
        className="[&_textarea]:min-h-32"
        value={text}
        maxLength={ANSWER_MAX}
        required
        error={error}
        counter={`${text.length}/${ANSWER_MAX}`}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      <CheckboxField
        label="Close the ticket with this answer"
        checked={close}
        onChange={(event) => setClose(event.target.checked)}
      />
      {answer.isError && <Alert>{readApiFailure(answer.error).message}</Alert>}
      <div>
        <Button type="submit" loading={answer.isPending}>
          Send answer
        </Button>
      </div>
    </form>
  );
}
