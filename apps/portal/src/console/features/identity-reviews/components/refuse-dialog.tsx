import { ReasonDialog } from '../../../components/reason-dialog';
import { useRefuseReview, type KycReview } from '../api/identity-reviews';

/**
 * Refusing an identity: the affiliate reads the reason and may start a new attempt, so it is confirmed
 * with a reason. A refusal from the gateway (decided meanwhile by someone else) is told in the dialog;
 * the queue has reloaded by then.
 */
export function RefuseDialog({
  review,
  onClose,
  onDone,
}: {
  review: KycReview | null;
  onClose: () => void;
  onDone: (review: KycReview) => void;
}) {
  const refuse = useRefuseReview();
  return (
    <ReasonDialog
      open={review !== null}
      title="Refuse this identity?"
      description={
        review && (
          <span className="[overflow-wrap:anywhere]">{`${review.username} (${review.name}) reads your reason in a notification and by email, and can start a new verification.`}</span>
        )
      }
      confirm="Refuse"
      keep="Keep it waiting"
      action={refuse}
      send={async (reason) =>
        review && refuse.mutateAsync({ params: { memberId: review.member_id }, body: { reason } })
      }
      onDone={() => review && onDone(review)}
      onClose={onClose}
    />
  );
}
