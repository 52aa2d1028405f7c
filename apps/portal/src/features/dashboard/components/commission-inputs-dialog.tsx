import { Calculator } from 'lucide-react';
import type { DashboardResponse } from '@affiliate/contract/endpoints/dashboard';
import { cx } from '@/components/ui/cx';
import { InfoDialog } from '@/components/ui/info-dialog';
import { formatCount, formatMoney, formatRate } from '@/lib/money';
import { figureByKey } from '../lib/figures';

/** What the dashboard answers for a period: its totals and meta (definitions, commission plan, currency). */
export type PeriodSummary = Pick<DashboardResponse, 'data' | 'meta'>;

interface InputLine {
  key: string;
  label: string;
  value: string;
  definition: string;
  strong?: boolean;
}

/** The inputs in the order the commission is computed, each with the gateway's definition (else ours). */
export function commissionInputLines({ data: { totals }, meta }: PeriodSummary): InputLine[] {
  const money = (amount: string) => formatMoney(amount, meta.currency);
  const define = (key: string, fallback: string) => meta.definitions[key] ?? fallback;
  const plan = meta.commission_plan;
  const lines: InputLine[] = [
    {
      key: 'winloss',
      label: 'Win/loss',
      value: money(totals.winloss),
      definition: define('winloss', figureByKey.winloss.fallbackDefinition),
    },
    {
      key: 'bonuses',
      label: 'Bonuses',
      value: money(totals.bonuses),
      definition: define('bonuses', figureByKey.bonuses.fallbackDefinition),
    },
    {
      key: 'admin_fee',
      label: 'Admin fee rate',
      value: formatRate(plan.admin_fee_rate),
      definition: define(
        'admin_fee',
        'The share of win/loss the brand keeps for its costs (payments, licences), taken before the revenue share.',
      ),
    },
    {
      key: 'ngr',
      label: 'NGR',
      value: money(totals.ngr),
      definition: define('ngr', figureByKey.ngr.fallbackDefinition),
      strong: true,
    },
    {
      key: 'revenue_share',
      label: 'Revenue share',
      value: formatRate(plan.revenue_share),
      definition: define('revenue_share', 'Your share of the NGR.'),
    },
  ];
  // A plan without CPA may send no amount or a zero one.
  if (plan.cpa_amount !== undefined && !/^0*(\.0*)?$/.test(plan.cpa_amount)) {
    const minimum = plan.cpa_min_deposit
      ? ` whose first deposit is at least ${money(plan.cpa_min_deposit)}`
      : '';
    lines.push({
      key: 'cpa',
      label: 'CPA',
      value: `${formatCount(totals.first_depositors)} × ${money(plan.cpa_amount)}`,
      definition: define('cpa', `A fixed amount for each new first depositor${minimum}.`),
    });
  }
  lines.push({
    key: 'estimated_commission',
    label: 'Estimated commission',
    value: money(totals.estimated_commission),
    definition: define('estimated_commission', figureByKey.estimated_commission.fallbackDefinition),
    strong: true,
  });
  return lines;
}

/**
 * The current period's estimated commission opened to its inputs: a button that shows the dashboard's
 * own figures and definitions (win/loss, bonuses, admin fee, NGR, revenue share, CPA) in a dialog.
 * The figures are the gateway's; nothing is recomputed here.
 */
export function CommissionInputsDialog({ summary }: { summary: PeriodSummary }) {
  return (
    <InfoDialog
      opener={
        <>
          <Calculator aria-hidden="true" className="size-4" />
          See how it is calculated
        </>
      }
      openerClassName="-ml-3 text-info-ink"
      title="Estimated commission: the inputs"
      description="This period so far; final when the period closes."
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
