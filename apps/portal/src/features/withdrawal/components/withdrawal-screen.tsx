import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentOptionType } from '@affiliate/contract/common/payout-options';
import { useBalance } from '@/api/get-balance';
import { useMember } from '@/api/get-member';
import { Card } from '@/components/ui/card';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { NoResult } from '@/components/ui/no-result';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { paymentOptionFieldsQueryOptions } from '../api/get-payment-option-fields';
import { processedPaymentOptionsQueryOptions } from '../api/get-processed-payment-options';
import { useTwoFactorOn } from '../api/get-two-factor-status';
import { useWithdrawalStore } from '../stores/withdrawal-store';
import { BalanceSummary } from './balance-summary';
import { IdentityNotice } from './identity-notice';
import { PayoutOptionChips } from './payout-option-chips';
import { PendingWithdrawals } from './pending-withdrawals';
import { WithdrawalForm } from './withdrawal-form';

/** /withdrawal: the available balance, a request by one of the payout options, and the open requests. */
export function WithdrawalScreen() {
  const { t } = useLingui();
  const member = useMember().data;
  const balance = useBalance();
  const options = useQuery(processedPaymentOptionsQueryOptions());
  const details = useQuery({
    ...paymentOptionFieldsQueryOptions(member ?? { id: 0, country: 'MT', currency: { code: 'EUR' } }),
    enabled: member !== undefined,
  });
  const twoFactor = useTwoFactorOn();
  const [chosen, setChosen] = useState<PaymentOptionType | null>(null);

  // The refusals are kept per option while the screen is open; another visit starts clean.
  useEffect(() => () => useWithdrawalStore.setState({ apiErrors: {} }), []);

  const option = options.data?.find((candidate) => candidate.type === chosen);
  const optionDetails = details.data?.find((candidate) => candidate.payment_option_type === chosen);
  const failed = options.isError ? options : details.isError ? details : null;

  return (
    <>
      <PageHeader
        title={t`Withdrawal`}
        description={t`Request a payout of your commission by crypto or e-wallet.`}
      />
      <BalanceSummary />
      <IdentityNotice />
      <Card className="mt-6">
        <h2 className="text-lg font-semibold text-ink">
          <Trans>Request a withdrawal</Trans>
        </h2>
        <div className="mt-4">
          {failed ? (
            <LoadFailedAlert
              message={t`We could not load the payout options.`}
              error={failed.error}
              retrying={failed.isFetching}
              onRetry={() => void failed.refetch()}
            />
          ) : !options.data ? (
            <Skeleton className="h-11 w-full" />
          ) : options.data.length === 0 ? (
            <NoResult title={t`No payout options right now`}>
              <p>
                <Trans>The brand offers no payout option at the moment. Please try again later.</Trans>
              </p>
            </NoResult>
          ) : (
            <PayoutOptionChips options={options.data} value={chosen} onChange={setChosen} />
          )}
        </div>
        {option && optionDetails && twoFactor.known && (
          <WithdrawalForm
            key={option.type}
            option={option}
            details={optionDetails}
            available={balance.data?.available}
            twoFactorOn={twoFactor.on}
          />
        )}
        {option && (!optionDetails || !twoFactor.known) && !failed && (
          <Skeleton className="mt-5 h-40 w-full" />
        )}
      </Card>
      <PendingWithdrawals />
    </>
  );
}
