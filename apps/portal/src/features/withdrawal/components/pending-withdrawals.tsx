import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Withdrawal } from '@affiliate/contract/endpoints/payments';
import { payoutOptions } from '@affiliate/contract/common/payout-options';
import { Button } from '@/components/ui/button';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { SuccessDialog } from '@/components/ui/success-dialog';
import { LoadFailedAlert } from '@/components/ui/load-failed-alert';
import { NoResult } from '@/components/ui/no-result';
import { Skeleton } from '@/components/ui/skeleton';
import { firstErrorMessage } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { reviewNote } from '@/lib/review-note';
import { compareDecimals } from '@/lib/decimal-units';
import { formatMoney, isDecimalString } from '@/lib/money';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { openWithdrawalsQueryOptions } from '../api/get-withdrawals';
import { CancelWithdrawalDialog } from './cancel-withdrawal-dialog';
import { PayoutAmount } from './payout-amount';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';

/** The open requests (pending, approved), newest first, each pending one with a Cancel button. */
export function PendingWithdrawals() {
  const { t } = useLingui();
  const list = useQuery(openWithdrawalsQueryOptions());
  const cancel = useCancelWithdrawal();
  const [asked, setAsked] = useState<Withdrawal | null>(null);
  const [failure, setFailure] = useState('');
  const [cancelled, setCancelled] = useState<Withdrawal | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const confirm = async (withdrawal: Withdrawal) => {
    try {
      await cancel.mutateAsync(withdrawal.id);
      setCancelled(withdrawal);
    } catch (reason) {
      setFailure(firstErrorMessage(reason));
    } finally {
      setAsked(null);
    }
  };

  const rows = list.data?.data ?? [];
  const cancelledMessage = (withdrawal: Withdrawal) => {
    const optionName = payoutOptions[withdrawal.payment_option_type].name;
    const amount = formatMoney(withdrawal.amount, withdrawal.currency);
    return t`Your ${optionName} withdrawal is cancelled: ${amount} is back in your available balance.`;
  };
  return (
    <section aria-labelledby="pending-withdrawals-heading" className="mt-8">
      <h2
        id="pending-withdrawals-heading"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-ink focus:outline-none"
      >
        <Trans>Pending requests</Trans>
      </h2>
      <div className="mt-3">
        {list.isError ? (
          <LoadFailedAlert
            message={t`We could not load your requests.`}
            error={list.error}
            retrying={list.isFetching}
            onRetry={() => void list.refetch()}
          />
        ) : list.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : rows.length === 0 ? (
          <div className="rounded-xl border border-line bg-surface">
            <NoResult title={t`No pending requests`}>
              <p>
                <Trans>Requests you make show here until they are paid.</Trans>
              </p>
            </NoResult>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {rows.map((withdrawal) => {
              const optionName = payoutOptions[withdrawal.payment_option_type].name;
              const crypto = payoutOptions[withdrawal.payment_option_type].kind === 'crypto';
              const amount = formatMoney(withdrawal.amount, withdrawal.currency);
              return (
                <li
                  key={withdrawal.id}
                  className="rounded-xl border border-line bg-surface p-4 shadow-xs"
                  aria-label={t`Withdrawal of ${amount} by ${optionName}`}
                >
                  {/* The status and Cancel come first on a phone, so the fields below get the card's whole width. */}
                  <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <dl className="grid min-w-0 flex-1 grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
                      <div className="min-w-0">
                        <dt className="text-xs text-muted">
                          <Trans>Date</Trans>
                        </dt>
                        <dd className="text-ink">{formatDateTime(withdrawal.created_at)}</dd>
                      </div>
                      <div className="min-w-0">
                        <dt className="text-xs text-muted">
                          <Trans>Option</Trans>
                        </dt>
                        <dd className="text-ink">{optionName}</dd>
                      </div>
                      <div className="min-w-0">
                        <dt className="text-xs text-muted">
                          <Trans>Amount requested</Trans>
                        </dt>
                        <dd className="font-medium text-ink">
                          <span data-testid="withdrawal-amount" className="whitespace-nowrap tabular-nums">
                            {amount}
                          </span>
                        </dd>
                      </div>
                      <div className="min-w-0">
                        <dt className="text-xs text-muted">
                          <Trans>Amount to send</Trans>
                        </dt>
                        <dd className="text-ink">
                          <PayoutAmount amount={withdrawal.payout_amount} unit={withdrawal.unit} />
                        </dd>
                      </div>
                      {crypto &&
                        isDecimalString(withdrawal.fee) &&
                        compareDecimals(withdrawal.fee, '0') === 1 && (
                          <div className="min-w-0">
                            <dt className="text-xs text-muted">
                              <Trans>Network fee</Trans>
                            </dt>
                            <dd className="whitespace-nowrap tabular-nums text-ink">
                              {formatMoney(withdrawal.fee, withdrawal.currency)}
                            </dd>
                          </div>
                        )}
                      <div className="col-span-full min-w-0">
                        <dt className="text-xs text-muted">
                          {/* The address paid to; not the "To" of a date range. */}
                          <Trans context="payout destination">To</Trans>
                        </dt>
                        <dd className="break-all font-mono text-xs text-ink">{withdrawal.destination}</dd>
                      </div>
                    </dl>
                    <div className="flex items-center justify-between gap-3 sm:justify-end">
                      <WithdrawalStatusBadge status={withdrawal.status} />
                      {withdrawal.status === 'pending' && (
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t`Cancel the withdrawal of ${amount} by ${optionName}`}
                          onClick={() => setAsked(withdrawal)}
                        >
                          <Trans context="cancel a withdrawal">Cancel</Trans>
                        </Button>
                      )}
                    </div>
                  </div>
                  {withdrawal.review_reason && withdrawal.status === 'pending' && (
                    <p className="mt-3 rounded-lg bg-info-soft px-3 py-2 text-sm text-info-ink">
                      {reviewNote(withdrawal)}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <CancelWithdrawalDialog
        withdrawal={asked}
        cancelling={cancel.isPending}
        onConfirm={(w) => void confirm(w)}
        onClose={() => setAsked(null)}
        finalFocus={() => heading.current}
      />
      <SuccessDialog
        open={cancelled !== null}
        title={t`Withdrawal cancelled`}
        message={cancelled ? cancelledMessage(cancelled) : ''}
        onClose={() => setCancelled(null)}
        finalFocus={() => heading.current}
      />
      <ErrorDialog open={failure !== ''} message={failure} onClose={() => setFailure('')} />
    </section>
  );
}
