import { useRef } from 'react';
import type { IntegrationToken } from '@affiliate/contract/endpoints/affiliate-integrations';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useRevokeAffiliateToken } from '../api/affiliates';

/** The id of a token's name heading in the list: focus lands there after its Revoke button is gone. */
export const tokenHeadingId = (tokenId: string) => `api-token-${tokenId}`;

/**
 * Revoking an affiliate's API token: the reason is kept with the token and told to the affiliate, so it
 * is confirmed with one (the console's reason dialog). A refusal (revoked meanwhile) is told in the
 * dialog. Open while `token` is set. Once revoked, the token's Revoke button is gone, so focus goes
 * to the token's name rather than falling to the page.
 */
export function RevokeTokenDialog({
  memberId,
  token,
  onClose,
}: {
  memberId: number;
  token: IntegrationToken | null;
  onClose: () => void;
}) {
  const revoke = useRevokeAffiliateToken();
  // The token revoked (`token` is already null when the dialog hands focus back).
  const revoked = useRef<string | null>(null);
  return (
    <ReasonDialog
      open={token !== null}
      title={`Revoke “${token?.name ?? ''}”?`}
      description="Tools using this token are refused from their next request. The affiliate is notified with your reason and can create a new token."
      confirm="Revoke token"
      keep="Cancel"
      action={revoke}
      send={async (reason) => {
        if (!token) return;
        revoked.current = token.id;
        return revoke.mutateAsync({ params: { memberId, tokenId: token.id }, body: { reason } });
      }}
      onDone={() => undefined}
      onClose={onClose}
      finalFocus={() => (revoked.current ? document.getElementById(tokenHeadingId(revoked.current)) : null)}
    />
  );
}
