import { t } from '@lingui/core/macro';
import type { DashboardResponse } from '@affiliate/contract/endpoints/dashboard';
import { formatCount, formatMoney, formatRate } from '@/lib/money';
import { figureDefinition } from './figures';

/** What the dashboard answers for a period: its totals and meta (definitions, commission plan, currency). */
export type PeriodSummary = Pick<DashboardResponse, 'data' | 'meta'>;

interface InputLine {
  key: string;
  label: string;
  value: string;
  definition: string;
  strong?: boolean;
}

/**
 * The inputs in the order the commission is computed, each with the gateway's definition (else ours), in
 * the portal's language (read during render).
 */
export function commissionInputLines({ data: { totals }, meta }: PeriodSummary): InputLine[] {
  const money = (amount: string) => formatMoney(amount, meta.currency);
  const define = (key: string, fallback: string) => meta.definitions[key] ?? fallback;
  const defineFigure = (key: 'winloss' | 'bonuses' | 'ngr' | 'estimated_commission') =>
    figureDefinition(key, meta.definitions);
  const plan = meta.commission_plan;
  const lines: InputLine[] = [
    {
      key: 'winloss',
      label: t`Win/loss`,
      value: money(totals.winloss),
      definition: defineFigure('winloss'),
    },
    {
      key: 'bonuses',
      label: t`Bonuses`,
      value: money(totals.bonuses),
      definition: defineFigure('bonuses'),
    },
    {
      key: 'admin_fee',
      label: t`Admin fee rate`,
      value: formatRate(plan.admin_fee_rate),
      definition: define(
        'admin_fee',
        t`The share of win/loss the brand keeps for its costs (payments, licences), taken before the revenue share.`,
      ),
    },
    {
      key: 'ngr',
      label: t`NGR`,
      value: money(totals.ngr),
      definition: defineFigure('ngr'),
      strong: true,
    },
    {
      key: 'revenue_share',
      label: t`Revenue share`,
      value: formatRate(plan.revenue_share),
      definition: define('revenue_share', t`Your share of the NGR.`),
    },
  ];
  // A plan without CPA may send no amount or a zero one.
  if (plan.cpa_amount !== undefined && !/^0*(\.0*)?$/.test(plan.cpa_amount)) {
    const minimum = plan.cpa_min_deposit ? money(plan.cpa_min_deposit) : null;
    lines.push({
      key: 'cpa',
      label: 'CPA',
      value: `${formatCount(totals.first_depositors)} × ${money(plan.cpa_amount)}`,
      definition: define(
        'cpa',
        minimum
          ? t`A fixed amount for each new first depositor whose first deposit is at least ${minimum}.`
          : t`A fixed amount for each new first depositor.`,
      ),
    });
  }
  lines.push({
    key: 'estimated_commission',
    label: t`Estimated commission`,
    value: money(totals.estimated_commission),
    definition: defineFigure('estimated_commission'),
    strong: true,
  });
  return lines;
}
