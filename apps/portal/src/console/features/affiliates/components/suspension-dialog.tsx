import { useState } from 'react';
import { operatorReason, type AffiliateSummary } from '@affiliate/contract/endpoints/operator-affiliates';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { readApiFailure } from '@/lib/api-error';
import { useReactivateAffiliate, useSuspendAffiliate } from '../api/affiliates';

const REASON_MAX = 500;

/**
 * Suspending asks for the reason the gateway requires (kept with the suspension and in the audit);
 * reactivating only for a confirmation. A refusal (someone else acted first) is told in the dialog.
 */
export function SuspensionDialog({
  affiliate,
  open,
  onClose,
}: {
  affiliate: Pick<AffiliateSummary, 'id' | 'username' | 'status'>;
  open: boolean;
  onClose: () => void;
}) {
  const suspend = useSuspendAffiliate();
  const reactivate = useReactivateAffiliate();
  const suspending = affiliate.status === 'active';
  const action = suspending ? suspend : reactivate;
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const checked = operatorReason.safeParse(reason);
  const error = tried && !checked.success ? checked.error.issues[0]?.message : undefined;

  const close = () => {
    suspend.reset();
    reactivate.reset();
    setReason('');
    setTried(false);
    onClose();
  };
  const send = async () => {
    setTried(true);
    try {
      if (suspending) {
        if (!checked.success) return;
        await suspend.mutateAsync({ params: { memberId: affiliate.id }, body: { reason: checked.data } });
      } else {
        await reactivate.mutateAsync({ params: { memberId: affiliate.id } });
      }
      close();
    } catch {
      // Told in the dialog from action.error.
    }
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={suspending ? `Suspend ${affiliate.username}?` : `Reactivate ${affiliate.username}?`}
      description={
        suspending
          ? 'They are signed out everywhere and cannot sign in until reactivated. Their links and players keep counting.'
          : 'They can sign in again with their password.'
      }
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
        {suspending && (
          <TextareaField
            label="Reason"
            className="[&_textarea]:min-h-24"
            value={reason}
            maxLength={REASON_MAX}
            required
            error={error}
            counter={`${reason.length}/${REASON_MAX}`}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
        {action.isError && <Alert>{readApiFailure(action.error).message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant={suspending ? 'danger' : 'primary'} loading={action.isPending}>
            {suspending ? 'Suspend' : 'Reactivate'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
