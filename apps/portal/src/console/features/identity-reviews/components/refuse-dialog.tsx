import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { readApiFailure } from '@/lib/api-error';
import { REASON_MAX, reasonError } from '../../../lib/operator-reason';
import { useRefuseReview, type KycReview } from '../api/identity-reviews';

/**
 * Refusing an identity: the affiliate reads the reason and may start a new attempt, so it is confirmed
 * here with a reason the gateway requires (3 to 500 characters). A refusal from the gateway (decided
 * meanwhile by someone else) is told in the dialog; the queue has reloaded by then.
 */
export function RefuseDialog({ review, onClose, onDone }: { review: KycReview | null; onClose: () => void; onDone: (review: KycReview) => void }) {
  const refuse = useRefuseReview();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const error = tried ? reasonError(reason) : undefined;

  const close = () => {
    refuse.reset();
    setReason('');
    setTried(false);
    onClose();
  };
  const send = async () => {
    setTried(true);
    if (!review || reasonError(reason)) return;
    try {
      await refuse.mutateAsync({ params: { memberId: review.member_id }, body: { reason: reason.trim() } });
      onDone(review);
      close();
    } catch {
      // Told in the dialog from refuse.error.
    }
  };

  return (
    <ModalDialog
      open={review !== null}
      onOpenChange={(open) => !open && close()}
      title="Refuse this identity?"
      description={review && <span className="[overflow-wrap:anywhere]">{`${review.username} (${review.name}) reads your reason in a notification and by email, and can start a new verification.`}</span>}
      widthClass="w-[min(92vw,480px)]"
    >
      <form
        noValidate
        className="mt-5 flex flex-col gap-4 text-left"
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <TextareaField label="Reason" className="[&_textarea]:min-h-24" value={reason} maxLength={REASON_MAX} required error={error} counter={`${reason.length}/${REASON_MAX}`} onChange={(event) => setReason(event.target.value)} />
        {refuse.isError && <Alert>{readApiFailure(refuse.error).message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Keep it waiting
          </Button>
          <Button type="submit" variant="danger" loading={refuse.isPending}>
            Refuse
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
