import type { IntegrationToken } from '@affiliate/contract/endpoints/affiliate-integrations';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useRevokeAffiliateToken } from '../api/affiliates';

/**
 * Revoking an affiliate's API token: the reason is kept with the token and told to the affiliate, so it
 * is confirmed with one (the console's reason dialog). A refusal (revoked meanwhile) is told in the
 * dialog. Open while `token` is set.
 */
export function RevokeTokenDialog({ memberId, token, onClose }: { memberId: number; token: IntegrationToken | null; onClose: () => void }) {
  const revoke = useRevokeAffiliateToken();
  return (
    <ReasonDialog
      open={token !== null}
      title={`Revoke “${token?.name ?? ''}”?`}
      description="Tools using this token are refused from their next request. The affiliate is notified with your reason and can create a new token."
      confirm="Revoke token"
      keep="Cancel"
      action={revoke}
      send={async (reason) => token && revoke.mutateAsync({ params: { memberId, tokenId: token.id }, body: { reason } })}
      onDone={() => undefined}
      onClose={onClose}
    />
  );
}
