import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { readApiFailure } from '@/lib/api-error';
import { formatCount, formatMoney } from '@/lib/money';
import type { CommissionPreview } from '../api/commission';
import { useClosePeriod } from '../api/commission';
import { monthName } from '../lib/period-labels';

export interface MonthClosed {
  period: string;
  closedNow: boolean;
  affiliates: number;
}

/** What closing credits, per currency, in words: `€1,234.50 to 12 affiliates and £0.00 to 1 affiliate`. */
function creditsText(totals: CommissionPreview['totals']): string {
  if (totals.length === 0) return 'nothing to anyone';
  return totals
    .map(
      (t) =>
        `${formatMoney(t.amount, t.currency)} to ${formatCount(t.credited)} ${t.credited === 1 ? 'affiliate' : 'affiliates'}`,
    )
    .join(' and ');
}

/**
 * Closing a month, confirmed with the preview's totals: the close credits each affiliate's balance and
 * notifies them, and cannot be undone (late activity goes into the next month's commission instead).
 */
export function CloseMonthDialog({
  preview,
  open,
  onClose,
  onClosed,
}: {
  preview: CommissionPreview;
  open: boolean;
  onClose: () => void;
  onClosed: (result: MonthClosed) => void;
}) {
  const close = useClosePeriod();
  const name = monthName(preview.period);

  const dismiss = () => {
    close.reset();
    onClose();
  };
  const confirm = async () => {
    try {
      const result = await close.mutateAsync(preview.period);
      onClosed({ period: preview.period, closedNow: result.closed_now, affiliates: result.affiliates });
      dismiss();
    } catch {
      // Told in the dialog from close.error.
    }
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => !next && dismiss()}
      title={`Close ${name}?`}
      description={`This credits ${creditsText(preview.totals)} as this preview shows, and notifies them. A closed month cannot be reopened: activity that arrives later is counted in the next month’s commission.`}
      widthClass="w-[min(92vw,480px)]"
    >
      <div className="mt-5 flex flex-col gap-4 text-left">
        {close.isError && <Alert>{readApiFailure(close.error).message}</Alert>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={dismiss}>
            Keep it open
          </Button>
          <Button loading={close.isPending} onClick={() => void confirm()}>
            Close {name}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
