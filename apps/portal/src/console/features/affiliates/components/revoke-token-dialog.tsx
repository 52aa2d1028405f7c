import { useState } from 'react';
import type { IntegrationToken } from '@affiliate/contract/endpoints/affiliate-integrations';
import { operatorReason } from '@affiliate/contract/endpoints/operator-affiliates';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { TextareaField } from '@/components/ui/textarea-field';
import { readApiFailure } from '@/lib/api-error';
import { useRevokeAffiliateToken } from '../api/affiliates';

const REASON_MAX = 500;

/**
 * Revoking an affiliate's API token asks for the reason the gateway requires: it is kept with the token
 * and told to the affiliate, so the dialog says so. A refusal (revoked meanwhile) is told in the dialog.
 * Open while `token` is set.
 */
export function RevokeTokenDialog({ memberId, token, onClose }: { memberId: number; token: IntegrationToken | null; onClose: () => void }) {
  const revoke = useRevokeAffiliateToken();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const checked = operatorReason.safeParse(reason);
  const error = tried && !checked.success ? checked.error.issues[0]?.message : undefined;

  const close = () => {
    revoke.reset();
    setReason('');
    setTried(false);
    onClose();
  };
  const send = async () => {
    setTried(true);
    if (!token || !checked.success) return;
    try {
      await revoke.mutateAsync({ params: { memberId, tokenId: token.id }, body: { reason: checked.data } });
      close();
    } catch {
      // Told in the dialog from revoke.error.
    }
  };

  return (
    <ModalDialog
      open={token !== null}
      onOpenChange={(next) => !next && close()}
      title={`Revoke “${token?.name ?? ''}”?`}
      description="Tools using this token are refused from their next request. The affiliate is notified with your reason and can create a new token."
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
        <TextareaField
          label="Reason (the affiliate sees it)"
          className="[&_textarea]:min-h-24"
          value={reason}
          maxLength={REASON_MAX}
          required
          error={error}
          counter={`${reason.length}/${REASON_MAX}`}
          onChange={(event) => setReason(event.target.value)}
        />
        {revoke.isError && <Alert>{readApiFailure(revoke.error).message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" variant="danger" loading={revoke.isPending}>
            Revoke token
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
