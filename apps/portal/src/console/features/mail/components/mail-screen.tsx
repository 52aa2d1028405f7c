import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Search } from 'lucide-react';
import { email as emailAddress } from '@affiliate/contract/common/primitives';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { SkeletonTableRows } from '@/components/ui/list-skeleton';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { PageHeader } from '@/components/ui/page-header';
import { MAIL_LIST_LIMIT, useMail } from '../api/mail';
import { MailTable } from './mail-table';

/**
 * Mail (admins): what the gateway wrote to affiliates and the support team, newest first, and whether
 * each one reached the mail server, so "I never got the code" can be answered. The address searched for
 * stays in the URL (`?to=`).
 */
export function MailScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const to = searchParams.get('to');
  const mail = useMail(to);
  const [text, setText] = useState(to ?? '');
  const [error, setError] = useState<string | undefined>();
  const headingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (typed === '') {
      setError(undefined);
      setSearchParams({});
      return;
    }
    const parsed = emailAddress.safeParse(typed);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setSearchParams({ to: parsed.data });
  };

  return (
    <div className="max-w-5xl space-y-6">
      <PageHeader
        title="Mail"
        description="Every mail the program sent, with whether it reached the mail server. Mails hold one-time codes: never pass one on."
      />
      <form
        role="search"
        aria-label="Find mail to an address"
        className="grid grid-cols-1 gap-x-4 gap-y-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-start"
        onSubmit={submit}
      >
        <FormField
          label="Sent to"
          type="search"
          hint="The whole address, any case"
          value={text}
          maxLength={254}
          autoComplete="off"
          spellCheck={false}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" className="md:mt-7">
          <Search aria-hidden="true" className="size-4" />
          Find
        </Button>
      </form>
      <Card>
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {to ? `Mail to ${to}` : 'Latest mail'}
        </h2>
        <p className="mt-1 mb-3 text-sm text-muted">The latest {MAIL_LIST_LIMIT}, newest first.</p>
        {mail.isError ? (
          <LoadFailedAlert
            message="We could not load the mail."
            error={mail.error}
            retrying={mail.isFetching}
            onRetry={() => void mail.refetch()}
          />
        ) : !mail.data ? (
          <table className="w-full" aria-busy="true" aria-label="Loading the mail">
            <tbody>
              <SkeletonTableRows count={4} columns={3} />
            </tbody>
          </table>
        ) : mail.data.length === 0 ? (
          <p className="py-4 text-sm text-muted">
            {to ? `No mail was sent to ${to}.` : 'No mail has been sent yet.'}
          </p>
        ) : (
          <MailTable labelledBy={headingId} mails={mail.data} busy={mail.isPlaceholderData} />
        )}
      </Card>
    </div>
  );
}
