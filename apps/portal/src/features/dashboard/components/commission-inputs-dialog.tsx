import { Calculator } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { cx } from '@/components/ui/cx';
import { InfoDialog } from '@/components/ui/info-dialog';
import { commissionInputLines, type PeriodSummary } from '../lib/commission-inputs';

export type { PeriodSummary } from '../lib/commission-inputs';

/**
 * The current period's estimated commission opened to its inputs: a button that shows the dashboard's
 * own figures and definitions (win/loss, bonuses, admin fee, NGR, revenue share, CPA) in a dialog.
 * The figures are the gateway's; nothing is recomputed here.
 */
export function CommissionInputsDialog({ summary }: { summary: PeriodSummary }) {
  const { t } = useLingui();
  return (
    <InfoDialog
      opener={
        <>
          <Calculator aria-hidden="true" className="size-4" />
          <Trans>See how it is calculated</Trans>
        </>
      }
      openerClassName="-ml-3 text-info-ink"
      title={t`Estimated commission: the inputs`}
      description={t`This period so far; final when the period closes.`}
      widthClass="w-[min(94vw,520px)]"
    >
      <dl className="mt-5 flex flex-col gap-3 text-left text-sm">
        {commissionInputLines(summary).map((line) => (
          <div
            key={line.key}
            className={cx(
              'grid grid-cols-[1fr_auto] gap-x-4',
              line.strong ? 'rounded-lg bg-canvas px-3 py-2' : 'px-3',
            )}
          >
            <dt className="font-semibold text-ink">{line.label}</dt>
            <dd className="whitespace-nowrap text-right font-semibold tabular-nums text-ink">{line.value}</dd>
            <dd className="col-span-2 mt-0.5 text-xs text-muted">{line.definition}</dd>
          </div>
        ))}
      </dl>
    </InfoDialog>
  );
}
