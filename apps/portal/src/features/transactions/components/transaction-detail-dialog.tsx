import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { ErrorDialog } from '@/components/ui/error-dialog';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { PaymentOptionLabel } from '@/components/ui/payment-option-label';
import { Skeleton } from '@/components/ui/skeleton';
import { readApiFailure } from '@/lib/api-error';
import { formatDateTime } from '@/lib/dates';
import { reviewNote } from '@/lib/review-note';
import { formatMoney } from '@/lib/money';
import { transactionQueryOptions, type TransactionDetail } from '../api/get-transaction';
import { NONE, toTransactionView, type TransactionView } from '../lib/transaction-row';
import { unsigned } from '../lib/withdrawal-outcome';
import { PayoutReference } from './payout-reference';
import { TransactionStatusBadge } from './transaction-status-badge';
import { TransactionTimeline } from './transaction-timeline';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </div>
  );
}

function DetailFields({ detail }: { detail: TransactionDetail }) {
  const { t } = useLingui();
  const view = toTransactionView(detail);
  const withdrawal = detail.type === 'withdrawal';
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      <Field label={t`Date`}>{formatDateTime(detail.created_at)}</Field>
      <Field label={t`Type`}>{view.type}</Field>
      <Field label={t`Status`}>
        <TransactionStatusBadge status={detail.status} />
      </Field>
      <Field label={t`Description`}>{detail.description}</Field>
      {detail.period && <Field label={t`Commission period`}>{detail.period}</Field>}
      {view.returned !== null ? (
        <>
          <Field label={t`Amount requested`}>
            <s className="whitespace-nowrap tabular-nums text-muted">{view.returned}</s>
          </Field>
          <Field label={t`Returned to your balance`}>
            <span className="whitespace-nowrap tabular-nums">{view.returned}</span>
          </Field>
        </>
      ) : (
        <Field label={withdrawal ? t`Amount requested` : t`Amount`}>
          <span className="whitespace-nowrap tabular-nums">
            {withdrawal ? formatMoney(unsigned(detail.amount), detail.currency) : view.amount}
          </span>
        </Field>
      )}
      <Field label={view.feeLabel}>
        <span className="whitespace-nowrap tabular-nums">{view.fee}</span>
      </Field>
      {detail.payment_option_type && (
        <Field label={t`Payment option`}>
          <PaymentOptionLabel type={detail.payment_option_type} />
        </Field>
      )}
      {view.payout && !view.outcome.returned && (
        <Field label={view.outcome.payoutLabel}>
          <span className="whitespace-nowrap tabular-nums">{view.payout}</span>
        </Field>
      )}
      {view.rate && <Field label={t`Rate`}>{view.rate}</Field>}
      {detail.destination && <Field label={t`Destination`}>{detail.destination}</Field>}
      {detail.payment_option_type && (
        <Field label={t`Payout reference`}>
          {detail.payout_reference ? (
            <PayoutReference
              reference={detail.payout_reference}
              shown={detail.payout_reference}
              explorer={view.explorer}
              className="[&>span:first-child]:whitespace-normal [&>span:first-child]:break-all"
            />
          ) : (
            NONE
          )}
        </Field>
      )}
      {detail.review_reason && view.outcome.underReview && (
        <Field label={t`Under review because`}>{reviewNote(detail)}</Field>
      )}
      {detail.reject_reason && <Field label={t`Rejected because`}>{detail.reject_reason}</Field>}
      <Field label={t`Reference`}>
        <span className="font-mono text-xs">{detail.id}</span>
      </Field>
    </dl>
  );
}

export interface TransactionDetailDialogProps {
  /** The row whose detail is open, or null when closed. */
  row: TransactionView | null;
  onClose: () => void;
}

/** GET /bo/me/transactions/{id} in a dialog: every field, and for a withdrawal its timeline. */
export function TransactionDetailDialog({ row, onClose }: TransactionDetailDialogProps) {
  const { t } = useLingui();
  const detail = useQuery({ ...transactionQueryOptions(row?.id ?? ''), enabled: row !== null });
  if (row && detail.isError) {
    const reason = readApiFailure(detail.error).message;
    return (
      <ErrorDialog
        open
        title={t`Transaction not available`}
        message={t`We could not load this transaction. ${reason}`}
        onClose={onClose}
      />
    );
  }
  // The title: the row's type and day, `Withdrawal of 12/03/2026`.
  const type = row?.type ?? '';
  const date = row?.date ?? '';
  return (
    <ModalDialog
      open={row !== null}
      onOpenChange={(open) => !open && onClose()}
      title={row ? t`${type} of ${date}` : t`Transaction`}
      description={row?.description}
      widthClass="w-[min(94vw,560px)]"
    >
      <div className="mt-5 text-left">
        {detail.data ? (
          <>
            <DetailFields detail={detail.data} />
            {detail.data.type === 'withdrawal' && (
              <section aria-labelledby="transaction-timeline" className="mt-6">
                <h3 id="transaction-timeline" className="mb-3 text-base font-semibold text-ink">
                  <Trans>Timeline</Trans>
                </h3>
                <TransactionTimeline
                  events={detail.data.timeline}
                  returned={toTransactionView(detail.data).returned}
                />
              </section>
            )}
          </>
        ) : (
          <div role="status" className="flex flex-col gap-2">
            <span className="sr-only">
              <Trans>Loading the transaction…</Trans>
            </span>
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-3/4" />
          </div>
        )}
        <Button className="mt-6" fullWidth variant="secondary" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}
