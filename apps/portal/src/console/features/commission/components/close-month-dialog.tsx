import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { readApiFailure } from '@/lib/api-error';
import { formatCount, formatMoney } from '@/lib/money';
import type { CommissionPreview } from '../api/commission';
import { useClosePeriod } from '../api/commission';
import { isZeroAmount, monthName } from '../lib/period-labels';

export interface MonthClosed {
  period: string;
  closedNow: boolean;
  affiliates: number;
  /** What the close credited parents on their sub-affiliates, per currency (none: nothing). */
  subAffiliateEarnings: Array<{ currency: string; amount: string }>;
}

/**
 * What closing credits, per currency, in words: `€1,234.50 to 12 affiliates and £0.00 to 1 affiliate`,
 * and, where parents earn on their sub-affiliates, `€1,234.50 to 12 affiliates, and about €20.00 to
 * parents on their sub-affiliates (€1,254.50 in all)`.
 */
function creditsText(totals: CommissionPreview['totals']): string {
  if (totals.length === 0) return 'nothing to anyone';
  return totals
    .map((t) => {
      const commissions = `${formatMoney(t.amount, t.currency)} to ${formatCount(t.credited)} ${t.credited === 1 ? 'affiliate' : 'affiliates'}`;
      if (isZeroAmount(t.sub_affiliate_earnings)) return commissions;
      const parents = `about ${formatMoney(t.sub_affiliate_earnings, t.currency)} to parents on their sub-affiliates (${formatMoney(t.total_credited, t.currency)} in all)`;
      return t.affiliates === 0 ? parents : `${commissions}, and ${parents}`;
    })
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
      onClosed({
        period: preview.period,
        closedNow: result.closed_now,
        affiliates: result.affiliates,
        subAffiliateEarnings: result.totals
          .filter((total) => !isZeroAmount(total.sub_affiliate_earnings))
          .map((total) => ({ currency: total.currency, amount: total.sub_affiliate_earnings })),
      });
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
