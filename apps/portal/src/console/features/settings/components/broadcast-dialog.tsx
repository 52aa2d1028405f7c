import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { readApiFailure } from '@/lib/api-error';
import { formatCount } from '@/lib/money';
import { useBroadcast } from '../api/program-settings';
import { audienceText, type BroadcastFormValues } from '../lib/broadcast-form';

/**
 * Confirms a broadcast with who it goes to, sends it, then says how many affiliates got it (the
 * gateway's count: listed ids of disabled or unknown accounts get nothing).
 */
export function BroadcastDialog({
  notification,
  onClose,
}: {
  notification: BroadcastFormValues | null;
  onClose: (sent: boolean) => void;
}) {
  const send = useBroadcast();
  const delivered = send.data;
  const sent = delivered !== undefined;

  const close = () => {
    send.reset();
    onClose(sent);
  };

  return (
    <ModalDialog
      open={notification !== null}
      onOpenChange={(open) => !open && close()}
      title={sent ? 'Notification sent' : 'Send this notification?'}
      description={
        notification && (
          <span className="[overflow-wrap:anywhere]">
            {sent
              ? `Delivered to ${formatCount(delivered)} ${delivered === 1 ? 'affiliate' : 'affiliates'}.`
              : `“${notification.title}” goes to ${audienceText(notification)}. It cannot be taken back.`}
          </span>
        )
      }
      widthClass="w-[min(92vw,460px)]"
    >
      <div className="mt-5 flex flex-col gap-4 text-left">
        {send.isError && <Alert>{readApiFailure(send.error).message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {sent ? (
            <Button onClick={close}>Done</Button>
          ) : (
            <>
              <Button variant="secondary" onClick={close}>
                Cancel
              </Button>
              <Button loading={send.isPending} onClick={() => notification && send.mutate(notification)}>
                Send
              </Button>
            </>
          )}
        </div>
      </div>
    </ModalDialog>
  );
}
