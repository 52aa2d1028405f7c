import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { CircleX } from 'lucide-react';
import type { OperatorRole } from '@affiliate/contract/common/endpoint';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/dates';
import { affiliatePath } from '../../../config/console-routes';
import { roleNames } from '../../../lib/operator-roles';
import { useDealChoices, type Application } from '../api/applications';
import { applicantName } from '../lib/application-words';
import { ApproveForm } from './approve-form';
import { AskQuestionForm } from './ask-question-form';
import { RejectDialog } from './reject-dialog';

/** Who decided, when, and what: the deal and the affiliate created, or the reason the applicant read. */
function DecisionRecord({ application }: { application: Application }) {
  const when = application.decided_at && (
    <time dateTime={application.decided_at}>{formatDateTime(application.decided_at)}</time>
  );
  const by = application.decided_by ?? 'a manager';
  if (application.status === 'approved')
    return (
      <div className="space-y-2 text-sm text-ink [overflow-wrap:anywhere]">
        <p>
          Approved by {by} on {when}, on the deal {application.deal ?? '(not recorded)'}.
        </p>
        {application.member_id !== null && (
          <p>
            <Link
              to={affiliatePath(application.member_id)}
              className="text-info-ink underline underline-offset-2"
            >
              Open the affiliate {application.username} (#{application.member_id})
            </Link>
          </p>
        )}
      </div>
    );
  return (
    <div className="space-y-2 text-sm text-ink [overflow-wrap:anywhere]">
      <p>
        Rejected by {by} on {when}.
      </p>
      <p className="text-muted">The reason the applicant was mailed:</p>
      <p className="whitespace-pre-wrap rounded-md bg-canvas px-3 py-2">{application.reject_reason}</p>
    </div>
  );
}

/** Approving needs the deals: loaded only for a manager who may decide. */
function ApproveWithDeals({
  application,
  onApproved,
}: {
  application: Application;
  onApproved: (approved: Application) => void;
}) {
  const deals = useDealChoices(true);
  if (deals.isError)
    return (
      <LoadFailedAlert
        message="We could not load the deals to approve with."
        error={deals.error}
        retrying={deals.isFetching}
        onRetry={() => void deals.refetch()}
      />
    );
  if (!deals.data)
    return (
      <div>
        <p role="status" className="sr-only">
          Loading the deals…
        </p>
        <Skeleton className="h-24 w-full" />
      </div>
    );
  return <ApproveForm application={application} deals={deals.data} onApproved={onApproved} />;
}

/**
 * The decision: what was decided, or while the application waits, the manager's three moves (approve
 * with a deal, ask a question, reject with a reason) for the roles the contract lets decide; the others
 * read. Each move's outcome is told here, and the focus comes back to the section's heading (the button
 * pressed may be gone).
 */
export function DecisionSection({
  application,
  canDecide,
  role,
}: {
  application: Application;
  canDecide: boolean;
  role: OperatorRole;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const decided = application.status === 'approved' || application.status === 'rejected';
  const name = applicantName(application);

  const tell = (text: string) => {
    setNotice(text);
    heading.current?.focus();
  };

  return (
    <Card className="space-y-5">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink focus:outline-none">
        Decision
      </h2>
      {notice && (
        <Alert tone="success">
          <span className="[overflow-wrap:anywhere]">{notice}</span>
        </Alert>
      )}
      {decided ? (
        <DecisionRecord application={application} />
      ) : !canDecide ? (
        <p className="text-sm text-muted">
          Waiting for a decision. Marketing and admins decide on applications; your role ({roleNames[role]})
          reads them.
        </p>
      ) : (
        <>
          <ApproveWithDeals
            application={application}
            onApproved={(approved) =>
              tell(
                `Approved: ${name} is now the affiliate ${approved.username} on the deal ${approved.deal ?? ''}, and was mailed.`,
              )
            }
          />
          <div className="border-t border-line pt-5">
            <AskQuestionForm
              application={application}
              onAsked={() =>
                tell(
                  `Your question was mailed to ${application.email}; the application waits for the answer.`,
                )
              }
            />
          </div>
          <div className="space-y-3 border-t border-line pt-5">
            <h3 className="text-base font-semibold text-ink">Reject</h3>
            <p className="text-sm text-muted">
              The applicant is mailed your reason; a rejected application cannot be approved later.
            </p>
            <Button variant="danger" onClick={() => setRejecting(true)}>
              <CircleX aria-hidden="true" className="size-4" />
              Reject…
            </Button>
          </div>
        </>
      )}
      {/* Kept while the application reloads as rejected, so the dialog closes rather than vanishes. */}
      {canDecide && (
        <RejectDialog
          application={application}
          open={rejecting}
          onClose={() => setRejecting(false)}
          onRejected={() => tell(`Rejected: ${name} was mailed your reason.`)}
          finalFocus={() => heading.current}
        />
      )}
    </Card>
  );
}
