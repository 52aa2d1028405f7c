import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { routes } from '@/config/routes';
import { useWithdrawalIdentity } from '../api/get-withdrawal-identity';

/**
 * The brand's identity rule, before the affiliate types anything: when it holds withdrawals back (all of
 * them before a first one, or those above an amount), the message and the way to /kyc. A withdrawal
 * the rule refuses also answers 40301 under the amount; this says it first.
 */
export function IdentityNotice() {
  const rule = useWithdrawalIdentity().data;
  if (!rule?.message) return null;
  return (
    <Alert tone="info" className="mt-6">
      <p>{rule.message}</p>
      <Link
        to={routes.kyc.path}
        className="mt-1 inline-block font-medium underline underline-offset-4 hover:no-underline"
      >
        <Trans>Verify your identity</Trans>
      </Link>
    </Alert>
  );
}
