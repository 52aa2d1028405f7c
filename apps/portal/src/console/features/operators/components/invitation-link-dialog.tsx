import type { inviteOperator } from '@affiliate/contract/endpoints/operator-accounts';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import type { EndpointOutput } from '@/lib/endpoint-request';
import { formatDateTime } from '@/lib/dates';
import { roleNames } from '../../../lib/operator-roles';

export type IssuedInvitation = EndpointOutput<typeof inviteOperator>['data'];

/**
 * The invitation's link (or a sign-in reset's), shown this once: the gateway keeps only a hash of its
 * secret, so closing the dialog loses it (inviting or resetting again makes a new one and voids this one).
 */
export function InvitationLinkDialog({
  invitation,
  onClose,
  reset = false,
}: {
  invitation: IssuedInvitation | null;
  onClose: () => void;
  reset?: boolean;
}) {
  return (
    <ModalDialog
      open={invitation !== null}
      onOpenChange={(open) => !open && onClose()}
      persistent
      title={reset ? 'Sign-in reset' : 'Invitation ready'}
      widthClass="w-[min(92vw,560px)]"
      description={
        invitation && (
          <span className="[overflow-wrap:anywhere]">
            {reset
              ? `Send this link to ${invitation.email}. It lets them choose a new password and enrol a new authenticator; until then they cannot sign in.`
              : `Send this link to ${invitation.email}. It signs them up as ${roleNames[invitation.role]}.`}
          </span>
        )
      }
    >
      {invitation && (
        <div className="mt-5 text-left">
          <p className="text-sm font-medium text-ink">{reset ? 'Sign-in link' : 'Invitation link'}</p>
          <p className="mt-1.5 rounded-lg border border-line bg-canvas p-3 font-mono text-sm break-all text-ink">
            {invitation.link}
          </p>
          <div className="mt-3">
            <CopyButton text={invitation.link} label="Copy link" />
          </div>
          <p className="mt-4 text-sm text-ink">
            The link works once, for 72 hours (until {formatDateTime(invitation.expiresAt)}). It is shown only
            now: copy it before you close this window.
          </p>
          <Button className="mt-6" fullWidth onClick={onClose}>
            Done
          </Button>
        </div>
      )}
    </ModalDialog>
  );
}
