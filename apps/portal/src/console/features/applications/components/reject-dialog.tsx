import { rejectApplicationRequest } from '@affiliate/contract/endpoints/applications';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useRejectApplication, type Application } from '../api/applications';
import { applicantName } from '../lib/application-words';

export const REJECT_REASON_MAX = 2_000;

/** The contract's rule for the reason (1 to 2,000 characters once trimmed), in its words. */
function reasonError(reason: string): string | undefined {
  const checked = rejectApplicationRequest.shape.reason.safeParse(reason);
  return checked.success ? undefined : checked.error.issues[0]?.message;
}

const rules = { max: REJECT_REASON_MAX, check: reasonError };

/**
 * Rejecting an application: the applicant is mailed the reason and cannot be approved afterwards, so it
 * is confirmed here with the reason. A refusal from the gateway (decided meanwhile by someone else) is
 * told in the dialog; the application has reloaded behind it by then.
 */
export function RejectDialog({
  application,
  open,
  onClose,
  onRejected,
  finalFocus,
}: {
  application: Application;
  open: boolean;
  onClose: () => void;
  onRejected: () => void;
  finalFocus: () => HTMLElement | null;
}) {
  const reject = useRejectApplication();
  return (
    <ReasonDialog
      open={open}
      title="Reject this application?"
      description={
        <span className="[overflow-wrap:anywhere]">
          {`${applicantName(application)} (${application.email}) is mailed your reason. A rejected application cannot be approved later.`}
        </span>
      }
      confirm="Reject application"
      keep="Keep it waiting"
      action={reject}
      rules={rules}
      send={(reason) => reject.mutateAsync({ params: { applicationId: application.id }, body: { reason } })}
      onDone={onRejected}
      onClose={onClose}
      finalFocus={finalFocus}
    />
  );
}
